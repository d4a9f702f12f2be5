/**
 * Sends the build's pre-compressed twins (`x.js.br`, `x.js.gz`, written by src/server/precompress.ts)
 * for a request of `x.js` when the browser accepts that encoding. Everything else (and a browser that
 * takes no compression) falls through to the node adapter, which sends the file as it is.
 */
import { createReadStream, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { chooseEncoding, varyOnEncoding, type Encoding } from './encoding.ts';
import { COMPRESSIBLE_EXTENSIONS, TWINS } from './precompress.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

interface Twin {
  path: string;
  size: number;
  etag: string;
}

/** URL path ('/_astro/x.js') → its twins by encoding. */
type TwinIndex = Map<string, Partial<Record<Encoding, Twin>>>;

function indexTwins(clientDir: string, dir = clientDir, index: TwinIndex = new Map()): TwinIndex {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      indexTwins(clientDir, path, index);
      continue;
    }
    const encoding = (Object.keys(TWINS) as Encoding[]).find((key) => entry.name.endsWith(TWINS[key]));
    if (!encoding) continue;
    const original = path.slice(0, -TWINS[encoding].length);
    if (!COMPRESSIBLE_EXTENSIONS.has(extname(original))) continue;
    const { size, mtimeMs } = statSync(path);
    const urlPath = '/' + relative(clientDir, original).split(sep).join('/');
    const twins = index.get(urlPath) ?? {};
    twins[encoding] = { path, size, etag: `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}-${encoding}"` };
    index.set(urlPath, twins);
  }
  return index;
}

/**
 * A handler over `clientDir` (read once, at start): answers true when it sent the response, false
 * when the caller should serve the request (it has then only added `Vary: Accept-Encoding`).
 */
export function createPrecompressedHandler(clientDir: string, assetsPrefix = '/_astro/') {
  const index = indexTwins(clientDir);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return false;
    let pathname = req.url.split(/[?#]/)[0] ?? '';
    try {
      pathname = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    const twins = index.get(pathname);
    if (!twins) return false;
    res.setHeader('Vary', varyOnEncoding(res.getHeader('Vary')?.toString()));
    const header = req.headers['accept-encoding'];
    const encoding = chooseEncoding(Array.isArray(header) ? header.join(',') : header, Object.keys(twins) as Encoding[]);
    const twin = encoding ? twins[encoding] : undefined;
    if (!encoding || !twin) return false;
    res.setHeader('Content-Type', CONTENT_TYPES[extname(pathname)] ?? 'application/octet-stream');
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Cache-Control', pathname.startsWith(assetsPrefix) ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
    res.setHeader('ETag', twin.etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.headers['if-none-match'] === twin.etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader('Content-Length', twin.size);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    createReadStream(twin.path)
      .on('error', () => res.destroy())
      .pipe(res);
    return true;
  };
}
