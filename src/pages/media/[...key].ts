import type { APIRoute } from 'astro';
import { filesApi } from '../../lib/api/files.ts';

const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'x-content-type-options'];

/**
 * /media/<key>: the Store API's stored files, served from the dashboard's origin (CSP img-src 'self'), streamed as
 * they arrive. A missing image comes back as the API's 404 "no image" picture, so the page shows a placeholder.
 */
export const GET: APIRoute = async ({ params }) => {
  const key = params.key ?? '';
  const upstream = await filesApi.fetchStored(key).catch(() => null);
  if (!upstream) return new Response('The file server is not reachable.', { status: 502 });
  const placeholder = upstream.status === 404 && (upstream.headers.get('content-type') ?? '').startsWith('image/');
  if (!upstream.ok && !placeholder) {
    await upstream.body?.cancel();
    return new Response('Not found', { status: upstream.status === 404 ? 404 : upstream.status === 503 ? 503 : 502 });
  }
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
};
