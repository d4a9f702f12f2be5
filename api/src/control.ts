/**
 * The running Store API's control file. PGlite lets one process at a time open a data folder, so
 * commands such as `impersonate` cannot open it while `serve` runs. Instead `serve` writes its
 * address and a random secret to DATA_DIR/control.json (readable by its owner only) and answers
 * POST /internal/login-links on that secret; the CLI reads the file and asks the running server.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { createLoginLink } from './domains/auth/login-links.ts';
import type { AppEnv } from './platform/env.ts';
import { HttpError } from './platform/errors.ts';
import { jsonBody } from './platform/validate.ts';
import { z } from 'zod';

export type Control = { url: string; secret: string };

const CONTROL_FILE = 'control.json';
export const CONTROL_HEADER = 'x-control-secret';

export const newControlSecret = () => randomBytes(32).toString('base64url');

export function writeControlFile(dataDir: string, control: Control): void {
  writeFileSync(join(dataDir, CONTROL_FILE), JSON.stringify(control), { mode: 0o600 });
}

export function removeControlFile(dataDir: string): void {
  rmSync(join(dataDir, CONTROL_FILE), { force: true });
}

export function readControlFile(dataDir: string): Control | null {
  try {
    const parsed = JSON.parse(readFileSync(join(dataDir, CONTROL_FILE), 'utf8')) as Partial<Control>;
    return typeof parsed.url === 'string' && typeof parsed.secret === 'string' ? { url: parsed.url, secret: parsed.secret } : null;
  } catch {
    return null;
  }
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const LoginLinkRequest = z.object({ email: z.string({ error: 'Enter an email' }).trim().min(1, 'Enter an email') });

/**
 * POST /internal/login-links { email } → { token, link }; only with the control secret. The link is built with the
 * server's own DASHBOARD_URL (`npm start` sets it to the dashboard it runs), which the CLI's shell may not know.
 */
export function controlRoutes(secret: string) {
  const routes = new Hono<AppEnv>();
  routes.use(async (c, next) => {
    if (!sameSecret(c.req.header(CONTROL_HEADER), secret)) {
      throw new HttpError(403, 'This call needs the control secret of the running server.', 'FORBIDDEN');
    }
    await next();
  });
  routes.post('/login-links', async (c) => {
    const { email } = await jsonBody(c, LoginLinkRequest);
    const token = await createLoginLink(c.var.db, email);
    if (!token) throw new HttpError(404, `No seller with the email ${email}`, 'NOT_FOUND');
    return c.json({ token, link: `${c.var.dashboardUrl}/login?token=${token}` });
  });
  return routes;
}

/** Asks a running server for a login link; null when no server answers (a stale control file). */
export async function requestLoginLink(control: Control, email: string): Promise<{ token: string; link: string } | null> {
  let response: Response;
  try {
    response = await fetch(`${control.url}/internal/login-links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CONTROL_HEADER]: control.secret },
      body: JSON.stringify({ email }),
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    return null;
  }
  const body = (await response.json().catch(() => ({}))) as { token?: string; link?: string; message?: string };
  if (!response.ok || !body.token || !body.link) throw new Error(body.message ?? `The running Store API refused (${response.status})`);
  return { token: body.token, link: body.link };
}
