/**
 * checkAnswers(app): every 2xx JSON answer the API tests receive through `app.request` (and so `t.get`, `t.post`,
 * `t.send`) for a route described in the OpenAPI document is parsed with its documented answer schema; an answer
 * that does not fit fails the test with the route and zod's issues, so the document cannot drift from the code.
 * GET answers are checked for the whole suite (api/src/platform/openapi/openapi.test.ts walks every GET route).
 */
import type { Hono } from 'hono';
import type { AppEnv } from '../src/platform/env.ts';
import { findRoute, isJsonAnswer } from '../src/platform/openapi/registry.ts';
import { describedRoutes } from '../src/platform/openapi/routes/index.ts';

export class AnswerDriftError extends Error {}

export type CheckOptions = { methods?: readonly string[] };

export function checkAnswers(app: Hono<AppEnv>, { methods = ['GET'] }: CheckOptions = {}) {
  const request = app.request.bind(app);
  app.request = (async (...args: Parameters<typeof request>) => {
    const res = await request(...args);
    const [input, init] = args;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (!res.ok || !methods.includes(method) || !(res.headers.get('content-type') ?? '').includes('application/json')) return res;
    if (res.headers.get('content-encoding')) return res; // a compressed answer (the compression test) is checked as bytes there
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const route = findRoute(describedRoutes, method, url.pathname);
    if (!route || !isJsonAnswer(route.answer)) return res;
    const parsed = route.answer.safeParse(await res.clone().json());
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`);
      throw new AnswerDriftError(`${method} ${route.path} answered a shape its OpenAPI answer schema does not allow: ${issues.join('; ')}`);
    }
    return res;
  }) as typeof app.request;
  return app;
}
