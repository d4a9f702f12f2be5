/**
 * `npm run build:api`: bundles the Store API (api/src/cli.ts and everything it imports, Drizzle, Hono, zod…) into
 * one file, api/dist/cli.mjs, with esbuild. Starting from one bundled file instead of hundreds of TypeScript
 * sources and package modules loaded one by one is what makes the API start in well under a second with a
 * small footprint (README "Benchmarks", `npm run bench:startup`). Packages with native code or data files of
 * their own (PGlite's WebAssembly, sharp, pg-native) stay outside and are imported from node_modules.
 * `npm start` builds it when a source is newer than the bundle (see `apiBundleIsStale`).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
export const API_BUNDLE = join(root, 'api/dist/cli.mjs');

/** Newest modification time under a folder. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** True when the bundle is missing or older than the API's sources, the contract or the lock file. */
export function apiBundleIsStale(): boolean {
  if (!existsSync(API_BUNDLE)) return true;
  const sources = Math.max(newest(join(root, 'api/src')), newest(join(root, 'contract')), newest(join(root, 'package-lock.json')));
  return statSync(API_BUNDLE).mtimeMs < sources;
}

export async function buildApi(): Promise<void> {
  await build({
    entryPoints: [join(root, 'api/src/cli.ts')],
    outfile: API_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    minifySyntax: true,
    legalComments: 'none',
    logLevel: 'warning',
    external: ['@electric-sql/pglite', '@electric-sql/pglite/*', 'sharp', 'pg-native'],
    // The migrations sit beside the sources (api/drizzle); from api/dist that is one folder up.
    define: { 'globalThis.HAAT_MIGRATIONS_DIR': JSON.stringify('../drizzle') },
    // CommonJS packages inside an ES module bundle still call require().
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
}

if (import.meta.main) {
  const started = performance.now();
  await buildApi();
  console.log(`Built ${API_BUNDLE} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
