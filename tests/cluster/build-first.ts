/** The dashboards of the cluster test run the production build: make it when dist/ has none (a fresh clone). */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { distBuilt, root } from './harness.ts';

export default function setup() {
  if (distBuilt()) return;
  console.log('test:cluster: no dist/ yet, running astro build first');
  // Without vitest's VITEST variable: astro.config.mjs leaves the messages' compiler out under vitest.
  const env = { ...process.env };
  delete env.VITEST;
  const result = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) throw new Error('astro build failed');
}
