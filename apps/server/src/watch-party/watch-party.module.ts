import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { systemClock, type Clock } from '../accounts/clock.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { databaseAccountLookup, type AccountLookup } from './account-lookup.ts';
import { defaultRoomLimits, type RoomLimits } from './member-rules.ts';
import { MemoryRoomBus } from './memory-room-bus.ts';
import { MemoryRoomStore } from './memory-room-store.ts';
import { RedisRoomBus } from './redis-room-bus.ts';
import { RedisRoomStore } from './redis-room-store.ts';
import type { RoomBus } from './room-bus.ts';
import { RoomSockets } from './room-sockets.ts';
import type { RoomStore } from './room-store.ts';
import { registerWatchPartyLiveRoute } from './watch-party-live.routes.ts';
import { registerWatchPartyRoutes } from './watch-party.routes.ts';
import { WatchPartyService } from './watch-party.service.ts';

/** Pushed and received messages are small; anything bigger is not a member's message. */
export const MAX_MESSAGE_BYTES = 16 * 1024;
const HELLO_TIMEOUT_MS = 5_000;
const HEARTBEAT_MS = 30_000;

/** What tests replace. Without a store and bus, Redis is used when configured, memory otherwise. */
export interface WatchPartyOptions {
  clock?: Clock;
  store?: RoomStore;
  bus?: RoomBus;
  rateLimiter?: RateLimiter;
  /** The accounts module's bearer check; by default one over the same database. */
  accounts?: AccountLookup;
  /** How long a new socket may stay silent before it must have said hello. */
  helloTimeoutMs?: number;
  /** Caps on rooms and members (member-rules.ts), smaller in tests. */
  limits?: Partial<RoomLimits>;
  /** Unsent bytes at which a push member is dropped (live-connection.ts). */
  maxBufferedBytes?: number;
  heartbeatMs?: number;
  /** Lets a test reach the sockets of this instance. */
  onSockets?: (sockets: RoomSockets) => void;
}

interface Backends {
  store: RoomStore;
  bus: RoomBus;
  limiter: RateLimiter;
}

/**
 * With Redis the rooms, host grants, fan-out and guess limits are shared by every instance, under
 * REDIS_KEY_PREFIX; the shared command connection also publishes, and the bus has its own
 * subscriber.
 */
function defaultBackends(
  ctx: AppContext,
  options: WatchPartyOptions,
  limits: RoomLimits,
): Backends {
  const redis = ctx.infra.redis;
  const limiter = options.rateLimiter ?? ctx.infra.rateLimiter;
  if (!redis) {
    return {
      store: options.store ?? new MemoryRoomStore(limits),
      bus: options.bus ?? new MemoryRoomBus(),
      limiter,
    };
  }
  return {
    store: options.store ?? new RedisRoomStore(redis.commands, redis.key('watch-party:'), limits),
    bus:
      options.bus ??
      new RedisRoomBus(redis.commands, redis.subscriber(), redis.key('watch-party:')),
    limiter,
  };
}

/** The watch party: polling calls, room management, and the push channel on one WebSocket route. */
export async function registerWatchParty(
  app: FastifyInstance,
  ctx: AppContext,
  options: WatchPartyOptions = {},
): Promise<void> {
  const clock = options.clock ?? systemClock;
  const limits = { ...defaultRoomLimits, ...options.limits };
  const { store, bus, limiter } = defaultBackends(ctx, options, limits);
  const service = new WatchPartyService({
    store,
    bus,
    limiter,
    accounts: options.accounts ?? (await databaseAccountLookup(ctx, clock)),
    clock,
    limits,
    onPublishError: (error) => app.log.warn({ err: error }, 'watch party push failed'),
  });
  const sockets = new RoomSockets(bus, options.heartbeatMs ?? HEARTBEAT_MS);
  options.onSockets?.(sockets);
  app.addHook('onClose', async () => {
    sockets.close();
    await bus.close();
    if (options.rateLimiter) await limiter.close();
    await store.close();
  });

  // In a scope of its own, so the WebSocket plugin's hooks wrap these routes and no others.
  await app.register(async (scope) => {
    await scope.register(fastifyWebsocket, {
      options: { maxPayload: MAX_MESSAGE_BYTES },
      // A member dropping off mid-frame is routine, not an error worth a log line.
      errorHandler: (error, socket, request) => {
        request.log.debug({ err: error }, 'watch party socket error');
        socket.terminate();
      },
    });
    registerWatchPartyRoutes(scope, service);
    registerWatchPartyLiveRoute(scope, service, sockets, {
      helloTimeoutMs: options.helloTimeoutMs ?? HELLO_TIMEOUT_MS,
      ...(options.maxBufferedBytes !== undefined && { maxBufferedBytes: options.maxBufferedBytes }),
    });
  });
}
