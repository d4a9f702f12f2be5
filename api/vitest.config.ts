import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    // The repository root, so `include` means the same whether run alone or as a project of the root config.
    root: fileURLToPath(new URL('..', import.meta.url)),
    environment: 'node',
    // Seeds the demo data once; createTestApp() copies it (api/test/seeded-database.ts).
    globalSetup: ['api/test/seeded-database.ts'],
    include: ['api/**/*.test.ts', 'contract/**/*.test.ts', 'apps/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
