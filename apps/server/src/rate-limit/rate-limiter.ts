import { HttpError } from '../http/errors.ts';

/**
 * A fixed-window counter per key; one implementation per process, one shared through Redis.
 * Ours rather than @fastify/rate-limit: that plugin counts every request of a route, while the
 * watch party counts only look-ups of rooms that do not exist (members of real rooms are never
 * limited), from inside its service; one counter serves both kinds of rule.
 */
export interface RateLimiter {
  /** Counts one hit; `allowed` is false once the window's limit is used up. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Milliseconds until the window starts over. */
  resetInMs: number;
}

export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

const TEN_MINUTES = 10 * 60 * 1000;

/** Limits per client address: the account calls as the HTTP contract sets, then the party's. */
export const rateLimits = {
  registerStart: { name: 'register-start', limit: 10, windowMs: TEN_MINUTES },
  registerComplete: { name: 'register-complete', limit: 10, windowMs: TEN_MINUTES },
  loginStart: { name: 'login-start', limit: 20, windowMs: TEN_MINUTES },
  loginComplete: { name: 'login-complete', limit: 20, windowMs: TEN_MINUTES },
  progressImport: { name: 'progress-import', limit: 5, windowMs: TEN_MINUTES },
  /** Watch-party lookups of rooms that do not exist: someone guessing codes. */
  watchPartyMiss: { name: 'watch-party-miss', limit: 30, windowMs: TEN_MINUTES },
  watchPartyCreate: { name: 'watch-party-create', limit: 20, windowMs: TEN_MINUTES },
} satisfies Record<string, RateLimitRule>;

/** Counts one hit of `rule` for `client`; past the limit, a 429 saying when to try again. */
export async function assertWithinLimit(
  limiter: RateLimiter,
  rule: RateLimitRule,
  client: string,
): Promise<void> {
  const result = await limiter.hit(`${rule.name}:${client}`, rule.limit, rule.windowMs);
  if (!result.allowed) {
    throw new HttpError(
      429,
      `Too many requests, try again in ${Math.ceil(result.resetInMs / 1000)} seconds`,
    );
  }
}
