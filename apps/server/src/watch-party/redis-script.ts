import crypto from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * A Lua script run by its hash, sent in full only when Redis does not know it yet (after a
 * restart or on a fresh server). A script runs as one step, which is what makes a check-then-set
 * such as claiming a room safe between instances.
 */
export class RedisScript {
  private readonly sha: string;

  constructor(private readonly source: string) {
    this.sha = crypto.createHash('sha1').update(source).digest('hex');
  }

  async run(redis: Redis, keys: string[], args: (string | number)[]): Promise<unknown> {
    try {
      return await redis.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redis.eval(this.source, keys.length, ...keys, ...args);
    }
  }
}
