/**
 * How the messages compile (README "Messages"). In the app Paraglide's Vite plugin does it (astro.config.mjs);
 * the unit tests' global setup runs Paraglide's command line instead, in a child process, because a compile
 * inside the test runner leaves handles open that keep Vitest from exiting.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MESSAGES_OPTIONS = {
  project: './project.inlang',
  outdir: './src/paraglide',
  // The server sets each request's language (i18n/locale.ts); the browser never guesses one.
  strategy: ['globalVariable', 'baseLocale'],
  emitGitIgnore: false,
  emitReadme: false,
  emitPrettierIgnore: false,
} as const;

export default function setup(): void {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const cli = join(root, 'node_modules/@inlang/paraglide-js/bin/run.js');
  const { project, outdir, strategy } = MESSAGES_OPTIONS;
  const result = spawnSync(
    process.execPath,
    [
      cli,
      'compile',
      '--silent',
      '--project',
      project,
      '--outdir',
      outdir,
      '--strategy',
      ...strategy,
      '--no-emit-git-ignore',
      '--no-emit-readme',
      '--no-emit-prettier-ignore',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`Compiling the messages failed (exit ${result.status ?? result.signal})`);
}
