/**
 * `npm run build:api`: bundles the Store API (api/src/cli.ts and everything it imports, Drizzle, Hono, zod…) into
 * api/dist/cli.mjs with esbuild, plus api/dist/chunks/ for what it imports on demand (node-postgres, nodemailer,
 * the OpenAPI document). Starting from a few bundled files instead of hundreds of TypeScript sources and package
 * modules loaded one by one is what makes the API start fast with a small footprint (README "Benchmarks",
 * `npm run bench:startup` prints each start-up phase). Packages with native code or data files of
 * their own (PGlite's WebAssembly, sharp, pg-native) stay outside and are imported from node_modules.
 * `npm start` builds it when a source is newer than the bundle (see `apiBundleIsStale`).
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
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

/**
 * How `npm start` and `npm run bench:startup` run the bundle: `node ${API_NODE_ARGS} api/dist/cli.mjs serve`.
 * PGlite is PostgreSQL compiled to WebAssembly; V8 runs it with its baseline compiler (Liftoff) and by default
 * recompiles the hottest functions with its optimising one. For PostgreSQL's huge functions that took about 500 MiB
 * of transient memory a few seconds after the start (peak RSS ~790 MiB instead of ~240 MiB) and CPU time, for no
 * measurable gain in requests per second (README "Benchmarks"). V8 reads the flag only from the command line.
 * A young generation of 2 MB instead of V8's default (up to 16 MB) holds about 16 MiB less when idle and 50 MiB
 * less under load, for a few per cent more garbage-collection time.
 */
export const API_NODE_ARGS = ['--liftoff-only', '--max-semi-space-size=2'];

/**
 * Environment for the bundle's process: Node's compile cache keeps V8's compiled code of the bundle and PGlite's
 * JavaScript between starts (node_modules/.cache), so a start does not parse 1.6 MB of JavaScript again.
 */
export const apiNodeEnv = (): Record<string, string> => ({ NODE_COMPILE_CACHE: join(root, 'node_modules/.cache/haat-api') });

/** True when the bundle is missing or older than the API's sources, the contract or the lock file. */
export function apiBundleIsStale(): boolean {
  if (!existsSync(API_BUNDLE)) return true;
  const sources = Math.max(newest(join(root, 'api/src')), newest(join(root, 'contract')), newest(join(root, 'package-lock.json')));
  return statSync(API_BUNDLE).mtimeMs < sources;
}

export async function buildApi(): Promise<void> {
  rmSync(join(root, 'api/dist'), { recursive: true, force: true }); // chunks of an earlier build
  await build({
    entryPoints: [join(root, 'api/src/cli.ts')],
    outdir: join(root, 'api/dist'),
    outExtension: { '.js': '.mjs' },
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    // What the API imports dynamically (node-postgres for DATABASE_URL, nodemailer for SMTP_URL, the OpenAPI
    // document) goes to chunks of its own: the start parses and evaluates only what serving PGlite needs.
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    minifySyntax: true,
    minifyWhitespace: true,
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
