import type { FastifyRequest } from 'fastify';
import { clientKey } from '../http/client-address.ts';
import { assertWithinLimit, type RateLimiter, type RateLimitRule } from './rate-limiter.ts';

/** A preHandler that answers 429 once the client (an address, or an IPv6 /64) used up the rule. */
export function rateLimitGuard(limiter: RateLimiter, rule: RateLimitRule) {
  return (request: FastifyRequest): Promise<void> =>
    assertWithinLimit(limiter, rule, clientKey(request));
}
