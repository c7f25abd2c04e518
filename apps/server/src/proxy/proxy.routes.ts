import { PROXY_TOKEN_HEADER, PROXY_TOKEN_QUERY, proxyRoutes as proxyTable } from '@screenroom/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addApiRoute, type RouteInput } from '../http/api-route.ts';
import type { AccessGuard } from '../accounts/access-guard.ts';
import { clientKey } from '../http/client-address.ts';
import { HttpError } from '../http/errors.ts';
import { rateLimitGuard } from '../rate-limit/rate-limit-guard.ts';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.ts';
import type { ProxyHostSet } from './proxy-hosts.ts';
import type { ProxySlots } from './proxy-slots.ts';
import type { ProxyTokens } from './proxy-token.ts';
import { CORS_HEADERS, RELAYED_METHODS, type ProxyService } from './proxy.service.ts';
import type { ScrapedStreams } from './scraped-streams.ts';

export interface ProxyRouteDeps {
  service: ProxyService;
  tokens: ProxyTokens;
  hosts: ProxyHostSet;
  /** Streams the server's own scrape gave each client: bound tokens may open them. */
  scraped: ScrapedStreams;
  slots: ProxySlots;
  limiter: RateLimiter;
  /** Proxied requests per client address. */
  proxyRule: RateLimitRule;
  /** Token requests per client address. */
  tokenRule: RateLimitRule;
  /** Under ACCESS=accounts, tokens go to signed-in sessions only. */
  access: AccessGuard;
}

/** Bodies are never sent on; one is read only to be refused with the method. */
const MAX_REQUEST_BODY = 64 * 1024;

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

  addApiRoute(
    app,
    proxyTable.token,
    { preHandler: [rateLimitGuard(limiter, deps.tokenRule), deps.access.requireSession] },
    async (request, reply, input) => {
      if (!fromOwnApp(request)) {
        throw new HttpError(403, 'Proxy tokens are issued to this server’s own web app only');
      }
      const { destination } = input.query();
      const client = clientKey(request);
      // A token for one URL goes to a host a general token opens anyway, or to a stream the
      // server's own scrape found for this client; never to a host the client merely names.
      if (
        destination &&
        !deps.hosts.allows(new URL(destination)) &&
        !(await deps.scraped.has(client, destination))
      ) {
        throw new HttpError(403, 'The proxy does not relay to this host');
      }
      void reply.header('cache-control', 'no-store');
      return destination ? tokens.issueFor(client, destination) : tokens.issue(client);
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
          'access-control-allow-methods': RELAYED_METHODS.join(', '),
          'access-control-allow-headers': typeof asked === 'string' && asked !== '' ? asked : '*',
          'access-control-max-age': '600',
        })
        .send();
    };

    const forward = async (
      request: FastifyRequest,
      reply: FastifyReply,
      input: RouteInput<typeof proxyTable.relay | typeof proxyTable.relayWorkerForm>,
    ) => {
      const query = input.query();
      const headerToken = request.headers[PROXY_TOKEN_HEADER.toLowerCase()];
      const client = clientKey(request);
      // Held until the answer is sent or the client goes away, whichever comes first.
      const release = deps.slots.claim(client);
      const controller = new AbortController();
      reply.raw.once('close', () => {
        release();
        if (!reply.raw.writableFinished) controller.abort();
      });
      try {
        const answer = await service.forward({
          method: request.method,
          destination: query.destination,
          token: typeof headerToken === 'string' ? headerToken : query[PROXY_TOKEN_QUERY],
          client,
          headers: request.headers,
          selfUrl: `${request.protocol}://${request.host}${request.url.split('?')[0] ?? '/proxy/'}`,
          signal: controller.signal,
        });
        void reply.status(answer.status).headers(answer.headers);
        return await reply.send(answer.body ?? undefined);
      } catch (error) {
        release();
        throw error;
      }
    };

    const refuseMethod = async (_request: FastifyRequest, reply: FastifyReply) => {
      void reply.header('allow', RELAYED_METHODS.join(', '));
      throw new HttpError(405, 'The proxy relays GET and HEAD requests only');
    };

    // `/proxy` and `/proxy/` (the proxy workers' form) alike.
    const forms = [
      [proxyTable.relay, proxyTable.preflight, proxyTable.refused],
      [proxyTable.relayWorkerForm, proxyTable.preflightWorkerForm, proxyTable.refusedWorkerForm],
    ] as const;
    for (const [relay, preflightRoute, refused] of forms) {
      addApiRoute(scope, preflightRoute, {}, preflight);
      addApiRoute(
        scope,
        relay,
        { exposeHeadRoute: false, preHandler: rateLimitGuard(limiter, deps.proxyRule) },
        forward,
      );
      // Answered 405, so a client learns the proxy only reads.
      addApiRoute(scope, refused, {}, refuseMethod);
    }
  });
}
