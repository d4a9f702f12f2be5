/**
 * How one JSON call reaches the Store API and its answer comes back: the method, address, headers and body out;
 * the status and the body's text in. `client.ts` decides what to send, retries and maps errors; a transport only
 * carries. Two carry it (uploads and downloads, which stream, go through `fetchOnce`):
 * - `httpTransport`: node:http over kept-alive connections, for a Store API on plain http (this machine or its
 *   private network, `plainHttp`). fetch cost this server about twice the CPU per call (WHATWG streams, Request
 *   and Response objects, a parser in wasm, a timeout signal joined to the page's): about 0.15 ms for a small
 *   answer and 0.4 ms for a list, on every one of a page's 3–4 calls (README "Benchmarks": the dashboard's CPU per page).
 * - `fetchTransport`: fetch, for https (fetch negotiates and unpacks gzip) and for tests that script fetch.
 */
import http from 'node:http';
import { pageDeadline, underPageDeadline } from '../page-deadline.ts';

export interface Exchange {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** JSON text, or none. */
  body?: string;
  /** This call's own time limit; the page's shared deadline (lib/page-deadline.ts) ends it too. */
  timeoutMs: number;
}

export interface Reply {
  status: number;
  text: string;
}

export type Transport = (exchange: Exchange) => Promise<Reply>;

/** One fetch of the Store API, its timeout joined to the page's deadline; the body may be a form (uploads). */
export const fetchOnce = (
  fetchImpl: typeof fetch,
  { method, url, headers, body, timeoutMs }: Omit<Exchange, 'body'> & { body?: BodyInit },
) => fetchImpl(url, { method, headers, body, signal: underPageDeadline(AbortSignal.timeout(timeoutMs)) });

/** fetch, the answer read whole. */
export const fetchTransport =
  (fetchImpl: typeof fetch): Transport =>
  async (exchange) => {
    const response = await fetchOnce(fetchImpl, exchange);
    return { status: response.status, text: response.status === 204 ? '' : await response.text() };
  };

// Node's agent closes an idle connection a second before the Store API's announced keep-alive timeout, so a
// call is not written onto a socket the server is closing.
const agent = new http.Agent({ keepAlive: true });

/** An abort's reason is a DOMException (an Error); anything else is wrapped so callers always get an Error. */
const asError = (reason: unknown): Error => (reason instanceof Error ? reason : new Error(String(reason)));

/** node:http over kept-alive connections; the answer's text read whole (JSON answers are small). */
export const httpTransport: Transport = ({ method, url, headers, body, timeoutMs }) =>
  new Promise((resolve, reject) => {
    const page = pageDeadline();
    if (page?.aborted) return reject(asError(page.reason));
    const request = http.request(
      url,
      { method, agent, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (response) => {
        response.setEncoding('utf8');
        let text = '';
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          settle();
          resolve({ status: response.statusCode ?? 0, text });
        });
        // The connection broke in the middle of the answer.
        response.on('error', fail);
      },
    );
    const timer = setTimeout(
      () => fail(new DOMException(`The Store API did not answer within ${timeoutMs} ms`, 'TimeoutError')),
      timeoutMs,
    );
    const onPageDeadline = () => fail(page!.reason);
    page?.addEventListener('abort', onPageDeadline, { once: true });
    function settle() {
      clearTimeout(timer);
      page?.removeEventListener('abort', onPageDeadline);
    }
    function fail(error: unknown) {
      settle();
      request.destroy();
      reject(asError(error));
    }
    request.on('error', fail);
    request.end(body);
  });
