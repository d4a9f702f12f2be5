/**
 * Input guards every Store API request passes before its route (issue 9 item 6, issue 22 item 3): PostgreSQL text
 * cannot hold a NUL character, so a `\u0000` anywhere in a query string or a JSON body is a 400 here instead of a
 * database error (500) deep in a route, and every path parameter is checked against one schema. Routes keep
 * validating their own fields with the contract schemas.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { z } from 'zod';
import { INVALID_PATH_PARAMETER } from '../../../contract/errors.ts';
import type { AppEnv } from './env.ts';
import { badRequest, type FieldErrors } from './errors.ts';

export const NUL_MESSAGE = 'Text cannot contain NUL characters (\\u0000). Remove them and try again.';
const nulCharacters = () => badRequest(NUL_MESSAGE, 'INVALID_CHARACTERS');

/** True when any string (or key) inside a parsed JSON value holds a NUL. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  return false;
}

const isJson = (contentType: string | undefined) => /^application\/(.+\+)?json\b/i.test(contentType ?? '');

/** 400 INVALID_CHARACTERS for a NUL in the path's query or in a JSON body (bad JSON is left to the route's 400). */
export const refuseNul = createMiddleware<AppEnv>(async (c, next) => {
  const search = c.req.url.slice(c.req.url.indexOf('?') + 1 || c.req.url.length);
  if (/%00/i.test(search) || search.includes('\u0000') || /%00/i.test(c.req.path)) throw nulCharacters();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && isJson(c.req.header('content-type'))) {
    const text = await c.req.text(); // Hono keeps the body, so the route can read it again
    if (text.includes('\u0000')) throw nulCharacters();
    if (/\\u0000/i.test(text)) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      if (holdsNul(parsed)) throw nulCharacters();
    }
  }
  await next();
});

/** Longer than any id, handle, token or file key Haat makes: a longer one cannot name anything. */
export const PATH_PARAMETER_MAX = 512;

/**
 * What every path parameter (`:id`, `:handle`, `:token`, `:key{.+}` …) of every route must be, checked before the
 * route runs (issue 22 item 3) and stated in the OpenAPI document (openapi/document.ts).
 */
export const PathParameterSchema = z
  .string()
  .min(1, 'Cannot be empty.')
  .max(PATH_PARAMETER_MAX, `Must be at most ${PATH_PARAMETER_MAX} characters.`)
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  .regex(/^[^\u0000-\u001f\u007f-\u009f]*$/, 'Cannot contain control characters (such as NUL).'); // no id, handle, token or key has one

/** The decoded path parameters of the route(s) a request matched, from Hono's own match (so every route has them). */
function pathParameters(c: Context): Record<string, string> {
  const params: Record<string, string> = {};
  const own = c.req.routeIndex;
  try {
    for (let index = 0; index < matchedRoutes(c).length; index++) {
      c.req.routeIndex = index; // param() reads the params of the route at routeIndex; restored below
      Object.assign(params, c.req.param() as Record<string, string>);
    }
  } finally {
    c.req.routeIndex = own;
  }
  return params;
}

/**
 * 400 INVALID_PATH_PARAMETER naming each malformed path parameter (`{ fields: { id: '…' } }`), for every route, before the
 * route reads it: a NUL in `/admin/orders/a%00b` used to reach PostgreSQL as a 500.
 */
export const checkPathParameters = createMiddleware<AppEnv>(async (c, next) => {
  const fields: FieldErrors = {};
  for (const [name, value] of Object.entries(pathParameters(c))) {
    const result = PathParameterSchema.safeParse(value);
    if (!result.success) fields[name] = result.error.issues[0]!.message;
  }
  if (Object.keys(fields).length)
    throw badRequest('The address holds a value that cannot name anything here.', INVALID_PATH_PARAMETER, fields);
  await next();
});
