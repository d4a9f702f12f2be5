/**
 * The dashboard's /media/<key>: the Store API's stored files from the dashboard's own origin (CSP img-src 'self'),
 * streamed as they arrive. A missing image comes back as the API's 404 "no image" picture (a placeholder, not a
 * broken image); other failures are short text answers with the status the browser should see.
 */
const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'x-content-type-options'];

export async function proxyStored(key: string, fetchStored: (key: string) => Promise<Response>): Promise<Response> {
  const upstream = await fetchStored(key).catch(() => null);
  if (!upstream) return new Response('The file server is not reachable.', { status: 502 });
  const placeholder = upstream.status === 404 && (upstream.headers.get('content-type') ?? '').startsWith('image/');
  if (!upstream.ok && !placeholder) {
    await upstream.body?.cancel();
    const status = upstream.status === 404 ? 404 : upstream.status === 503 ? 503 : 502;
    return new Response(status === 404 ? 'Not found' : 'The file server is not reachable.', { status });
  }
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
