import { HOST_KEY_HEADER, MEMBER_KEY_HEADER, watchPartyRoutes } from '@screenroom/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addApiRoute } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { clientKey } from '../http/client-address.ts';
import type { Credentials, WatchPartyService } from './watch-party.service.ts';

/** A report is a few hundred bytes; the cap keeps one member from filling a room's memory. */
const STATUS_BODY_LIMIT = 16 * 1024;
const SMALL_BODY_LIMIT = 4 * 1024;

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The keys come in headers, or in the body where the sender cannot set headers (a beacon). */
function credentialsOf(
  request: FastifyRequest,
  inBody: { hostKey?: string | undefined; memberKey?: string | undefined } = {},
): Credentials {
  return {
    hostKey: inBody.hostKey ?? headerValue(request, HOST_KEY_HEADER),
    memberKey: inBody.memberKey ?? headerValue(request, MEMBER_KEY_HEADER),
    authorization: headerValue(request, 'authorization'),
  };
}

/** `navigator.sendBeacon` on page hide sends the JSON as text/plain. */
function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new HttpError(400, 'The body must be JSON');
  }
}

/**
 * The watch party's HTTP calls: the polling pair every client knows (status post and room
 * fetch) plus creating, claiming and leaving a room and reading the server clock.
 */
export function registerWatchPartyRoutes(app: FastifyInstance, service: WatchPartyService): void {
  const { report, room, createRoom, claimRoom, leaveRoom, clock } = watchPartyRoutes;
  addApiRoute(app, report, { bodyLimit: STATUS_BODY_LIMIT }, async (request, _reply, input) => {
    const body = input.body();
    const result = await service.report(body, credentialsOf(request), clientKey(request));
    return { success: true as const, ...result };
  });

  addApiRoute(app, room, {}, async (request, reply, input) => {
    const { roomCode } = input.query();
    // Kept as the text the room stores, so it is sent without being parsed and written again.
    const json = await service.roomJson(roomCode, clientKey(request));
    return reply.type('application/json; charset=utf-8').send(json);
  });

  addApiRoute(app, createRoom, { bodyLimit: SMALL_BODY_LIMIT }, async (request, reply, input) => {
    const body = input.body();
    const grant = await service.createRoom(
      body.userId,
      body.roomCode,
      credentialsOf(request, body),
      clientKey(request),
    );
    return reply.code(201).send(grant);
  });

  addApiRoute(app, claimRoom, { bodyLimit: SMALL_BODY_LIMIT }, async (request, _reply, input) => {
    const { code } = input.params();
    const body = input.body();
    return service.claim(code, body.userId, credentialsOf(request, body), clientKey(request));
  });

  addApiRoute(app, leaveRoom, { bodyLimit: SMALL_BODY_LIMIT }, async (request, reply, input) => {
    const { code } = input.params();
    const body = input.body(jsonBody(request.body));
    await service.leave(code, body.userId, credentialsOf(request, body), clientKey(request));
    return reply.code(204).send();
  });

  addApiRoute(app, clock, {}, async (_request, reply) => {
    // Every answer must be fresh: a cached time would skew the offset the client estimates.
    return reply.header('cache-control', 'no-store').send({ serverTime: service.now() });
  });
}
