import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import type { RateLimiter, RateLimitRule } from './rate-limiter.ts';

/** A preHandler that answers 429 once the client address has used up the rule's budget. */
export function rateLimitGuard(limiter: RateLimiter, rule: RateLimitRule) {
  return async (request: FastifyRequest): Promise<void> => {
    const result = await limiter.hit(`${rule.name}:${request.ip}`, rule.limit, rule.windowMs);
    if (!result.allowed) {
      throw new HttpError(
        429,
        `Too many requests, try again in ${Math.ceil(result.resetInMs / 1000)} seconds`,
      );
    }
  };
}
