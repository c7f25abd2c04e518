import { PROXY_TOKEN_HEADER, PROXY_TOKEN_QUERY, type ProxyTokenAnswer } from '@screenroom/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AccessGuard } from '../accounts/access-guard.ts';
import { HttpError } from '../http/errors.ts';
import { rateLimitGuard } from '../rate-limit/rate-limit-guard.ts';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.ts';
import type { ProxyTokens } from './proxy-token.ts';
import { CORS_HEADERS, type ProxyService } from './proxy.service.ts';

export interface ProxyRouteDeps {
  service: ProxyService;
  tokens: ProxyTokens;
  limiter: RateLimiter;
  /** Proxied requests per client address. */
  proxyRule: RateLimitRule;
  /** Token requests per client address. */
  tokenRule: RateLimitRule;
  /** Under ACCESS=accounts, tokens go to signed-in sessions only. */
  access: AccessGuard;
}

/** Request bodies sent on (a provider's form or JSON post); media never goes this way. */
const MAX_REQUEST_BODY = 1024 * 1024;

const proxyQuery = z.object({
  destination: z.string({ error: 'The destination query parameter is required' }).min(1, {
    error: 'The destination query parameter is required',
  }),
  [PROXY_TOKEN_QUERY]: z.string().optional(),
});

const tokenQuery = z.object({
  destination: z.url({ error: 'destination must be an absolute URL' }).optional(),
});

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Only our own web app gets tokens: browsers mark a same-origin request with Sec-Fetch-Site, and
 * older ones send an Origin naming us. Another site's page cannot make a visitor's browser fetch
 * one for it.
 */
function fromOwnApp(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  return origin !== undefined && origin === `${request.protocol}://${request.host}`;
}

/**
 * `/proxy?destination=…` and `/proxy/?destination=…` (the proxy workers' form, so their clients work) for any
 * method, the CORS preflight, and `GET /proxy/token`.
 */
export async function proxyRoutes(app: FastifyInstance, deps: ProxyRouteDeps): Promise<void> {
  const { service, tokens, limiter } = deps;

  app.get(
    '/proxy/token',
    { preHandler: [rateLimitGuard(limiter, deps.tokenRule), deps.access.requireSession] },
    async (request, reply) => {
      if (!fromOwnApp(request)) {
        throw new HttpError(403, 'Proxy tokens are issued to this server’s own web app only');
      }
      const { destination } = tokenQuery.parse(request.query);
      void reply.header('cache-control', 'no-store');
      return (
        destination ? tokens.issueFor(destination) : tokens.issue()
      ) satisfies ProxyTokenAnswer;
    },
  );

  // Bodies are sent on as they came, so this scope reads every type as raw bytes.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_REQUEST_BODY },
      (_request, body, done) => done(null, body),
    );
    // Set first, so the error answers are readable across origins too.
    scope.addHook('onRequest', async (_request, reply) => {
      void reply.headers(CORS_HEADERS);
    });

    const preflight = (request: FastifyRequest, reply: FastifyReply) => {
      const asked = request.headers['access-control-request-headers'];
      void reply
        .status(204)
        .headers({
          ...CORS_HEADERS,
          'access-control-allow-methods': METHODS.join(', '),
          'access-control-allow-headers': typeof asked === 'string' && asked !== '' ? asked : '*',
          'access-control-max-age': '600',
        })
        .send();
    };

    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const query = proxyQuery.parse(request.query);
      const headerToken = request.headers[PROXY_TOKEN_HEADER.toLowerCase()];
      const controller = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const answer = await service.forward({
        method: request.method,
        destination: query.destination,
        token: typeof headerToken === 'string' ? headerToken : query[PROXY_TOKEN_QUERY],
        headers: request.headers,
        body: Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined,
        selfUrl: `${request.protocol}://${request.host}${request.url.split('?')[0] ?? '/proxy/'}`,
        signal: controller.signal,
      });
      void reply.status(answer.status).headers(answer.headers);
      return reply.send(answer.body ?? undefined);
    };

    for (const url of ['/proxy', '/proxy/']) {
      scope.options(url, preflight);
      scope.route({
        method: [...METHODS],
        url,
        exposeHeadRoute: false,
        preHandler: rateLimitGuard(limiter, deps.proxyRule),
        handler: forward,
      });
    }
  });
}
