/**
 * The shared HTTP client over wretch (spec §7): JSON bodies, bearer token, a timeout, the retry
 * policy of `lib/retry.ts`, and every failure logged as 'API Error' and rethrown as ApiError.
 * Resource modules (`./sellers.ts` …) are the only callers; pages never build API URLs.
 */
import wretch, { type Wretch, type WretchOptions } from 'wretch';
import { retry } from 'wretch/middlewares';
import { isIdempotent, shouldRetry } from '../retry.ts';
import { underPageDeadline } from '../page-deadline.ts';
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

export interface ApiClient {
  get<T>(path: string, query?: Query): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string, body?: unknown): Promise<T>;
  /** POSTs multipart form data (file uploads); fetch sets the boundary. */
  postForm<T>(path: string, form: FormData): Promise<T>;
}

const defaultLog = (label: string, detail: unknown) => console.error(label, detail);

export function createClient(options: ClientOptions): ApiClient {
  const log = options.log ?? defaultLog;
  const timeoutMs = options.timeoutMs ?? 10_000;

  let base: Wretch = wretch(options.baseUrl.replace(/\/$/, ''))
    .headers({ Accept: 'application/json', ...(options.secondary ? { 'x-secondary': 'true' } : {}) })
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
      (next) => (url: string, opts: WretchOptions) => next(url, {
          ...opts,
          // The page's shared deadline (lib/page-deadline.ts) ends it too: a hung API costs a page seconds, not minutes.
          signal: underPageDeadline(AbortSignal.timeout(timeoutMs)),
        }),
    ]);
  if (options.fetch) base = base.fetchPolyfill(options.fetch);
  if (options.token) base = base.auth(`Bearer ${options.token}`);

  async function send<T>(method: string, path: string, body?: unknown, query?: Query): Promise<T> {
    let request = base.url(path + toQueryString(query));
    if (body instanceof FormData) request = request.body(body);
    else if (body !== undefined) request = request.json(body as object);
    try {
      const response = await request.fetch(method).res();
      if (response.status === 204) return undefined as T;
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    } catch (cause) {
      const error = toApiError(cause);
      log('API Error', { method, path, status: error.status, code: error.code, message: error.message });
      throw error;
    }
  }

  return {
    get: (path, query) => send('GET', path, undefined, query),
    post: (path, body) => send('POST', path, body),
    put: (path, body) => send('PUT', path, body),
    patch: (path, body) => send('PATCH', path, body),
    delete: (path, body) => send('DELETE', path, body),
    postForm: (path, form) => send('POST', path, form),
  };
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
