import type { Clock } from '../accounts/clock.ts';
import type { RateLimiter, RateLimitResult } from './rate-limiter.ts';

interface Window {
  count: number;
  resetAt: number;
}

/** Sweeping on every hit would cost O(n); once this many keys exist, expired ones are dropped. */
const SWEEP_THRESHOLD = 10_000;

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly clock: Clock = Date.now) {}

  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.clock();
    if (this.windows.size >= SWEEP_THRESHOLD) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve({ allowed: window.count <= limit, resetInMs: window.resetAt - now });
  }

  close(): Promise<void> {
    this.windows.clear();
    return Promise.resolve();
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}
