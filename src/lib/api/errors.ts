/** The one error type the dashboard sees from the Store API (STYLE.md §3). */
import { LenientErrorBodySchema, type ErrorReason } from '../../../contract/errors.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** Why, as data, when the code has several reasons (the body's `reason`): error-text.ts words it. */
  readonly reason: ErrorReason | undefined;

  constructor(status: number, message: string, code = 'API_ERROR', fields: Record<string, string> = {}, reason?: ErrorReason) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.reason = reason;
  }

  /**
   * True when the Store API could not be reached or failed on its side. A 503 the API answers on purpose about one
   * part (the file store is down: STORAGE_UNAVAILABLE) is not: the form shows its message and keeps what was typed.
   */
  get isUnavailable(): boolean {
    return (this.status >= 500 || this.status === 0) && !ANSWERED_5XX.has(this.code);
  }
}

/**
 * 5xx codes the Store API sends with a message meant for the seller (its api/src/platform/storage/interface.ts,
 * bKash refusing or not answering a refund: api/src/domains/billing/refunds.ts, and a courier not answering a price
 * quote or a status read: api/src/domains/couriers), so the seller reads that it is the courier, not Haat, that is down.
 */
export const ANSWERED_5XX: ReadonlySet<string> = new Set([
  'STORAGE_UNAVAILABLE',
  'BKASH_ERROR',
  'REFUND_UNCONFIRMED',
  'COURIER_UNAVAILABLE',
]);

export const UNAVAILABLE_MESSAGE = 'The store service is not answering right now. Your data is safe; please try again in a minute.';

/** Builds an ApiError from a failed answer, preferring the server's own message (spec §8). */
export function errorFromResponse(status: number, bodyText: string): ApiError {
  let parsed: unknown = {};
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    // Not JSON (a proxy error page, say): fall through to a plain message.
  }
  const body = LenientErrorBodySchema.safeParse(parsed).data ?? {};
  if (status >= 500 && body.code && ANSWERED_5XX.has(body.code) && body.message) return new ApiError(status, body.message, body.code);
  if (status >= 500) {
    return new ApiError(status, body.message && status < 500 ? body.message : UNAVAILABLE_MESSAGE, body.code ?? 'API_UNAVAILABLE');
  }
  const fields = body.fields ?? {};
  return new ApiError(status, body.message || `The request failed (${status}).`, body.code ?? 'API_ERROR', fields, body.reason);
}

/** The request never got an answer: connection refused, DNS, timeout. */
export function errorFromNetwork(cause: unknown): ApiError {
  const error = new ApiError(503, UNAVAILABLE_MESSAGE, 'API_UNAVAILABLE');
  (error as { cause?: unknown }).cause = cause;
  return error;
}
