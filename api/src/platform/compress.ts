/**
 * JSON answers and CSV exports gzip-compressed for a caller that accepts gzip (Hono's compress middleware). A caller
 * that does not, such as the dashboard on the same machine or private network (it asks for `identity` over plain
 * http), skips that middleware entirely: after the route, it sets `Vary` on the finished answer, and Hono's
 * `c.header()` on a finished answer copies it into a full Response, which @hono/node-server then streams through a
 * reader instead of writing it at once. That was about a tenth of an orders list's CPU (README "Benchmarks": CPU per
 * request). An uncompressed answer needs no `Vary`: any cache may serve it to anyone.
 */
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';

/** Whether an Accept-Encoding header accepts gzip or deflate, the encodings Hono's compress offers. */
export function acceptsCompression(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== 'deflate' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Compresses answers whose type `contentTypeFilter` names, for callers that accept it. */
export function compressWhenAccepted(contentTypeFilter: RegExp): MiddlewareHandler {
  const gzip = compress({ contentTypeFilter });
  return createMiddleware(async (c, next) => (acceptsCompression(c.req.header('accept-encoding')) ? gzip(c, next) : next()));
}
