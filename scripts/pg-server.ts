/**
 * A throwaway PostgreSQL server for `npm run test:pg` and the benchmarks: initdb in a folder, pg_ctl start on a
 * free (or given) loopback port, trust authentication, fsync off. As a command it keeps one running until Ctrl-C:
 *
 *   node scripts/pg-server.ts [--data DIR] [--port N]
 *
 * prints its DATABASE_URL and stops it on Ctrl-C. Without --data the folder is a temp dir removed on stop;
 * with --data it is kept (and reused by the next start), e.g. for a 1,000,000-order benchmark database.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** The folder holding initdb and pg_ctl: PATH first, then Debian's /usr/lib/postgresql/<version>/bin. */
export function findPgBin(): string | undefined {
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

export function freePort(): Promise<number> {
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

export type PgServer = { url: string; port: number; stop: () => void };

export const MISSING_BINARIES =
  'PostgreSQL server binaries (initdb, pg_ctl) are needed in PATH or /usr/lib/postgresql/*/bin.\n' +
  'Install them with `apt-get install -y postgresql` (Debian) and run again.';

/**
 * Starts a server. `folder` (kept on stop) or a temp folder (removed on stop); `port` or a free one.
 * Throws when the binaries are missing or the server does not start.
 */
export async function startPgServer(options: { folder?: string; port?: number } = {}): Promise<PgServer> {
  const bin = findPgBin();
  if (!bin) throw new Error(MISSING_BINARIES);
  const keep = options.folder !== undefined;
  const dir = keep ? resolve(options.folder!) : mkdtempSync(join(tmpdir(), 'haat-pg-'));
  mkdirSync(dir, { recursive: true });
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  if (isRoot) spawnSync('chown', ['-R', 'postgres', dir], { stdio: 'inherit' });
  const port = options.port ?? (await freePort());
  let started = false;
  const stop = () => {
    if (started) pgTool(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    started = false;
    if (!keep) rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (!existsSync(join(dataDir, 'PG_VERSION'))) {
      if (pgTool(bin, 'initdb', ['-D', dataDir, '-A', 'trust', '-U', 'haat', '-E', 'UTF8', '--no-sync']) !== 0) {
        throw new Error('initdb failed');
      }
    }
    const settings = `-p ${port} -k /tmp -h 127.0.0.1 -c fsync=off -c max_connections=200`;
    if (pgTool(bin, 'pg_ctl', ['-D', dataDir, '-l', logFile, '-o', settings, '-w', 'start']) !== 0) {
      throw new Error(`pg_ctl start failed; see the server log above or ${logFile}`);
    }
    started = true;
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://haat@127.0.0.1:${port}/postgres`, port, stop };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { data: { type: 'string' }, port: { type: 'string' } } });
  const server = await startPgServer({ folder: values.data, port: values.port ? Number(values.port) : undefined });
  console.log(`PostgreSQL is up: DATABASE_URL=${server.url}${values.data ? ` (data kept in ${values.data})` : ''}. Ctrl-C stops it.`);
  const stop = () => {
    server.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => undefined, 1 << 30);
}
