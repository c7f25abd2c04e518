import type { Redis } from 'ioredis';
import type { Clock } from '../accounts/clock.ts';
import type { Config } from '../config.ts';
import { MemoryRateLimiter } from '../rate-limit/memory-rate-limiter.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { RedisRateLimiter } from '../rate-limit/redis-rate-limiter.ts';
import { openRedis } from '../redis/redis-client.ts';
import {
  MemoryCache,
  RedisCache,
  type SharedCache,
  type SharedCacheOptions,
} from './shared-cache.ts';

/** Redis as every module uses it: one command connection, and every key under one prefix. */
export interface RedisHandle {
  /** The shared connection for commands (not for subscribing). */
  commands: Redis;
  /** A connection of its own for a subscriber (a subscribed connection can do nothing else). */
  subscriber(): Redis;
  /** `REDIS_KEY_PREFIX` + name: every key and channel starts with the prefix. */
  key(name: string): string;
}

/**
 * What several modules share and what two instances share through Redis: built once per app
 * (buildApp) so that no module opens connections or builds limiters of its own.
 */
export interface Infrastructure {
  /** Set when `REDIS_URL` is. */
  redis: RedisHandle | undefined;
  /** One counter store for every rate limit of the app (Redis-shared when Redis is set). */
  rateLimiter: RateLimiter;
  /** A named cache: Redis-shared when Redis is set, else an LRU in this process. */
  cache<V>(name: string, options: SharedCacheOptions): SharedCache<V>;
  /** Closes every connection it opened. */
  close(): Promise<void>;
}

export interface InfrastructureOptions {
  clock?: Clock;
  /** Replaces the rate-limit store (tests). */
  rateLimiter?: RateLimiter;
}

export function createInfrastructure(
  config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
  options: InfrastructureOptions = {},
): Infrastructure {
  const opened: Redis[] = [];
  const open = (url: string): Redis => {
    const connection = openRedis(url);
    opened.push(connection);
    return connection;
  };
  const url = config.REDIS_URL;
  const prefix = config.REDIS_KEY_PREFIX;
  const redis: RedisHandle | undefined = url
    ? { commands: open(url), subscriber: () => open(url), key: (name) => `${prefix}${name}` }
    : undefined;
  const rateLimiter =
    options.rateLimiter ??
    (redis
      ? new RedisRateLimiter(redis.commands, redis.key('rate-limit:'))
      : new MemoryRateLimiter(options.clock));
  return {
    redis,
    rateLimiter,
    cache: <V>(name: string, cacheOptions: SharedCacheOptions): SharedCache<V> =>
      redis
        ? new RedisCache<V>(redis.commands, redis.key(`cache:${name}:`), cacheOptions)
        : new MemoryCache<V>(cacheOptions),
    async close() {
      await rateLimiter.close();
      await Promise.all(
        opened.map((connection) => connection.quit().catch(() => connection.disconnect())),
      );
    },
  };
}
