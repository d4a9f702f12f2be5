/**
 * GET /openapi.json (the document) and GET /docs (the reference page), no session needed. Built once per app, on
 * the first call: the route descriptions and the generator are loaded then, not when the Store API starts.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

export function openApiRoutes() {
  const routes = new Hono<AppEnv>();
  let cache: Promise<{ doc: Record<string, unknown>; html: string }> | undefined;
  const built = () =>
    (cache ??= Promise.all([import('./document.ts'), import('./reference.ts')]).then(([{ buildOpenApiDocument }, { renderReference }]) => {
      const doc = buildOpenApiDocument();
      return { doc, html: renderReference(doc) };
    }));
  routes.get('/openapi.json', async (c) => c.json((await built()).doc));
  routes.get('/docs', async (c) => c.html((await built()).html));
  return routes;
}
