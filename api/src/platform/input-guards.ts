/**
 * Input guards every Store API request passes before its route (issue 9 item 6): PostgreSQL text cannot
 * hold a NUL character, so a `\u0000` anywhere in a query string or a JSON body is a 400 here instead of a
 * database error (500) deep in a route. Routes keep validating their own fields with the contract schemas.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';
import { badRequest } from './errors.ts';

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
