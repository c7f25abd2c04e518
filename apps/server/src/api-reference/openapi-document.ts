import { z } from 'zod';
import {
  routeMethods,
  SERVER_ERROR_CODES,
  type RouteAuth,
  type RouteSpec,
  type RouteTable,
} from '@screenroom/core';

type JsonSchema = Record<string, unknown>;

/**
 * Requests are described as clients may send them (before coercions), answers as sent. A part
 * JSON Schema cannot state (a refinement across fields) is left open rather than failing.
 */
function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

/** Fastify's `/users/:userId` is OpenAPI's `/users/{userId}`; its `*` is the rest of the path. */
export const openApiPath = (path: string) =>
  path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');

function parametersOf(schema: z.core.$ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema: property,
  }));
}

function pathParameters(route: RouteSpec) {
  const stated = parametersOf(route.params, 'path');
  if (!route.path.endsWith('*')) return stated;
  const rest = { type: 'string', description: 'The rest of the path, slashes included' };
  return [...stated, { name: 'path', in: 'path', required: true, schema: rest }];
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** Who may call, as OpenAPI security requirements; `{}` in a list makes the scheme optional. */
const security: Record<RouteAuth, Record<string, string[]>[] | undefined> = {
  public: undefined,
  access: [{}, { bearer: [] }],
  user: [{ bearer: [] }],
  admin: [{ bearer: [] }],
  metrics: [{ metricsToken: [] }],
  'proxy-token': [{ proxyToken: [] }, { proxyTokenQuery: [] }],
  'party-keys': [{}, { hostKey: [] }, { memberKey: [] }],
};

const accessNote: Partial<Record<RouteAuth, string>> = {
  access: 'Under ACCESS=accounts, a signed-in session.',
  user: "The token's own user only.",
  admin: 'An admin session.',
};

function success(route: RouteSpec) {
  const status = String(route.status ?? 200);
  if (route.websocket) {
    return { '101': { description: 'Switches to a WebSocket' } };
  }
  if (route.answer) {
    return {
      [status]: { description: 'Done', content: json(jsonSchema(route.answer, 'output')) },
    };
  }
  if (route.produces) {
    return { [status]: { description: 'Done', content: { [route.produces]: { schema: {} } } } };
  }
  return { [status]: { description: 'Done' } };
}

function operation(area: string, route: RouteSpec) {
  const note = accessNote[route.auth];
  return {
    tags: [area],
    summary: route.summary,
    ...(note && { description: note }),
    ...(security[route.auth] && { security: security[route.auth] }),
    parameters: [...pathParameters(route), ...parametersOf(route.query, 'query')],
    ...(route.body && { requestBody: { content: json(jsonSchema(route.body, 'input')) } }),
    responses: {
      ...success(route),
      '400': {
        description: 'The request failed validation (the issues of its schema)',
        content: json({ $ref: '#/components/schemas/ValidationError' }),
      },
      default: {
        description: 'A known failure with its status, or 500 `Internal server error`',
        content: json({ $ref: '#/components/schemas/MessageError' }),
      },
    },
  };
}

/** The error bodies every call may answer (the catalog's keep the movie database's shape). */
const errorSchemas = {
  ValidationError: jsonSchema(
    z.object({
      errorType: z.literal('validation'),
      code: z.literal('validation'),
      errors: z.array(z.unknown()),
    }),
    'output',
  ),
  MessageError: jsonSchema(
    z.object({
      errorType: z.literal('message'),
      code: z.enum(SERVER_ERROR_CODES),
      message: z.string(),
    }),
    'output',
  ),
};

const securitySchemes = {
  bearer: { type: 'http', scheme: 'bearer' },
  metricsToken: { type: 'http', scheme: 'bearer', description: 'The operator’s METRICS_TOKEN' },
  proxyToken: { type: 'apiKey', in: 'header', name: 'X-Screenroom-Proxy-Token' },
  proxyTokenQuery: { type: 'apiKey', in: 'query', name: 'token' },
  hostKey: { type: 'apiKey', in: 'header', name: 'X-Watch-Party-Host-Key' },
  memberKey: { type: 'apiKey', in: 'header', name: 'X-Watch-Party-Member-Key' },
};

type Operation = ReturnType<typeof operation>;

/** An OpenAPI 3.1 document of every area's routes, built from the schemas the routes parse with. */
export function openApiDocument(title: string, version: string, areas: Record<string, RouteTable>) {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [area, table] of Object.entries(areas)) {
    for (const route of Object.values(table)) {
      const path = openApiPath(route.path);
      for (const method of routeMethods(route)) {
        paths[path] = { ...paths[path], [method.toLowerCase()]: operation(area, route) };
      }
    }
  }
  return {
    openapi: '3.1.0' as const,
    info: { title, version },
    tags: Object.keys(areas).map((name) => ({ name })),
    paths,
    components: { schemas: errorSchemas, securitySchemes },
  };
}
