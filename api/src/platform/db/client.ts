/** Opens the Store API database (PGlite by default, PostgreSQL when a URL is given) and migrates it. */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from '../../db/schema/index.ts';
import { startupPhase } from '../startup-trace.ts';

/** The database handle every route and the seed use; both drivers satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type OpenDatabaseOptions = {
  /** A postgres:// URL; when set, node-postgres is used instead of PGlite. */
  databaseUrl?: string;
  /** Folder for PGlite's files (created when missing). */
  dataDir?: string;
  /** An in-memory PGlite, gone on close (tests). */
  memory?: boolean;
  /** With `memory`: start from a copy of another PGlite database (its `dump()`), e.g. the tests' seeded one. */
  from?: Blob;
  /** Apply pending migrations (default true); API workers skip it, their primary has migrated. */
  migrate?: boolean;
};

export type Database = {
  db: Db;
  close: () => Promise<void>;
  /** PGlite only: the whole database as a tar file, which `openDatabase({ memory: true, from })` starts from. */
  dump?: () => Promise<Blob>;
};

/** api/drizzle: three folders up from this file; the API bundle (scripts/build-api.ts) names its own path. */
const bundledMigrations = (globalThis as { HAAT_MIGRATIONS_DIR?: string }).HAAT_MIGRATIONS_DIR;
const migrationsFolder = fileURLToPath(new URL(bundledMigrations ?? '../../../drizzle', import.meta.url));

/** Opens the database and applies any pending migrations from api/drizzle. */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  if (opts.databaseUrl) {
    // node-postgres loaded only for PostgreSQL: the embedded default never parses or evaluates it.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client whose connection the server ends (restart, DROP DATABASE … FORCE) emits
    // 'error' on the pool; unhandled, that would crash the process. The pool replaces it.
    pool.on('error', (error) => console.error(`[api] PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    try {
      if (opts.migrate !== false) await migratePg(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, close: () => pool.end() };
  }
  if (!opts.memory && !opts.dataDir) throw new Error('openDatabase needs databaseUrl, dataDir or memory: true');
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // PGlite's default 128 MB of shared buffers is most of its resident memory; the demo data is about 70 MB, and
  // 16 MB served the orders bench (20,000 orders) as fast as 32 MB (95 vs 98 req/s) for 18 MiB less idle RSS;
  // what the buffers miss comes from the operating system's file cache. PGLITE_SHARED_BUFFERS changes it.
  // pg_trgm: the trigram index of the customers search (PostgreSQL ships it in its contrib package).
  const settings = { postgresqlconf: [`shared_buffers = ${process.env.PGLITE_SHARED_BUFFERS || '16MB'}`], extensions: { pg_trgm } };
  const client = opts.memory ? new PGlite({ ...settings, loadDataDir: opts.from }) : new PGlite(opts.dataDir, settings);
  const db = drizzlePglite(client, { schema });
  try {
    await client.waitReady;
    startupPhase('PGlite ready');
    if (opts.migrate !== false) await migratePglite(db, { migrationsFolder });
    startupPhase('migrations checked');
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, close: () => client.close(), dump: () => client.dumpDataDir('none') };
}
