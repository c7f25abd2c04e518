import { parseAllowedHosts } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { accessGuard } from '../accounts/access-guard.ts';
import type { AppContext } from '../app-context.ts';
import { systemClock, type Clock } from '../accounts/clock.ts';
import { ServerSecretRepository } from '../accounts/server-secret.repository.ts';
import { resolveTokenSecret } from '../accounts/token-secret.ts';
import type { Config } from '../config.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { ProxyHostSet } from './proxy-hosts.ts';
import { ProxySlots } from './proxy-slots.ts';
import { ProxyTokens } from './proxy-token.ts';
import { proxyRoutes } from './proxy.routes.ts';
import { ProxyService } from './proxy.service.ts';
import { scrapedStreamsFor } from './scraped-streams.ts';
import { MAX_REDIRECTS, SafeRequester, systemResolver, type Resolver } from './safe-request.ts';

/** What tests replace: the time, the rate-limit store and name resolution. */
export interface ProxyOptions {
  clock?: Clock;
  rateLimiter?: RateLimiter;
  resolver?: Resolver;
}

/**
 * Outgoing HTTP to hosts that clients name (the proxy, a viewer's own server such as a Jellyfin
 * URL), with the operator's proxy settings; `.fetch` is a `fetch` with the same checks. Close it
 * with the app.
 */
export function safeRequesterFor(
  config: Config,
  resolve: Resolver = systemResolver,
): SafeRequester {
  return new SafeRequester(
    {
      policy: {
        allowedHosts: parseAllowedHosts(config.PROXY_ALLOWED_HOSTS),
        allowedPorts: config.PROXY_ALLOWED_PORTS,
      },
      maxBytes: config.PROXY_MAX_BYTES,
      timeoutMs: config.PROXY_TIMEOUT_MS,
      maxDurationMs: config.PROXY_MAX_DURATION_MS,
      maxRedirects: MAX_REDIRECTS,
      heldBackMs: config.PROXY_IDLE_MS,
    },
    resolve,
  );
}

/**
 * Our own proxy at /proxy, with tokens from /proxy/token bound to their client (so it is no open
 * relay): general ones for the deployment's hosts, bound ones for one URL the server chose.
 */
export async function registerProxy(
  app: FastifyInstance,
  ctx: AppContext,
  options: ProxyOptions = {},
): Promise<void> {
  const clock = options.clock ?? systemClock;
  const limiter = options.rateLimiter ?? ctx.infra.rateLimiter;
  const secret = await resolveTokenSecret(
    new ServerSecretRepository(ctx.database.db),
    ctx.config.TOKEN_SECRET,
  );
  const tokens = new ProxyTokens(secret, clock);
  const hosts = ProxyHostSet.fromConfig(ctx.config);
  const requester = safeRequesterFor(ctx.config, options.resolver);
  app.addHook('onClose', async () => requester.close());
  await proxyRoutes(app, {
    service: new ProxyService({ requester, tokens, hosts, limiter, clock }),
    tokens,
    hosts,
    scraped: scrapedStreamsFor(ctx),
    slots: new ProxySlots(ctx.config.PROXY_MAX_PER_CLIENT, ctx.config.PROXY_MAX_CONCURRENT),
    limiter,
    proxyRule: { name: 'proxy', limit: ctx.config.PROXY_RATE_LIMIT, windowMs: 60_000 },
    tokenRule: { name: 'proxy-token', limit: 30, windowMs: 60_000 },
    access: accessGuard(ctx),
  });
}
