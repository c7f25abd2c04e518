import { z } from 'zod';
import { SERVER_ERROR_CODES } from '@screenroom/core';
import type { ApiCall } from './accounts-api.ts';

type JsonSchema = Record<string, unknown>;

/** Requests are described as clients may send them (before transforms), answers as sent. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io });
  return rest;
}

/** Fastify's `/users/:userId` is OpenAPI's `/users/{userId}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function pathParameters(params: z.ZodType | undefined) {
  if (!params) return [];
  const { properties = {} } = jsonSchema(params, 'input') as {
    properties?: Record<string, JsonSchema>;
  };
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    schema,
  }));
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

function operation(call: ApiCall) {
  return {
    summary: call.summary,
    ...(call.bearer && { security: [{ bearer: [] }] }),
    parameters: pathParameters(call.params),
    ...(call.body && { requestBody: { content: json(jsonSchema(call.body, 'input')) } }),
    responses: {
      '200': { description: 'Done', content: json(jsonSchema(call.answer, 'output')) },
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

/** The error bodies every call may answer. */
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

/** An OpenAPI 3.1 document of the calls, built from the same schemas their routes parse with. */
export function openApiDocument(title: string, version: string, calls: ApiCall[]) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const call of calls) {
    const path = openApiPath(call.path);
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(call) };
  }
  return {
    openapi: '3.1.0',
    info: { title, version },
    paths,
    components: {
      schemas: errorSchemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}
