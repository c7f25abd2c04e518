import crypto from 'node:crypto';
import { metricsRoutes } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import type { AppContext } from '../app-context.ts';
import { UserRepository } from '../accounts/user.repository.ts';
import { addApiRoute } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { rateLimitGuard } from '../rate-limit/rate-limit-guard.ts';
import { rateLimits } from '../rate-limit/rate-limiter.ts';
import {
  HttpMetrics,
  ProviderHostnameCounts,
  ProviderStatusCounts,
  processMetrics,
  userCountGauge,
} from './metrics-registry.ts';

/**
 * A report holds at most 10 items; a stack trace in each of them stays well inside this, a flood
 * of text does not.
 */
const PROVIDER_REPORT_BODY_LIMIT = 64 * 1024;

const digest = (text: string): Buffer => crypto.createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the metrics token. Digests are compared, in constant
 * time, so the time taken tells neither how much of a guess was right nor the token's length.
 */
function carriesToken(authorization: string | undefined, tokenDigest: Buffer): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return crypto.timingSafeEqual(digest(match?.[1] ?? ''), tokenDigest);
}

/**
 * Registered first so its hook sees every route. Unmatched paths share one label, so scanners
 * probing random URLs cannot grow the label set without bound.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  // One registry per app, not prom-client's global one: tests build many apps in one process.
  const registry = new Registry();
  const metrics = new HttpMetrics(registry);
  const providerLookups = new ProviderHostnameCounts(registry);
  const users = new UserRepository(ctx.database.db);
  userCountGauge(registry, () => users.countByNamespace());
  const providerStatuses = new ProviderStatusCounts(registry);
  const exposed = Registry.merge([processMetrics(), registry]);

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    if (route.startsWith('/library/streams/')) providerLookups.observe(request.hostname);
    done();
  });

  // What a movie-web client reports after each scrape: counted whether or not metrics are read,
  // answered `true` as the existing backend does (that client ignores the answer).
  addApiRoute(
    app,
    metricsRoutes.providerReports,
    {
      bodyLimit: PROVIDER_REPORT_BODY_LIMIT,
      preHandler: rateLimitGuard(ctx.infra.rateLimiter, rateLimits.providerReports),
    },
    async (_request, _reply, input) => {
      const { items } = input.body();
      for (const item of items)
        providerStatuses.observe(item.embedId ?? item.providerId, item.status);
      return true as const;
    },
  );

  // Account counts and traffic are the operator's business: only a scraper holding the token
  // reads them, and without one configured the route answers as if it did not exist.
  const token = ctx.config.METRICS_TOKEN;
  const tokenDigest = token === undefined ? undefined : digest(token);
  addApiRoute(app, metricsRoutes.metrics, {}, async (request, reply) => {
    if (!tokenDigest) throw new HttpError(404, 'Route GET:/metrics not found');
    if (!carriesToken(request.headers.authorization, tokenDigest)) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new HttpError(401, 'The metrics token is missing or wrong');
    }
    const body = await exposed.metrics();
    return reply.type(exposed.contentType).send(body);
  });
}
