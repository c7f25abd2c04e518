import { z } from 'zod';
import type { RouteAnswer, RouteBody, RouteParams, RouteQuery, RouteSpec } from '@screenroom/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { WebsocketHandler } from '@fastify/websocket';
import { answerCheckHook } from './answer-check.ts';

/**
 * A route's request read with its entry's schemas. Each is parsed when the handler asks, so a
 * handler keeps its order of checks (a rate limit counted before the body is read, say); a
 * failure answers 400 with the schema's issues.
 */
export interface RouteInput<R extends RouteSpec> {
  params(): RouteParams<R>;
  query(): RouteQuery<R>;
  /** `raw` when the handler reads the body itself first (a beacon's text, say). */
  body(raw?: unknown): RouteBody<R>;
}

/** A handler returns the entry's answer, or the reply it has sent itself (a file, a stream). */
export type ApiHandler<R extends RouteSpec> = (
  request: FastifyRequest,
  reply: FastifyReply,
  input: RouteInput<R>,
) => RouteAnswer<R> | FastifyReply | Promise<RouteAnswer<R> | FastifyReply | undefined>;

/** Fastify's options of a route, except what its entry states. */
export type ApiRouteOptions = Omit<RouteShorthandOptions, 'schema'>;

function inputOf<R extends RouteSpec>(route: R, request: FastifyRequest): RouteInput<R> {
  const parse = (schema: RouteSpec['params'], value: unknown, part: string) => {
    if (!schema) throw new Error(`${route.path} states no ${part} schema`);
    return z.parse(schema, value);
  };
  return {
    params: () => parse(route.params, request.params, 'params') as RouteParams<R>,
    query: () => parse(route.query, request.query, 'query') as RouteQuery<R>,
    body: (raw = request.body) => parse(route.body, raw, 'body') as RouteBody<R>,
  };
}

/**
 * Registers one entry of an area's table with its handler: the method and path come from the
 * entry, so what the server serves and what the reference and the web app know are one list.
 */
export function addApiRoute<R extends RouteSpec>(
  app: FastifyInstance,
  route: R,
  options: ApiRouteOptions,
  handler: ApiHandler<R>,
): void {
  const onSend = answerCheckHook(route);
  app.route({
    ...options,
    method: typeof route.method === 'string' ? route.method : [...route.method],
    url: route.path,
    ...(onSend && { onSend: [onSend, ...[options.onSend ?? []].flat()] }),
    handler: (request, reply) => handler(request, reply, inputOf(route, request)),
  });
}

/** Registers a table's WebSocket entry (`websocket: true`) with its connection handler. */
export function addApiSocketRoute(
  app: FastifyInstance,
  route: RouteSpec & { websocket: true },
  handler: WebsocketHandler,
): void {
  if (route.method !== 'GET') throw new Error(`${route.path}: a WebSocket upgrade is a GET`);
  app.get(route.path, { websocket: true }, handler);
}
