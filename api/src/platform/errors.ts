/** The one error type of the Store API; app.ts's onError turns it into `{ message, code, fields? }`. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, ErrorReason, FieldErrors } from '../../../contract/errors.ts';

export type { FieldErrors };

export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly fields: FieldErrors | undefined;
  /** The body's `reason`: why, as data, when the code has several reasons (contract/errors.ts ErrorReasonSchema). */
  readonly why: ErrorReason | undefined;

  constructor(status: ContentfulStatusCode, message: string, code: string, fields?: FieldErrors, why?: ErrorReason) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.why = why;
  }

  toJSON(): ErrorBody {
    return {
      message: this.message,
      code: this.code,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.why ? { reason: this.why } : {}),
    };
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST', fields?: FieldErrors) => new HttpError(400, message, code, fields);

export const unauthorized = (message = 'Your session has expired. Please sign in again.', code = 'UNAUTHORIZED') =>
  new HttpError(401, message, code);

export const forbidden = (message = 'You do not have access to this.', code = 'FORBIDDEN') => new HttpError(403, message, code);

export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new HttpError(404, message, code);

export const conflict = (message: string, code = 'CONFLICT', fields?: FieldErrors) => new HttpError(409, message, code, fields);

export const tooMany = (message: string, code = 'TOO_MANY_REQUESTS') => new HttpError(429, message, code);
