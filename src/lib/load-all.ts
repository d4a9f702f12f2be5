/** A page's Store API calls made together, where a "not found" from any of them decides the answer. */
import { ApiError } from './api/errors.ts';

const isNotFound = (reason: unknown) => reason instanceof ApiError && reason.status === 404;

/**
 * Like Promise.all, but waits for every call and, when one failed, rethrows a 404 before any other failure: a
 * wrong address (/customers/export.csv) makes one call 404 and another trip over an answer it did not expect,
 * and the seller should see "not found", not "the service is not answering".
 */
export async function loadAll<T extends readonly unknown[] | []>(calls: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(calls);
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  if (failures.length > 0) throw failures.find(isNotFound) ?? failures[0];
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
}
