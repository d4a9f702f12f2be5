/**
 * The one error shape of the Store API (ARCHITECTURE.md): `{ message, code, fields? }` with a fitting status.
 * `fields` maps a form field to what is wrong with it. The API's onError writes it; the dashboard reads it.
 */
import { z } from 'zod';

export const FieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: FieldErrorsSchema.optional(),
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
});
