/** Reads a request's JSON body or query and checks it with a zod schema; bad input is a 400, never a 500. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, type FieldErrors } from './errors.ts';

/** Maps zod issues to `{ field: 'first message' }` (nested paths joined with dots). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}

function check<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest('Some fields are not valid', 'VALIDATION_FAILED', fieldErrors(result.error));
  return result.data;
}

/** The parsed, validated JSON body. Malformed JSON → 400 INVALID_JSON; schema failure → 400 VALIDATION_FAILED. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    throw badRequest('Request body is not valid JSON', 'INVALID_JSON');
  }
  return check(schema, input);
}

/** The validated query string (single values; repeated keys keep the last one). */
export function query<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return check(schema, c.req.query());
}
