import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.ts';
import { systemClock, type Clock } from '../accounts/clock.ts';
import { openRedis } from '../redis/redis-client.ts';
import { MemoryRoomStatusStore } from './memory-room-status-store.ts';
import { RedisRoomStatusStore } from './redis-room-status-store.ts';
import type { RoomStatusStore } from './room-status-store.ts';
import { registerWatchPartyRoutes } from './watch-party.routes.ts';

export interface WatchPartyOptions {
  clock?: Clock;
  store?: RoomStatusStore;
}

/** Rooms live in Redis when configured, so every instance behind a balancer sees the same room. */
export function registerWatchParty(
  app: FastifyInstance,
  ctx: AppContext,
  options: WatchPartyOptions = {},
): void {
  const store =
    options.store ??
    (ctx.config.REDIS_URL
      ? new RedisRoomStatusStore(openRedis(ctx.config.REDIS_URL), 'screenroom:watch-party:')
      : new MemoryRoomStatusStore());
  app.addHook('onClose', () => store.close());
  registerWatchPartyRoutes(app, store, options.clock ?? systemClock);
}
