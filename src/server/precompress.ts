/**
 * Build-time compression of the dashboard's static files. `precompress()` is an Astro integration
 * that writes a brotli (`.br`) and a gzip (`.gz`) twin beside every compressible file of the client
 * build; `withPrecompressedStatic()` points the node adapter at src/server/entry.ts, the server
 * that sends those twins (the adapter's own static handler cannot).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';

/** File types worth compressing; images and fonts (woff2) are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.map', '.webmanifest']);

/** Twins made per file, by extension. */
export const TWINS = { br: '.br', gzip: '.gz' } as const;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** All files under `dir`, recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve(entry.isFile() ? [path] : []);
    }),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file under `dir`, at the strongest
 * settings (the cost is paid once, at build time). A twin that would not be smaller is not written.
 * Answers how many files were compressed and the bytes before and after (brotli).
 */
export async function compressDirectory(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE_EXTENSIONS.has(extname(file)));
  for (const file of files) {
    const source = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < source.length) await writeFile(file + TWINS.br, br);
    if (gz.length < source.length) await writeFile(file + TWINS.gzip, gz);
    totals.files += 1;
    totals.bytes += source.length;
    totals.brotliBytes += Math.min(br.length, source.length);
  }
  return totals;
}

/** The integration: compresses the client build when `astro build` is done. */
export function precompress(): AstroIntegration {
  let clientDir: URL | undefined;
  return {
    name: 'haat:precompress',
    hooks: {
      'astro:config:done': ({ config }) => {
        clientDir = config.build.client;
      },
      'astro:build:done': async ({ logger }) => {
        if (!clientDir) return;
        const dir = fileURLToPath(clientDir);
        if (!(await stat(dir).catch(() => null))?.isDirectory()) return;
        const { files, bytes, brotliBytes } = await compressDirectory(dir);
        const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
        logger.info(`${files} files compressed: ${kb(bytes)} → ${kb(brotliBytes)} brotli`);
      },
    },
  };
}

/**
 * Wraps the node adapter so the built `entry.mjs` is src/server/entry.ts: the adapter's standalone
 * handler behind a layer that sends the pre-compressed twins (`node dist/server/entry.mjs` as before).
 */
export function withPrecompressedStatic(adapter: AstroIntegration): AstroIntegration {
  const configDone = adapter.hooks['astro:config:done'];
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      'astro:config:done': (params) =>
        configDone?.({
          ...params,
          setAdapter: (settings) =>
            params.setAdapter({ ...settings, serverEntrypoint: fileURLToPath(new URL('src/server/entry.ts', params.config.root)) }),
        }),
    },
  };
}
