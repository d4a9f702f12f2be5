/**
 * buildOpenApiDocument(): OpenAPI 3.1 of the Store API, generated from the described routes (routes/*.ts) and
 * the contract's zod schemas through `z.toJSONSchema` (request parts as input, answers as output).
 */
import { z } from 'zod';
import { ErrorBodySchema } from '../../../../contract/errors.ts';
import { PathParameterSchema } from '../input-guards.ts';
import { isJsonAnswer, openApiPath, type RouteDescription } from './registry.ts';
import { describedRoutes } from './routes/index.ts';

type Json = Record<string, unknown>;

const ERROR_TEXT: Record<number, string> = {
  400: 'The request was refused: `fields` names each wrong field',
  401: 'No session, or the session ended',
  402: "The shop's subscription lapsed, or its plan does not include this",
  403: 'The seller may not do this in the active shop',
  404: 'Not found in the active shop',
  409: 'Conflict: changed by someone else meanwhile (stale version), or already taken',
  413: 'The body is too large',
  415: 'Wrong content type',
  429: 'Too many requests: wait for Retry-After seconds',
  502: 'The payment service answered with an error',
  503: 'A service this call needs (payments, the file store, the database) is not configured or not reachable: try again later',
};

/** What each tag groups, for the reference page and generated clients. */
const TAG_TEXT: Record<string, string> = {
  Analytics: 'Sales, orders and visitors of the active shop over a period',
  Apps: 'The app store: installing apps and their settings',
  Auth: 'Signing up, signing in, passwords and one-time links (no session needed)',
  Billing: 'Plans, subscriptions and bKash payments',
  'Blog comments': 'Moderating comments on blog posts, and the public comment endpoints',
  'Blog posts': 'Blog posts of the online store',
  Collections: 'Manual and automatic product collections',
  Customers: 'Customers, their orders and spend',
  Domains: 'Custom domains of the online store and their TLS',
  Earnings: 'Balance, ledger and payouts',
  Files: 'The file library (images and PDFs) and the stored bytes',
  Inventory: 'Stock levels and adjustments',
  Menus: 'Navigation menus of the online store',
  Orders: 'Orders, their status, payments and fulfilment',
  Pages: 'Content pages of the online store',
  Products: 'Products, variants, media and CSV import and export',
  Profile: "The signed-in seller's own account",
  'Promo codes': 'Discount codes',
  Reference: 'This document and its reference page',
  Search: 'One search over orders, customers, products, collections, pages and posts',
  'SEO and social': 'Search and social tags, and redirects',
  'Secondary application API': 'The API apps call with their app session token',
  'Selling settings': 'Checkout and tax settings',
  Shipping: 'Shipping zones and rates',
  'Store settings': 'Business details, logo and favicon',
  Storefront: 'The storefront preview: pages as the online store draws them',
  Team: 'Staff, invitations and permissions',
  Themes: 'Themes of the online store and their settings',
};

/** Dates cross the wire as ISO 8601 strings; anything else JSON cannot hold (a function, a transform's inside) is `{}`. */
const unrepresentable = ({ zodSchema }: { zodSchema: { _zod: { def: { type: string } } } }) =>
  zodSchema._zod.def.type === 'date' ? { type: 'string' as const, format: 'date-time' } : ('any' as const);

/**
 * A zod schema as JSON Schema (the `$schema` key dropped: the document's dialect is 3.1's). With `components`, the
 * named schemas it holds in `$defs` (the recursive menu and link trees, `.meta({ id })` in contract/) move to the
 * document's components.schemas and their `$ref`s follow: `#/$defs/…` inside an operation points at the document's
 * root, where no `$defs` are, so tools found those references unresolvable.
 */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output', components?: Record<string, Json>): Json {
  const { $schema: _dialect, $defs, ...rest } = z.toJSONSchema(schema, { io, unrepresentable }) as Json;
  const tidy = (json: Json) => tidySchema(json) as Json;
  if (!$defs) return tidy(rest);
  if (!components) return tidy({ ...rest, $defs });
  const defs = $defs as Record<string, Json>;
  const names = new Map<string, string>();
  for (const [key, def] of Object.entries(defs)) {
    // One id may read differently in a request (input: fields with defaults are optional) and in an answer.
    const same = (name: string) =>
      !(name in components) || JSON.stringify(components[name]) === JSON.stringify(moved(def, defs, key, name));
    const name = [key, `${key}_${io}`].find(same);
    if (!name) throw new Error(`The OpenAPI schema id "${key}" names two different schemas`);
    names.set(key, name);
  }
  const rename = (json: unknown): unknown => refsRenamed(json, names);
  for (const [key, def] of Object.entries(defs)) components[names.get(key)!] = tidy(rename(def) as Json);
  return tidy(rename(rest) as Json);
}

/** A def as it would read under `name` (its own references renamed), to tell whether an existing component is the same. */
const moved = (def: Json, defs: Record<string, Json>, key: string, name: string) =>
  tidySchema(refsRenamed(def, new Map(Object.keys(defs).map((k) => [k, k === key ? name : k]))));

