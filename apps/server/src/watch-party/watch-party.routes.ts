import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../accounts/clock.ts';
import type { RoomStatusStore } from './room-status-store.ts';

const roomCodeSchema = z.string().trim().min(1).max(10).toUpperCase();

const statusBodySchema = z.object({
  userId: z.string().min(1).max(100),
  roomCode: roomCodeSchema,
  isHost: z.boolean().default(false),
  content: z.record(z.string(), z.unknown()).default({}),
  player: z.record(z.string(), z.unknown()).default({}),
});

/**
 * The polling calls of document 001 §7. The bearer token is optional and not needed: a guest
 * reports as `guest`, and a room only ever holds what its members chose to send.
 */
export function registerWatchPartyRoutes(
  app: FastifyInstance,
  store: RoomStatusStore,
  clock: Clock,
): void {
  app.post('/api/player/status', async (request) => {
    const body = statusBodySchema.parse(request.body);
    const timestamp = clock();
    await store.record({ ...body, timestamp });
    return { success: true, timestamp };
  });

  app.get('/api/player/status', async (request) => {
    const { roomCode } = z.object({ roomCode: roomCodeSchema }).parse(request.query);
    return store.room(roomCode, clock());
  });
}
