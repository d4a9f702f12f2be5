/** The dashboards of the cluster test run the production build: make it when dist/ has none (a fresh clone). */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { distBuilt, outsideVitest, root } from './harness.ts';

export default function setup() {
  if (distBuilt()) return;
  console.log('test:cluster: no dist/ yet, running astro build first');
  // Built as `astro build` is run by hand or by `npm test`: under vitest's variables astro.config.mjs leaves the
  // messages' compiler out, and vitest's NODE_ENV=test made a build whose pages never register the service worker
  // (import.meta.env.PROD false), unlike the build a seller's tab gets.
  const result = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: outsideVitest(),
  });
  if (result.status !== 0) throw new Error('astro build failed');
}
