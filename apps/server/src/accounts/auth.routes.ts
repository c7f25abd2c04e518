import { accountsRoutes } from '@screenroom/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addApiRoute } from '../http/api-route.ts';
import { rateLimitGuard } from '../rate-limit/rate-limit-guard.ts';
import { rateLimits, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { AuthService, Client } from './auth.service.ts';
import { clientAddress } from '../http/client-address.ts';

const client = (request: FastifyRequest): Client => ({
  address: clientAddress(request),
  userAgent: request.headers['user-agent'] ?? '',
});

export function registerAuthRoutes(
  app: FastifyInstance,
  auth: AuthService,
  limiter: RateLimiter,
): void {
  addApiRoute(
    app,
    accountsRoutes.registerStart,
    { preHandler: rateLimitGuard(limiter, rateLimits.registerStart) },
    async (request, _reply, input) => {
      const body = input.body();
      return auth.startRegistration(body?.captchaToken, client(request));
    },
  );

  addApiRoute(
    app,
    accountsRoutes.registerComplete,
    { preHandler: rateLimitGuard(limiter, rateLimits.registerComplete) },
    async (request, _reply, input) => auth.completeRegistration(input.body(), client(request)),
  );

  addApiRoute(
    app,
    accountsRoutes.loginStart,
    { preHandler: rateLimitGuard(limiter, rateLimits.loginStart) },
    async (_request, _reply, input) => auth.startLogin(input.body().publicKey),
  );

  addApiRoute(
    app,
    accountsRoutes.loginComplete,
    { preHandler: rateLimitGuard(limiter, rateLimits.loginComplete) },
    async (request, _reply, input) => auth.completeLogin(input.body(), client(request)),
  );
}
