// @ts-check
import { randomBytes } from 'node:crypto';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { defineConfig, envField, fontProviders } from 'astro/config';
import { MESSAGES_OPTIONS } from './src/i18n/compile-messages.ts';
import { islandDependencies } from './src/server/island-dependencies.ts';
import { precompress, withPrecompressedStatic } from './src/server/precompress.ts';

/** One id per build: pages carry it and /build.json answers it, so open tabs notice a deploy. */
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

const poppins = (/** @type {400 | 500 | 600} */ weight) => ({
  weight,
  style: /** @type {const} */ ('normal'),
  src: /** @type {[string]} */ ([`@fontsource/poppins/files/poppins-latin-${weight}-normal.woff2`]),
});

export default defineConfig({
  output: 'server',
  // Pre-compressed static files: built by precompress(), sent by src/server/entry.ts (issue 8).
  adapter: withPrecompressedStatic(node({ mode: 'standalone' })),
  integrations: [react(), precompress()],
  devToolbar: { enabled: false },
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [
      tailwindcss(),
      islandDependencies(),
      // Messages (README "Messages"): project.inlang's per-domain files compile into src/paraglide/ (git-ignored).
      // The server sets the locale per request (src/i18n/locale.ts); the browser never detects one itself.
      // Under Vitest the unit project's global setup compiles them instead (src/i18n/compile-messages.ts).
      ...(process.env.VITEST ? [] : [paraglideVitePlugin({ ...MESSAGES_OPTIONS, strategy: [...MESSAGES_OPTIONS.strategy] })]),
    ],
    define: { __BUILD_ID__: JSON.stringify(buildId) },
  },
  env: {
    schema: {
      API_URL: envField.string({ context: 'server', access: 'secret', default: 'http://127.0.0.1:4322' }),
      APP_API_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      API_TIMEOUT_MS: envField.number({ context: 'server', access: 'secret', default: 10000 }),
      // Signing secrets of the app store's apps, `handle=secret,…` (README "Apps"): session tokens for embedded apps.
      APP_SECRETS: envField.string({ context: 'server', access: 'secret', optional: true }),
    },
  },
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Poppins',
      cssVariable: '--font-poppins',
      fallbacks: ['sans-serif'],
      options: { variants: [poppins(400), poppins(500), poppins(600)] },
    },
  ],
  security: {
    checkOrigin: true,
    actionBodySizeLimit: 51 * 1024 * 1024, // file uploads: several files of up to 10 MB (see src/actions/files.ts)
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob: https:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        'frame-src https://www.youtube.com https://player.vimeo.com', // video embeds of the rich-text editor
      ],
      // React renders style="…" attributes; allow them (attributes only, never <style> elements).
      styleDirective: {
        resources: [
          { resource: "'self'", kind: 'element' },
          { resource: "'unsafe-inline'", kind: 'attribute' },
        ],
      },
    },
  },
});
