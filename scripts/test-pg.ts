/**
 * `npm run test:pg`: runs the Store API suite (vitest project "api") against a real PostgreSQL server.
 * Starts a throwaway server on a temp folder and a free port, sets TEST_DATABASE_URL, runs vitest
 * (extra arguments are passed on), then stops the server, removes the folder and exits with vitest's code.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The folder holding initdb and pg_ctl: PATH first, then Debian's /usr/lib/postgresql/<version>/bin. */
function findPgBin(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const dir = join(root, version, 'bin');
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  return undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool, as the `postgres` user when we are root (initdb refuses to run as root). */
function pgTool(bin: string, tool: string, args: string[]): number {
  const command = isRoot ? 'runuser' : join(bin, tool);
  const fullArgs = isRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
  const result = spawnSync(command, fullArgs, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error) console.error(result.error.message);
  return result.status ?? 1;
}

async function main(): Promise<number> {
  const bin = findPgBin();
  if (!bin) {
    console.error(
      'test:pg needs the PostgreSQL server binaries (initdb, pg_ctl) in PATH or /usr/lib/postgresql/*/bin.\n' +
        'Install them with `apt-get install -y postgresql` (Debian) and run again.',
    );
    return 1;
  }
  const dir = mkdtempSync(join(tmpdir(), 'haat-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  if (isRoot) spawnSync('chown', ['-R', 'postgres', dir], { stdio: 'inherit' });
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) pgTool(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (pgTool(bin, 'initdb', ['-D', dataDir, '-A', 'trust', '-U', 'haat', '-E', 'UTF8', '--no-sync']) !== 0) {
      console.error('initdb failed');
      return 1;
    }
    const options = `-p ${port} -k /tmp -h 127.0.0.1 -c fsync=off`;
    if (pgTool(bin, 'pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', 'start']) !== 0) {
      console.error(`pg_ctl start failed; see the server log above or ${logFile}`);
      return 1;
    }
    started = true;
    const url = `postgres://haat@127.0.0.1:${port}/postgres`;
    console.log(`PostgreSQL is up on port ${port}; running the api suite against it.`);
    const vitest = join(process.cwd(), 'node_modules', '.bin', 'vitest');
    const child = spawn(vitest, ['run', '--config', 'api/vitest.config.ts', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: url },
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    const code = await new Promise<number>((resolve) => child.on('close', (status) => resolve(status ?? 1)));
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
    return code;
  } finally {
    stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
