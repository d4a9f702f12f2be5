/**
 * Who the visitor is, for the Store API's per-client limits (issue 9 item 2): the middleware records the
 * visitor's address for the request, and the API client sends it as `X-Forwarded-For`. The Store API believes
 * it only from a trusted proxy (TRUSTED_PROXIES; loopback by default, where the dashboard runs beside it), so
 * sign-in lockouts and limits count each visitor, not the dashboard as one client.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage<string>();

/** Runs `work` (the rest of the request) on behalf of the visitor at `address`. */
export function withRequestClient<T>(address: string | undefined, work: () => Promise<T>): Promise<T> {
  return address ? current.run(address, work) : work();
}

/** The header naming the visitor, or none outside a request. */
export function forwardedFor(): Record<string, string> {
  const address = current.getStore();
  return address ? { 'x-forwarded-for': address } : {};
}
