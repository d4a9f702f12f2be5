/**
 * GET /health, for load balancers and uptime checks: 200 when this node can reach its database and its file store
 * (the folder is writable, or the bucket answers), else 503 `{ message, code: 'UNHEALTHY' }` naming what failed.
 * No session; nothing about the data.
 * Each check gives up after HEALTH_TIMEOUT_MS, so a hung dependency is a quick 503, not a hung health check.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from './env.ts';
import { storage } from './storage/storage.ts';

export const HEALTH_TIMEOUT_MS = 3000;

type Check = 'ok' | 'unavailable';
export type Health = { status: 'ok'; database: 'ok'; storage: 'ok'; storageKind: string };

async function check(run: () => Promise<unknown>, timeoutMs: number): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
  });
  try {
    await Promise.race([run(), timeout]);
    return 'ok';
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(timeoutMs = HEALTH_TIMEOUT_MS) {
  const routes = new Hono<AppEnv>();
  routes.get('/health', async (c) => {
    const store = storage();
    const [database, files] = await Promise.all([
      check(() => c.var.db.execute(sql`select 1`), timeoutMs),
      check(() => store.check(), timeoutMs),
    ]);
    c.header('cache-control', 'no-store');
    if (database === 'ok' && files === 'ok')
      return c.json({ status: 'ok', database, storage: files, storageKind: store.kind } satisfies Health);
    const failed = [database !== 'ok' && 'the database', files !== 'ok' && `the file store (${store.kind})`].filter(Boolean);
    const message = `Not ready: ${failed.join(' and ')} ${failed.length > 1 ? 'are' : 'is'} not reachable.`;
    c.var.log(`Health check failed. ${message}`);
    return c.json({ message, code: 'UNHEALTHY' }, 503);
  });
  return routes;
}
