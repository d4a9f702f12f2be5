/**
 * `npm run test:cluster`: the cluster test alone (tests/cluster/cluster.test.ts). It starts real processes (PostgreSQL,
 * two Store API nodes, two dashboards from dist/, Caddy), so it is not a project of the root config's `vitest run`.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'cluster',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    globalSetup: ['tests/cluster/build-first.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
