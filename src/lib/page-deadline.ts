/**
 * One deadline for all the Store API calls of a page (issue 9 item 10): the middleware starts it when a
 * request comes in, and every call the page makes shares it, so a hung Store API shows the 503 page after
 * PAGE_API_BUDGET_MS in total instead of a timeout per call one after another.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** The Store API time one page may spend, all its calls together: 8 s, or PAGE_API_BUDGET_MS from the environment. */
export const PAGE_API_BUDGET_MS = Number(process.env.PAGE_API_BUDGET_MS) > 0 ? Number(process.env.PAGE_API_BUDGET_MS) : 8_000;

const current = new AsyncLocalStorage<AbortSignal>();

/** Runs `work` (the rest of the request) under a fresh deadline of `ms`. */
export function withPageDeadline<T>(work: () => Promise<T>, ms = PAGE_API_BUDGET_MS): Promise<T> {
  return current.run(AbortSignal.timeout(ms), work);
}

/** The signal of the page being rendered, if any (calls outside a request have none). */
export function pageDeadline(): AbortSignal | undefined {
  return current.getStore();
}

/** A call's own timeout joined with the page's deadline: whichever ends first aborts the call. */
export function underPageDeadline(own: AbortSignal): AbortSignal {
  const page = pageDeadline();
  return page ? AbortSignal.any([own, page]) : own;
}
