/** What the error page says for an error (spec §8). */
import { ApiError } from './api/errors.ts';
import { PAGE_API_BUDGET_MS } from './page-deadline.ts';
import { m } from '../paraglide/messages.js';

export interface ErrorView {
  status: number;
  title: string;
  message: string;
}

export function describeError(error: unknown): ErrorView {
  const status = error instanceof ApiError ? (error.isUnavailable ? 503 : error.status) : 500;
  if (status === 404) {
    return { status, title: m.errors_not_found_page_title(), message: m.errors_not_found_message() };
  }
  if (status === 503) {
    return {
      status,
      title: m.errors_unavailable_title(),
      message: m.errors_unavailable_message({ seconds: PAGE_API_BUDGET_MS / 1000 }),
    };
  }
  if (error instanceof ApiError && status < 500) {
    return { status, title: m.errors_something_wrong(), message: error.message };
  }
  return { status: 500, title: m.errors_internal_title(), message: m.errors_internal_message() };
}
