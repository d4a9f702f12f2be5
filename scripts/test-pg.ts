/**
 * `npm run test:pg`: runs the Store API suite (vitest project "api") against a real PostgreSQL server.
 * Starts a throwaway server (scripts/pg-server.ts) on a temp folder and a free port, sets TEST_DATABASE_URL, runs
 * vitest (extra arguments are passed on, e.g. a file path), then stops the server, removes the folder and exits
 * with vitest's code.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startPgServer, type PgServer } from './pg-server.ts';

async function main(): Promise<number> {
  let server: PgServer;
  try {
    server = await startPgServer();
  } catch (error) {
    console.error(`test:pg: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  try {
    console.log(`PostgreSQL is up on port ${server.port}; running the api suite against it.`);
    const vitest = join(process.cwd(), 'node_modules', '.bin', 'vitest');
    const child = spawn(vitest, ['run', '--config', 'api/vitest.config.ts', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: server.url },
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    const code = await new Promise<number>((resolve) => child.on('close', (status) => resolve(status ?? 1)));
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
    return code;
  } finally {
    server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
