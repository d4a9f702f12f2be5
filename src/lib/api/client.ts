/**
 * The shared HTTP client (spec §7; its transports in ./transport.ts): JSON bodies, bearer token, a timeout, the retry
 * policy of `lib/retry.ts`, and every failure logged as 'API Error' and rethrown as ApiError.
 * Resource modules (`./sellers.ts` …) are the only callers; pages never build API URLs.
 * Answers are checked at this edge: a call given its contract schema (`get(OrderListSchema, '/admin/orders')`)
 * parses the answer once, and a wrong shape is an ApiError 502 naming the call and the first wrong field,
 * instead of a crash deep inside a component.
 */
import type { z } from 'zod';
import { shouldRetry } from '../retry.ts';
import { pageDeadline } from '../page-deadline.ts';
import { forwardedFor } from '../request-client.ts';
import { ApiError, errorFromNetwork, errorFromResponse } from './errors.ts';
import { fetchOnce, fetchTransport, httpTransport, type Exchange } from './transport.ts';

export interface ClientOptions {
  baseUrl: string;
  token?: string | null;
  /** The secondary application client marks its requests (spec §7). */
  secondary?: boolean;
  timeoutMs?: number;
  /** Delay before the single retry; tests set 0. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
  log?: (label: string, detail: unknown) => void;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

/**
 * Each call takes the contract schema of its answer first and resolves to the parsed answer. The forms
 * without a schema (`get<T>(path)`) only cast; they remain for modules not yet moved to the contract.
 */
export interface ApiClient {
  get<S extends z.ZodType>(answer: S, path: string, query?: Query): Promise<z.output<S>>;
  get<T>(path: string, query?: Query): Promise<T>;
  post<S extends z.ZodType>(answer: S, path: string, body?: unknown): Promise<z.output<S>>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<S extends z.ZodType>(answer: S, path: string, body?: unknown): Promise<z.output<S>>;
  put<T>(path: string, body?: unknown): Promise<T>;
  patch<S extends z.ZodType>(answer: S, path: string, body?: unknown): Promise<z.output<S>>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  delete<S extends z.ZodType>(answer: S, path: string, body?: unknown): Promise<z.output<S>>;
  delete<T>(path: string, body?: unknown): Promise<T>;
  /** POSTs multipart form data (file uploads); fetch sets the boundary. */
  postForm<S extends z.ZodType>(answer: S, path: string, form: FormData): Promise<z.output<S>>;
  postForm<T>(path: string, form: FormData): Promise<T>;
  /**
   * A file the API sends (CSV exports): the Response itself, its body unread so it can stream on to the
   * browser, after the same retry and error mapping as every call. Exports get a longer deadline.
   */
  download(path: string, query?: Query, options?: { timeoutMs?: number }): Promise<Response>;
}

/** How long a download may take at the least (large exports). */
export const DOWNLOAD_TIMEOUT_MS = 60_000;

/**
 * A Store API reached over plain http is on this machine or its private network: its answers come uncompressed
 * (fetch would ask for gzip), since compressing costs the API and unpacking costs this server more CPU than the
 * bytes save on such a link (README "Benchmarks": CPU per request). Over https (another network) they stay gzipped.
 */
export const plainHttp = (baseUrl: string) => /^http:\/\//i.test(baseUrl);

const defaultLog = (label: string, detail: unknown) => console.error(label, detail);

export function createClient(options: ClientOptions): ApiClient {
  const log = options.log ?? defaultLog;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retryDelayMs = options.retryDelayMs ?? 250;
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(plainHttp(baseUrl) ? { 'Accept-Encoding': 'identity' } : {}),
    ...(options.secondary ? { 'x-secondary': 'true' } : {}),
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
  };
  // Read at each call, so a test that replaces the global fetch is heard.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  // JSON calls go through a transport (./transport.ts); uploads and downloads, which stream, through fetch.
  const transport = !options.fetch && plainHttp(baseUrl) ? httpTransport : fetchTransport(fetchImpl);

  const fail = (method: string, path: string, cause: unknown): never => {
    const error = toApiError(cause);
    log('API Error', { method, path, status: error.status, code: error.code, message: error.message });
    throw error;
  };

  async function send(method: string, path: string, body: unknown, query: Query | undefined, answer: z.ZodType | undefined) {
    if (body instanceof FormData) return sendForm(method, path, body, answer);
    const exchange: Exchange = {
      method,
      url: baseUrl + path + toQueryString(query),
      headers: body === undefined ? sent() : sent({ 'Content-Type': 'application/json' }),
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs,
    };
    let value: unknown;
    try {
      const reply = await withRetry(method, () => transport(exchange), retryDelayMs);
      if (reply.status < 200 || reply.status >= 300) throw errorFromResponse(reply.status, reply.text);
      value = reply.text ? JSON.parse(reply.text) : undefined;
    } catch (cause) {
      return fail(method, path, cause);
    }
    return checked(method, path, value, answer);
  }