/** `#/$defs/<key>` → `#/components/schemas/<name>` everywhere in a schema. */
function refsRenamed(json: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(json)) return json.map((item) => refsRenamed(item, names));
  if (!json || typeof json !== 'object') return json;
  return Object.fromEntries(
    Object.entries(json).map(([k, v]) => {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')) {
        const key = v.slice('#/$defs/'.length);
        return [k, `#/components/schemas/${names.get(key) ?? key}`];
      }
      return [k, refsRenamed(v, names)];
    }),
  );
}

/**
 * What zod writes that OpenAPI tools read wrongly, said the way they expect:
 * - a record over an enum of keys (`z.record(z.enum([...]), X)`: `propertyNames` + `additionalProperties` with every
 *   key `required`) becomes an object with those properties, so `required` names properties that exist;
 * - an `anyOf` with an empty schema (matches anything) is that empty schema.
 */
function tidySchema(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(tidySchema);
  if (!json || typeof json !== 'object') return json;
  const node = Object.fromEntries(Object.entries(json).map(([k, v]) => [k, tidySchema(v)])) as Json;
  const keys = (node.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  if (node.type === 'object' && !node.properties && Array.isArray(keys) && typeof node.additionalProperties === 'object') {
    const { propertyNames: _names, additionalProperties: value, ...rest } = node;
    return { ...rest, properties: Object.fromEntries(keys.map((key) => [String(key), value])), additionalProperties: false };
  }
  const anyOf: unknown[] = Array.isArray(node.anyOf) ? node.anyOf : [];
  if (anyOf.some((member) => !!member && typeof member === 'object' && Object.keys(member).length === 0)) {
    const { anyOf: _any, ...rest } = node;
    return rest;
  }
  return node;
}

function parameters(route: RouteDescription, components: Record<string, Json>): Json[] {
  const path = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: jsonSchema(PathParameterSchema, 'input'), // what platform/input-guards.ts checks on every route
  }));
  if (!route.query) return path;
  const query = jsonSchema(route.query, 'input', components) as { properties?: Record<string, Json>; required?: string[] };
  return [
    ...path,
    ...Object.entries(query.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      required: query.required?.includes(name) ?? false,
      schema,
      ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
    })),
  ];
}

function errorCodes(route: RouteDescription): number[] {
  const codes = new Set(route.errors ?? []);
  if (route.body || route.query) codes.add(400);
  if (!route.public) codes.add(401);
  if (route.permission) codes.add(403);
  if (route.path.includes('/:')) codes.add(404);
  if (route.path.startsWith('/admin/') || route.path.startsWith('/auth/')) codes.add(429); // platform/throttle
  return [...codes].sort((a, b) => a - b);
}

function operation(route: RouteDescription, components: Record<string, Json>): Json {
  const status = String(route.status ?? 200);
  const answer = route.answer;
  const success = isJsonAnswer(answer)
    ? { description: 'OK', content: { 'application/json': { schema: jsonSchema(answer, 'output', components) } } }
    : answer.type === 'none'
      ? { description: answer.description }
      : { description: answer.description, content: { [answer.type]: { schema: { type: 'string', format: 'binary' } } } };
  const responses: Json = { [status]: success };
  for (const code of errorCodes(route)) responses[String(code)] = { $ref: `#/components/responses/Error${code}` };
  const body =
    route.body === 'multipart'
      ? {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
            },
          },
        }
      : route.body
        ? { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input', components) } } }
        : undefined;
  const permission =
    route.permission === 'shop-admin'
      ? 'Shop admins only.'
      : route.permission
        ? `Needs the \`${route.permission}\` permission in the active shop.`
        : undefined;
  return {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ? c.toUpperCase() : ''))}`,
    summary: route.summary,
    ...(permission ? { description: permission } : {}),
    tags: route.tags,
    ...(route.permission ? { 'x-permission': route.permission } : {}),
    ...(route.public ? { security: [] } : {}),
    parameters: parameters(route, components),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

export type OpenApiOptions = { serverUrl?: string; routes?: readonly RouteDescription[] };

/** The OpenAPI 3.1 document of the Store API. */
export function buildOpenApiDocument(options: OpenApiOptions = {}): Json {
  const routes = options.routes ?? describedRoutes;
  const paths: Record<string, Json> = {};
  const schemas: Record<string, Json> = { Error: jsonSchema(ErrorBodySchema, 'output') };
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, schemas) };
  }
  const codes = [...new Set(routes.flatMap(errorCodes))].sort((a, b) => a - b);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Haat Store API',
      version: '1',
      description:
        'The API behind the Haat seller dashboard. Money is in poisha (integer, 100 poisha = 1 taka). Calls under /admin act on the ' +
        'active shop of the session (POST /admin/seller/change-shop switches it). Every error answers `{ message, code, fields? }`.',
    },
    servers: [{ url: options.serverUrl ?? '/', description: 'This Store API' }],
    security: [{ bearer: [] }],
    tags: [...new Set(routes.flatMap((r) => r.tags))].map((name) => ({ name, ...(TAG_TEXT[name] ? { description: TAG_TEXT[name] } : {}) })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The access_token of POST /auth/sellers/login' },
      },
      schemas,
      responses: Object.fromEntries(
        codes.map((code) => [
          `Error${code}`,
          {
            description: ERROR_TEXT[code] ?? `Error ${code}`,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
    },
  };
}
