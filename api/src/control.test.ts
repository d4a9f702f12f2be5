import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { CONTROL_HEADER, readControlFile, removeControlFile, writeControlFile } from './control.ts';
import { createTestApp } from '../test/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: ReturnType<typeof createApp>;
const secret = 'test-control-secret-0123456789';

beforeAll(async () => {
  t = await createTestApp();
  app = createApp(t.db, { log: () => undefined, controlSecret: secret, dashboardUrl: 'http://127.0.0.1:4999' });
}, 180_000);
afterAll(() => t.close());

const askForLink = (email: string, given?: string) =>
  app.request('/internal/login-links', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(given ? { [CONTROL_HEADER]: given } : {}) },
    body: JSON.stringify({ email }),
  });

describe('the control channel of a running server', () => {
  it('mints a login link that signs the seller in once', async () => {
    const response = await askForLink('staff@haat.test', secret);
    expect(response.status).toBe(200);
    const { token, link } = (await response.json()) as { token: string; link: string };
    // The running server's dashboard address, whatever DASHBOARD_URL the shell asking for the link has.
    expect(link).toBe(`http://127.0.0.1:4999/login?token=${token}`);
    const first = await t.post('/auth/sellers/login-link', { token });
    expect(first.status).toBe(200);
    const second = await t.post('/auth/sellers/login-link', { token });
    expect(second.status).toBe(401);
  });

  it('refuses callers without the secret or with a wrong one', async () => {
    expect((await askForLink('owner@haat.test')).status).toBe(403);
    expect((await askForLink('owner@haat.test', 'wrong')).status).toBe(403);
  });

  it('answers 404 for an unknown seller', async () => {
    expect((await askForLink('nobody@haat.test', secret)).status).toBe(404);
  });

  it('is not mounted at all without a secret', async () => {
    const response = await t.app.request('/internal/login-links', { method: 'POST', headers: { [CONTROL_HEADER]: secret } });
    expect(response.status).toBe(404);
  });

  it('keeps the control file readable by its owner only, and removes it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'haat-control-'));
    writeControlFile(dir, { url: 'http://127.0.0.1:1', secret });
    expect(statSync(join(dir, 'control.json')).mode & 0o777).toBe(0o600);
    expect(readControlFile(dir)).toEqual({ url: 'http://127.0.0.1:1', secret });
    removeControlFile(dir);
    expect(readControlFile(dir)).toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });
});
