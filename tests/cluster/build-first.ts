/** The dashboards of the cluster test run the production build: make it when dist/ has none (a fresh clone). */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { distBuilt, root } from './harness.ts';

export default function setup() {
  if (distBuilt()) return;
  console.log('test:cluster: no dist/ yet, running astro build first');
  const result = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('astro build failed');
}
