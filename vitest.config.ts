/**
 * Every Vitest project of the repository: `vitest run` runs them all, `--project unit` or
 * `--project api` one of them.
 * - unit: the dashboard's `src/**\/*.test.ts`, built through Astro's own Vite config so the
 *   `astro:env` and `astro:actions` virtual modules resolve as they do in the app.
 * - api: the Store API suite, configured by its owner in `api/vitest.config.ts`.
 */
import { getViteConfig } from 'astro/config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      getViteConfig(
        {
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.ts'],
            // The compiled messages (src/paraglide/, git-ignored) for a fresh clone (README "Messages").
            globalSetup: ['src/i18n/compile-messages.ts'],
          },
        },
        { devToolbar: { enabled: false } },
      ),
      'api/vitest.config.ts',
    ],
  },
});
