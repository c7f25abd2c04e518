import type { FastifyRequest } from 'fastify';
import { assertWithinLimit, type RateLimiter, type RateLimitRule } from './rate-limiter.ts';

/** A preHandler that answers 429 once the client address has used up the rule's budget. */
export function rateLimitGuard(limiter: RateLimiter, rule: RateLimitRule) {
  return (request: FastifyRequest): Promise<void> => assertWithinLimit(limiter, rule, request.ip);
}
