/**
 * The shared HTTP client over wretch (spec §7): JSON bodies, bearer token, a timeout, the retry
 * policy of `lib/retry.ts`, and every failure logged as 'API Error' and rethrown as ApiError.
 * Resource modules (`./sellers.ts` …) are the only callers; pages never build API URLs.
 * Answers are checked at this edge: a call given its contract schema (`get(OrderListSchema, '/admin/orders')`)
 * parses the answer once, and a wrong shape is an ApiError 502 naming the call and the first wrong field,
 * instead of a crash deep inside a component.
 */
import wretch, { type Wretch, type WretchOptions } from 'wretch';
import type { z } from 'zod';
import { retry } from 'wretch/middlewares';
import { isIdempotent, shouldRetry } from '../retry.ts';
import { underPageDeadline } from '../page-deadline.ts';
import { forwardedFor } from '../request-client.ts';
import { ApiError, errorFromNetwork, errorFromResponse } from './errors.ts';

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

  let base: Wretch = wretch(options.baseUrl.replace(/\/$/, ''))
    .headers({
      Accept: 'application/json',
      ...(plainHttp(options.baseUrl) ? { 'Accept-Encoding': 'identity' } : {}),
      ...(options.secondary ? { 'x-secondary': 'true' } : {}),
    })
    .middlewares([
      retry({
        maxAttempts: 1,
        delayTimer: options.retryDelayMs ?? 250,
        retryOnNetworkError: true,
        resolveWithLatestResponse: true,
        skip: (_url, opts) => !isIdempotent(opts.method),
        until: (response, error) => !shouldRetry('GET', response ? response.status : error ? null : 0, 0),
      }),
      // Inside retry, so each attempt gets its own deadline and a retry is not born already timed out.
      (next) => (url: string, opts: WretchOptions) =>
        next(url, {
          ...opts,
          // The visitor's address, for the Store API's per-client limits (lib/request-client.ts).
          headers: { ...(opts.headers as Record<string, string> | undefined), ...forwardedFor() },
          // The page's shared deadline (lib/page-deadline.ts) ends it too: a hung API costs a page seconds, not minutes.
          signal: underPageDeadline(AbortSignal.timeout(typeof opts.timeoutMs === 'number' ? opts.timeoutMs : timeoutMs)),
        }),
    ]);
  if (options.fetch) base = base.fetchPolyfill(options.fetch);
  if (options.token) base = base.auth(`Bearer ${options.token}`);

  const fail = (method: string, path: string, cause: unknown): never => {
    const error = toApiError(cause);
    log('API Error', { method, path, status: error.status, code: error.code, message: error.message });
    throw error;
  };

  async function send(method: string, path: string, body: unknown, query: Query | undefined, answer: z.ZodType | undefined) {
    let request = base.url(path + toQueryString(query));
    if (body instanceof FormData) request = request.body(body);
    else if (body !== undefined) request = request.json(body as object);
    let value: unknown;
    try {
      const response = await request.fetch(method).res();
      const text = response.status === 204 ? '' : await response.text();
      value = text ? JSON.parse(text) : undefined;
    } catch (cause) {
      return fail(method, path, cause);
    }
    if (!answer) return value;
    const result = answer.safeParse(value);
    return result.success ? result.data : fail(method, path, unexpectedShape(method, path, result.error));
  }

  /** The overloads' two forms: `(schema, path, rest)` parses, `(path, rest)` casts. */
  const call =
    (method: string, withQuery = false) =>
    (...args: unknown[]) => {
      const [answer, path, rest] =
        typeof args[0] === 'string' ? [undefined, args[0], args[1]] : [args[0] as z.ZodType, String(args[1]), args[2]];
      return withQuery ? send(method, path, undefined, rest as Query | undefined, answer) : send(method, path, rest, undefined, answer);
    };

  async function download(path: string, query?: Query, options: { timeoutMs?: number } = {}): Promise<Response> {
    const request = base
      .url(path + toQueryString(query))
      .options({ timeoutMs: Math.max(options.timeoutMs ?? 0, timeoutMs, DOWNLOAD_TIMEOUT_MS) });
    try {
      return await request.headers({ Accept: '*/*' }).get().res();
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
  if (cause instanceof ApiError) return cause;
  if (cause instanceof wretch.WretchError && typeof cause.status === 'number') {
    return errorFromResponse(cause.status, cause.message);
  }
  return errorFromNetwork(cause);
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
