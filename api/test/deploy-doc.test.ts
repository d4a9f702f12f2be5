/**
 * docs/deploy.md's Caddyfile is one Caddy accepts: `caddy validate` on the ```caddyfile block of the page, where Caddy
 * is installed (Debian's package `caddy`); elsewhere the test says it was skipped.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const caddy = (() => {
  try {
    execFileSync('caddy', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The ```caddyfile block of docs/deploy.md. */
async function caddyfileOfTheDoc(): Promise<string> {
  const page = await readFile(new URL('../../docs/deploy.md', import.meta.url), 'utf8');
  const block = /```caddyfile\n([\s\S]*?)```/.exec(page)?.[1];
  if (!block) throw new Error('docs/deploy.md has no ```caddyfile block');
  return block;
}

async function validate(text: string) {
  const dir = await mkdtemp(join(tmpdir(), 'haat-caddy-'));
  try {
    await writeFile(join(dir, 'Caddyfile'), text);
    return await promisify(execFile)('caddy', ['validate', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
      timeout: 30_000,
      env: { ...process.env, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    }).then(
      ({ stdout, stderr }) => ({ ok: true, output: stdout + stderr }),
      (error: { stdout?: string; stderr?: string }) => ({ ok: false, output: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the Caddyfile of docs/deploy.md', () => {
  it('asks the Store API before on-demand certificates and checks /health', async () => {
    const text = await caddyfileOfTheDoc();
    expect(text).toMatch(/on_demand_tls \{\n\s+ask http:\/\/[^\s]+\/tls\/allowed\n/);
    expect(text).toContain('health_uri /health');
  });

  it.skipIf(!caddy)(
    'passes caddy validate, and a broken copy does not',
    async () => {
      const text = await caddyfileOfTheDoc();
      const good = await validate(text);
      expect(good.output).toContain('Valid configuration');
      expect(good.ok).toBe(true);
      const broken = await validate(text.replace('health_uri', 'health_url'));
      expect(broken.ok).toBe(false);
    },
    60_000,
  );
});