  function checked(method: string, path: string, value: unknown, answer: z.ZodType | undefined) {
    if (!answer) return value;
    const result = answer.safeParse(value);
    return result.success ? result.data : fail(method, path, unexpectedShape(method, path, result.error));
  }

  async function sendForm(method: string, path: string, form: FormData, answer: z.ZodType | undefined) {
    let value: unknown;
    try {
      const url = baseUrl + path;
      // fetch sets the multipart boundary itself.
      const response = await withRetry(
        method,
        () => fetchOnce(fetchImpl, { method, url, headers: sent(), body: form, timeoutMs }),
        retryDelayMs,
      );
      const text = response.status === 204 ? '' : await response.text();
      if (!response.ok) throw errorFromResponse(response.status, text);
      value = text ? JSON.parse(text) : undefined;
    } catch (cause) {
      return fail(method, path, cause);
    }
    return checked(method, path, value, answer);
  }

  /** The headers of every call, with the visitor's address for the Store API's per-client limits (lib/request-client.ts). */
  const sent = (extra?: Record<string, string>) => ({ ...headers, ...forwardedFor(), ...extra });

  /** The overloads' two forms: `(schema, path, rest)` parses, `(path, rest)` casts. */
  const call =
    (method: string, withQuery = false) =>
    (...args: unknown[]) => {
      const [answer, path, rest] =
        typeof args[0] === 'string' ? [undefined, args[0], args[1]] : [args[0] as z.ZodType, String(args[1]), args[2]];
      return withQuery ? send(method, path, undefined, rest as Query | undefined, answer) : send(method, path, rest, undefined, answer);
    };

  async function download(path: string, query?: Query, options: { timeoutMs?: number } = {}): Promise<Response> {
    const exchange = {
      method: 'GET',
      url: baseUrl + path + toQueryString(query),
      headers: sent({ Accept: '*/*' }),
      timeoutMs: Math.max(options.timeoutMs ?? 0, timeoutMs, DOWNLOAD_TIMEOUT_MS),
    };
    try {
      const response = await withRetry('GET', () => fetchOnce(fetchImpl, exchange), retryDelayMs);
      if (!response.ok) throw errorFromResponse(response.status, await response.text());
      return response;
    } catch (cause) {
      return fail('GET', path, cause);
    }
  }

  return {
    get: call('GET', true),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
    delete: call('DELETE'),
    postForm: call('POST'),
    download,
  } as ApiClient;
}

/**
 * Retries as spec §7 says (lib/retry.ts): an idempotent call once, after `delayMs`, when no answer came or the answer
 * means "try again"; the retry gets its own timeout, but not once the page's deadline has passed. An answer given up
 * on has its body let go, so its connection is free again.
 */
export async function withRetry<A extends { status: number; body?: ReadableStream | string | null }>(
  method: string,
  attempt: () => Promise<A>,
  delayMs: number,
): Promise<A> {
  for (let retries = 0; ; retries++) {
    let answer: A | undefined;
    try {
      answer = await attempt();
    } catch (error) {
      if (!shouldRetry(method, null, retries) || pageDeadline()?.aborted) throw error;
    }
    if (answer && !shouldRetry(method, answer.status, retries)) return answer;
    // Not awaited: a body that was tee'd (a cloned answer) ends its cancel only with its twin's.
    if (answer?.body instanceof ReadableStream) answer.body.cancel().catch(() => {});
    await new Promise((wake) => setTimeout(wake, delayMs));
  }
}

/** "The Store API answered GET /admin/orders with an unexpected shape: response.0.total: Invalid input: expected number, received string". */
export function unexpectedShape(method: string, path: string, error: z.ZodError): ApiError {
  const issue = error.issues[0];
  const where = issue && issue.path.length ? `${issue.path.map(String).join('.')}: ` : '';
  const extra = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : '';
  return new ApiError(
    502,
    `The Store API answered ${method} ${path} with an unexpected shape: ${where}${issue?.message ?? 'not what the contract says'}${extra}`,
    'API_UNEXPECTED_SHAPE',
  );
}

function toApiError(cause: unknown): ApiError {
  return cause instanceof ApiError ? cause : errorFromNetwork(cause);
}

export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
