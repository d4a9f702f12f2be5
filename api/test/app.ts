/**
 * createTestApp(): the Store API over its own copy of the seeded demo database, for `app.request()` tests.
 * The suite seeds once (api/test/seeded-database.ts, its global setup) and each app copies that: an in-memory
 * PGlite loaded from the dump by default; with TEST_DATABASE_URL (a PostgreSQL server) a new database
 * haat_t_<random> made from the seeded template and dropped on close, so the same suite runs on real PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createApp, type AppOptions } from '../src/app.ts';
import { openDatabase, type Database } from '../src/platform/db/client.ts';
import { fsStorage, storage } from '../src/platform/storage/storage.ts';
import { DEMO_PASSWORD } from '../src/seed.ts';
import { checkAnswers } from './answers.ts';
import { onServer } from './seeded-database.ts';

export const DASHBOARD_URL = 'http://dashboard.test';

/** A new database on the PostgreSQL server, copied from the seeded template; dropped on close. */
async function copyServerDatabase(serverUrl: string, template: string): Promise<Database> {
  const name = `haat_t_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    db: database.db,
    close: async () => {
      await database.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A copy of the run's seeded database (api/test/seeded-database.ts), with the seed's files in this process's storage. */
async function seededCopy(): Promise<Database> {
  const seeded = inject('seededDatabase');
  const keys = JSON.parse(readFileSync(join(seeded.filesDir, 'keys.json'), 'utf8')) as string[];
  const files = fsStorage(seeded.filesDir);
  for (const key of keys) {
    const object = await files.get(key);
    if (object) await storage().put(key, object.bytes, object.contentType);
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && seeded.template) return copyServerDatabase(serverUrl, seeded.template);
  if (!seeded.dumpFile) throw new Error('the seeded database is missing: run the api suite through api/vitest.config.ts');
  return openDatabase({ memory: true, from: new Blob([readFileSync(seeded.dumpFile)]) });
}

/** A seeded app. `logs` collects what the API would print (reset links …). `options` adds to the app's (e.g. a bKash client). */
export async function createTestApp(
  options: Pick<AppOptions, 'bkash' | 'bkashExecuteTimeoutMs' | 'apps' | 'dns' | 'couriers' | 'smsInboundToken'> = {},
) {
  const { db, close } = await seededCopy();
  const logs: string[] = [];
  const app = createApp(db, { log: (line) => logs.push(line), dashboardUrl: DASHBOARD_URL, ...options });
  checkAnswers(app); // 2xx GET answers must fit their OpenAPI answer schema (test/answers.ts)

  /** POSTs JSON (or a raw string) to `path`, with a bearer token when given. */
  const post = (path: string, body: unknown, token?: string) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  /** Sends `method` to `path` with a JSON body (a string goes as it is) and a bearer token when given. */
  const send = (method: string, path: string, token?: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });

  /** GETs `path` with a bearer token. */
  const get = (path: string, token?: string) => app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  /** Signs a demo seller in (password demo1234) and returns the access token. */
  const login = async (email: string, password = DEMO_PASSWORD): Promise<string> => {
    const res = await post('/auth/sellers/login', { email, password });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { access_token: string };
    return body.access_token;
  };

  return { app, db, close, login, post, get, send, logs };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
