/** What the error page says for an error (spec §8). */
import { ApiError } from './api/errors.ts';
import { PAGE_API_BUDGET_MS } from './page-deadline.ts';

export interface ErrorView {
  status: number;
  title: string;
  message: string;
}

export function describeError(error: unknown): ErrorView {
  const status = error instanceof ApiError ? (error.isUnavailable ? 503 : error.status) : 500;
  if (status === 404) {
    return { status, title: 'Page Not Found', message: 'The page you asked for does not exist or has moved.' };
  }
  if (status === 503) {
    return {
      status,
      title: 'Service unavailable',
      message: `The store service is not answering right now: we stop waiting for it after ${PAGE_API_BUDGET_MS / 1000} seconds. Nothing you saved is lost; please try again in a minute.`,
    };
  }
  if (error instanceof ApiError && status < 500) {
    return { status, title: 'Something went wrong', message: error.message };
  }
  return { status: 500, title: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' };
}
