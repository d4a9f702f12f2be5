/** Opens the Store API database (PGlite by default, PostgreSQL when a URL is given) and migrates it. */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../../db/schema/index.ts';

/** The database handle every route and the seed use; both drivers satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type OpenDatabaseOptions = {
  /** A postgres:// URL; when set, node-postgres is used instead of PGlite. */
  databaseUrl?: string;
  /** Folder for PGlite's files (created when missing). */
  dataDir?: string;
  /** An in-memory PGlite, gone on close (tests). */
  memory?: boolean;
};

export type Database = { db: Db; close: () => Promise<void> };

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Opens the database and applies any pending migrations from api/drizzle. */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client whose connection the server ends (restart, DROP DATABASE … FORCE) emits
    // 'error' on the pool; unhandled, that would crash the process. The pool replaces it.
    pool.on('error', (error) => console.error(`[api] PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    try {
      await migratePg(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, close: () => pool.end() };
  }
  if (!opts.memory && !opts.dataDir) throw new Error('openDatabase needs databaseUrl, dataDir or memory: true');
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = opts.memory ? new PGlite() : new PGlite(opts.dataDir);
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, close: () => client.close() };
}
