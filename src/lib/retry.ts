/**
 * Retry policy of spec §7: idempotent requests are retried once, others never, and only on
 * statuses that mean "try again" (or when the network failed before an answer).
 */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
export const MAX_RETRIES = 1;

export function isIdempotent(method: string | undefined): boolean {
  return IDEMPOTENT_METHODS.has((method ?? 'GET').toUpperCase());
}

/**
 * @param status the answer's status, or null when no answer arrived (network error, timeout)
 * @param retriesSoFar how many retries were already made
 */
export function shouldRetry(method: string | undefined, status: number | null, retriesSoFar: number): boolean {
  if (retriesSoFar >= MAX_RETRIES || !isIdempotent(method)) return false;
  return status === null || RETRY_STATUSES.has(status);
}
