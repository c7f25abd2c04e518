import { roomCodeSchema, watchPartyRoutes } from '@screenroom/core';
import { addApiSocketRoute } from '../http/api-route.ts';
import type { FastifyInstance } from 'fastify';
import { CLOSE_BAD_REQUEST, LiveConnection } from './live-connection.ts';
import { errorMessage } from './party-messages.ts';
import type { RoomSockets } from './room-sockets.ts';
import type { WatchPartyService } from './watch-party.service.ts';
import { clientKey } from '../http/client-address.ts';

export interface LiveRouteOptions {
  helloTimeoutMs: number;
  maxBufferedBytes?: number;
}

/** The push channel: `GET /api/player/rooms/{code}/live` upgraded to a WebSocket. */
export function registerWatchPartyLiveRoute(
  app: FastifyInstance,
  service: WatchPartyService,
  sockets: RoomSockets,
  options: LiveRouteOptions,
): void {
  addApiSocketRoute(app, watchPartyRoutes.live, (socket, request) => {
    const code = roomCodeSchema.safeParse((request.params as { code?: unknown }).code);
    if (!code.success) {
      socket.send(errorMessage(400, 'Invalid room code'));
      socket.close(CLOSE_BAD_REQUEST);
      return;
    }
    const authorization = request.headers.authorization;
    new LiveConnection(
      socket,
      code.data,
      {
        address: clientKey(request),
        authorization: authorization === '' ? undefined : authorization,
        transport: request.raw.socket,
      },
      service,
      sockets,
      { ...options, log: request.log },
    ).start();
  });
}
