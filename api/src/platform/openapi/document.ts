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
  503: 'The payment service is not configured or not reachable',
};

/** A zod schema as JSON Schema (the `$schema` key dropped: the document's dialect is 3.1's). */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

function parameters(route: RouteDescription): Json[] {
  const path = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: jsonSchema(PathParameterSchema, 'input'), // what platform/input-guards.ts checks on every route
  }));
  if (!route.query) return path;
  const query = jsonSchema(route.query, 'input') as { properties?: Record<string, Json>; required?: string[] };
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
  if (route.path.startsWith('/admin/')) codes.add(429);
  return [...codes].sort((a, b) => a - b);
}

function operation(route: RouteDescription): Json {
  const status = String(route.status ?? 200);
  const answer = route.answer;
  const success = isJsonAnswer(answer)
    ? { description: 'OK', content: { 'application/json': { schema: jsonSchema(answer, 'output') } } }
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
        ? { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } }
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
    parameters: parameters(route),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

export type OpenApiOptions = { serverUrl?: string; routes?: readonly RouteDescription[] };

/** The OpenAPI 3.1 document of the Store API. */
export function buildOpenApiDocument(options: OpenApiOptions = {}): Json {
  const routes = options.routes ?? describedRoutes;
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
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
    tags: [...new Set(routes.flatMap((r) => r.tags))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The access_token of POST /auth/sellers/login' },
      },
      schemas: { Error: jsonSchema(ErrorBodySchema, 'output') },
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
