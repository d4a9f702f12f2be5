/**
 * createTestApp(): the Store API over a fresh, migrated, seeded database, for `app.request()` tests.
 * In-memory PGlite by default; with TEST_DATABASE_URL (a PostgreSQL server) a new database
 * haat_t_<random> is created there and dropped on close, so the same suite runs on real PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp, type AppOptions } from '../src/app.ts';
import { openDatabase, type Database } from '../src/platform/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../src/seed.ts';
import { checkAnswers } from './answers.ts';

export const DASHBOARD_URL = 'http://dashboard.test';

async function createServerDatabase(serverUrl: string): Promise<Database> {
  const name = `haat_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    db: database.db,
    close: async () => {
      await database.close();
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A seeded app. `logs` collects what the API would print (reset links …). `options` adds to the app's (e.g. a bKash client). */
export async function createTestApp(options: Pick<AppOptions, 'bkash' | 'bkashExecuteTimeoutMs' | 'apps' | 'dns'> = {}) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const { db, close } = serverUrl ? await createServerDatabase(serverUrl) : await openDatabase({ memory: true });
  await seedDemo(db);
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
