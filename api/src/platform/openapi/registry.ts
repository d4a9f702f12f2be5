/**
 * What the OpenAPI document says about one route: method and Hono path, the contract's zod schemas of its query,
 * body and answer, its permission key and the 4xx answers it can give. Each domain lists its routes in
 * `routes/<domain>.ts`; `document.ts` turns the list into OpenAPI 3.1, and the API tests check answers against it.
 */
import type { z } from 'zod';
import type { PermissionKey } from '../../../../contract/permissions.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer that is not JSON: a CSV or other file, or no body at all (204). */
export type OtherAnswer = { type: 'text/csv' | 'text/html' | 'application/octet-stream' | 'none'; description: string };

export type RouteDescription = {
  method: Method;
  /** The path as Hono writes it: `/admin/orders/:id`. */
  path: string;
  summary: string;
  tags: readonly string[];
  /** The permission key the route asks of the active shop; 'shop-admin' for owner-only calls. */
  permission?: PermissionKey | 'shop-admin';
  /** No session needed (/auth …). */
  public?: boolean;
  query?: z.ZodType;
  /** A JSON body, or `multipart` for uploads. */
  body?: z.ZodType | 'multipart';
  answer: z.ZodType | OtherAnswer;
  /** The success status (200 unless said). */
  status?: 200 | 201 | 204;
  /** 4xx statuses beyond the ones the document adds from the rest (400 with a body or query, 401, 403, 404 with a path id). */
  errors?: number[];
};

/** One route of a domain, checked by TypeScript; the domain's file exports the list. */
export const describeRoute = (route: RouteDescription): RouteDescription => route;

/** `:id` → `{id}`, `:key{.+}` → `{key}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}');

export const isJsonAnswer = (answer: RouteDescription['answer']): answer is z.ZodType => 'safeParse' in answer;

/** The described route a concrete request path belongs to (`/admin/orders/abc` → GET /admin/orders/:id), literal segments first. */
export function findRoute(routes: readonly RouteDescription[], method: string, path: string): RouteDescription | undefined {
  const parts = path.split('?')[0]!.split('/');
  const candidates = routes.filter((r) => {
    if (r.method !== method.toUpperCase()) return false;
    const pattern = r.path.split('/');
    if (/\{\.\+\}$/.test(r.path))
      return parts.length >= pattern.length && pattern.slice(0, -1).every((p, i) => p.startsWith(':') || p === parts[i]);
    return pattern.length === parts.length && pattern.every((p, i) => p.startsWith(':') || p === parts[i]);
  });
  const literal = (r: RouteDescription) => r.path.split('/').filter((p) => !p.startsWith(':')).length;
  return candidates.sort((a, b) => literal(b) - literal(a))[0];
}
