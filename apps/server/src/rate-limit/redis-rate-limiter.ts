import type { Redis } from 'ioredis';
import type { RateLimiter, RateLimitResult } from './rate-limiter.ts';

/**
 * Shared by every instance behind one Redis. The window starts with the first hit: SET NX PX
 * creates the counter with its expiry, INCR counts, PTTL tells when it starts over.
 */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const redisKey = `${this.prefix}${key}`;
    const results = await this.redis
      .multi()
      .set(redisKey, 0, 'PX', windowMs, 'NX')
      .incr(redisKey)
      .pttl(redisKey)
      .exec();
    if (!results) throw new Error('Rate limit transaction was aborted');
    const [, count] = results[1]!;
    const [, ttl] = results[2]!;
    const resetInMs = typeof ttl === 'number' && ttl > 0 ? ttl : windowMs;
    return { allowed: Number(count) <= limit, resetInMs };
  }

  /** The connection is its opener's (the app's infrastructure), which closes it. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}
