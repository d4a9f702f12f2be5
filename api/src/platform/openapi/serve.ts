/** GET /openapi.json (the document) and GET /docs (the reference page), no session needed. Built once per app. */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { buildOpenApiDocument } from './document.ts';
import { renderReference } from './reference.ts';

export function openApiRoutes() {
  const routes = new Hono<AppEnv>();
  let cache: { doc: Record<string, unknown>; html: string } | undefined;
  const built = () => {
    if (!cache) {
      const doc = buildOpenApiDocument();
      cache = { doc, html: renderReference(doc) };
    }
    return cache;
  };
  routes.get('/openapi.json', (c) => c.json(built().doc));
  routes.get('/docs', (c) => c.html(built().html));
  return routes;
}
