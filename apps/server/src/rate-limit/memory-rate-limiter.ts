import { LRUCache } from 'lru-cache';
import type { Clock } from '../accounts/clock.ts';
import type { RateLimiter, RateLimitResult } from './rate-limiter.ts';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Keys kept at most: a stranger sending from many addresses pushes out the oldest windows rather
 * than growing the map, and no hit ever walks every key.
 */
export const MAX_TRACKED_KEYS = 100_000;

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows: LRUCache<string, Window>;

  constructor(
    private readonly clock: Clock = Date.now,
    maxKeys = MAX_TRACKED_KEYS,
  ) {
    this.windows = new LRUCache({ max: maxKeys });
  }

  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.clock();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve({ allowed: window.count <= limit, resetInMs: window.resetAt - now });
  }

  /** How many keys are tracked now (tests hold it to its bound). */
  get size(): number {
    return this.windows.size;
  }

  close(): Promise<void> {
    this.windows.clear();
    return Promise.resolve();
  }
}
