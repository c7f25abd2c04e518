import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * A cache of JSON values that several server instances share when Redis is configured, and that
 * lives in this process otherwise. Values must survive JSON.stringify: a Redis entry is read back
 * by another instance.
 */
export interface SharedCache<V> {
  get(key: string): Promise<V | undefined>;
  /** Keeps `value` for `ttlMs`, or the cache's own lifetime when not given. */
  set(key: string, value: V, ttlMs?: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface SharedCacheOptions {
  /** How long an entry lives unless `set` says otherwise. */
  ttlMs: number;
  /** The most entries kept in process (Redis bounds itself by its own eviction policy). */
  maxEntries: number;
  /** In process, also the most characters of JSON kept, for caches of large answers. */
  maxBytes?: number;
}

export class MemoryCache<V> implements SharedCache<V> {
  private readonly entries: LRUCache<string, { value: V }>;

  constructor(private readonly options: SharedCacheOptions) {
    this.entries = new LRUCache({
      max: options.maxEntries,
      ttl: options.ttlMs,
      ...(options.maxBytes !== undefined && {
        maxSize: options.maxBytes,
        sizeCalculation: (entry: { value: V }) => Math.max(1, JSON.stringify(entry.value).length),
      }),
    });
  }

  get(key: string): Promise<V | undefined> {
    return Promise.resolve(this.entries.get(key)?.value);
  }

  set(key: string, value: V, ttlMs = this.options.ttlMs): Promise<void> {
    this.entries.set(key, { value }, { ttl: ttlMs });
    return Promise.resolve();
  }

  delete(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }
}

/**
 * Entries as JSON strings under `{prefix}{key}` with Redis's own expiry. A Redis that is down or
 * an entry that no longer parses reads as a miss, so the caller asks the service again instead of
 * failing its request.
 */
export class RedisCache<V> implements SharedCache<V> {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly options: SharedCacheOptions,
  ) {}

  async get(key: string): Promise<V | undefined> {
    try {
      const text = await this.redis.get(this.prefix + key);
      return text === null ? undefined : (JSON.parse(text) as { value: V }).value;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: V, ttlMs = this.options.ttlMs): Promise<void> {
    try {
      await this.redis.set(this.prefix + key, JSON.stringify({ value }), 'PX', Math.max(1, ttlMs));
    } catch {
      // A value not kept is asked for again next time.
    }
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key).catch(() => undefined);
  }
}
