/** The two Store API clients of spec §7, configured at runtime through astro:env. */
import { API_TIMEOUT_MS, API_URL, APP_API_URL } from 'astro:env/server';
import { createClient, type ApiClient } from './client.ts';

/** Primary client (API_URL). */
export function api(token?: string | null): ApiClient {
  return createClient({ baseUrl: API_URL, token, timeoutMs: API_TIMEOUT_MS });
}

/** Secondary application client (APP_API_URL, falling back to API_URL), marked `x-secondary: true`. */
export function appApi(token?: string | null): ApiClient {
  return createClient({ baseUrl: APP_API_URL ?? API_URL, token, secondary: true, timeoutMs: API_TIMEOUT_MS });
}
