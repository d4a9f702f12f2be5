/**
 * The one error shape of the Store API (ARCHITECTURE.md): `{ message, code, fields? }` with a fitting status.
 * `fields` maps a form field to what is wrong with it. The API's onError writes it; the dashboard reads it.
 */
import { z } from 'zod';

export const FieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/**
 * Why a refusal with several possible reasons was made, as data (issue 23): the reason's `kind` and its `params`
 * (amounts in poisha, dates as ISO strings), for the dashboard to word in the reader's language beside the English
 * `message` integrators read. Which kinds a code has is said where the code is thrown (PAYOUT_REFUSED: a payout
 * block of contract/earnings-rules.ts).
 */
export const ErrorReasonSchema = z.object({ kind: z.string(), params: z.record(z.string(), z.unknown()) });
export type ErrorReason = z.infer<typeof ErrorReasonSchema>;

export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: FieldErrorsSchema.optional(),
  reason: ErrorReasonSchema.optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * The code of a 400 for a path parameter no id, handle, token or key can be (a control character, too long): the
 * address itself names nothing, so the dashboard shows its 404 page for it (issue 22 item 3). `fields` names the
 * parameter.
 */
export const INVALID_PATH_PARAMETER = 'INVALID_PATH_PARAMETER';

/**
 * What the dashboard can use of a failed answer that may come from anywhere (a proxy's HTML page, an older API):
 * each part that has the contract's shape, nothing of the rest.
 */
export const LenientErrorBodySchema = z.object({
  message: z.string().optional().catch(undefined),
  code: z.string().optional().catch(undefined),
  fields: FieldErrorsSchema.optional().catch(undefined),
  reason: ErrorReasonSchema.optional().catch(undefined),
});
