import {
  loginCompleteBodySchema,
  loginStartBodySchema,
  registerCompleteBodySchema,
  registerStartBodySchema,
} from '@screenroom/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  app.post(
    '/auth/register/start',
    { preHandler: rateLimitGuard(limiter, rateLimits.registerStart) },
    async (request) => {
      const body = registerStartBodySchema.parse(request.body);
      return auth.startRegistration(body?.captchaToken, client(request));
    },
  );

  app.post(
    '/auth/register/complete',
    { preHandler: rateLimitGuard(limiter, rateLimits.registerComplete) },
    async (request) => {
      return auth.completeRegistration(
        registerCompleteBodySchema.parse(request.body),
        client(request),
      );
    },
  );

  app.post(
    '/auth/login/start',
    { preHandler: rateLimitGuard(limiter, rateLimits.loginStart) },
    async (request) => {
      return auth.startLogin(loginStartBodySchema.parse(request.body).publicKey);
    },
  );

  app.post(
    '/auth/login/complete',
    { preHandler: rateLimitGuard(limiter, rateLimits.loginComplete) },
    async (request) => {
      return auth.completeLogin(loginCompleteBodySchema.parse(request.body), client(request));
    },
  );
}
