/**
 * The api suite's global setup: migrates and seeds the demo data ONCE per run, so createTestApp() (api/test/app.ts)
 * copies it instead of seeding again. Seeding costs about 5.5 s of CPU and copying about 0.5 s, and the suite opens
 * about 150 test apps: seeding each one spent most of the suite's time, and on a busy machine pushed test files past
 * their beforeAll limits.
 *
 * - PGlite (default): the seeded database is dumped to a tar file, which each test app loads (`openDatabase({ from })`).
 * - PostgreSQL (TEST_DATABASE_URL): the seeded database is a template; each test app is `CREATE DATABASE … TEMPLATE`.
 * - The seed's stored files (demo images, a PDF) go to a folder with a list of their keys; each test app copies
 *   them into its own in-memory storage.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/client.ts';
import { fsStorage, useStorage, type Storage } from '../src/platform/storage/storage.ts';
import { seedDemo } from '../src/seed.ts';

/** Where the seeded copy is: what createTestApp reads through `inject('seededDatabase')`. */
export type SeededDatabase = {
  /** The PGlite dump (tar), when the suite runs on PGlite. */
  dumpFile?: string;
  /** The template database's name, when the suite runs on PostgreSQL (TEST_DATABASE_URL). */
  template?: string;
  /** The seed's stored files: `<filesDir>/<key>`, and the keys in `<filesDir>/keys.json`. */
  filesDir: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: SeededDatabase;
  }
}

/** A storage that remembers the keys put into it, so the test apps know which files to copy. */
function recording(storage: Storage, keys: Set<string>): Storage {
  return { ...storage, put: (key, bytes, type) => (keys.add(key), storage.put(key, bytes, type)) };
}

/** Runs a statement on the PostgreSQL server of TEST_DATABASE_URL (its maintenance database). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'haat-test-seed-'));
  const filesDir = join(folder, 'files');
  const keys = new Set<string>();
  useStorage(recording(fsStorage(filesDir), keys));

  const serverUrl = process.env.TEST_DATABASE_URL;
  const seeded: SeededDatabase = { filesDir };
  if (serverUrl) {
    seeded.template = `haat_seed_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${seeded.template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${seeded.template}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await seedDemo(database.db);
    await database.close(); // a template must have no connections while it is copied
  } else {
    const database = await openDatabase({ memory: true });
    await seedDemo(database.db);
    seeded.dumpFile = join(folder, 'seeded.tar');
    writeFileSync(seeded.dumpFile, new Uint8Array(await (await database.dump!()).arrayBuffer()));
    await database.close();
  }
  mkdirSync(filesDir, { recursive: true });
  writeFileSync(join(filesDir, 'keys.json'), JSON.stringify([...keys]));
  project.provide('seededDatabase', seeded);

  return async () => {
    if (serverUrl && seeded.template) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${seeded.template} WITH (FORCE)`);
    rmSync(folder, { recursive: true, force: true });
  };
}
