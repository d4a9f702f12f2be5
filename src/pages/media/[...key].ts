import type { APIRoute } from 'astro';
import { filesApi } from '../../lib/api/files.ts';

/** /media/<key>: the Store API's stored files, served from the dashboard's origin (CSP img-src 'self'). */
export const GET: APIRoute = async ({ params }) => {
  const key = params.key ?? '';
  const upstream = await filesApi.fetchStored(key).catch(() => null);
  if (!upstream) return new Response('The file server is not reachable.', { status: 502 });
  if (!upstream.ok) return new Response('Not found', { status: upstream.status === 404 ? 404 : 502 });
  const headers = new Headers();
  for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
};
