import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import type { AppContext } from '../app-context.ts';
import { UserRepository } from '../accounts/user.repository.ts';
import { HttpMetrics, ProviderHostnameCounts, userCountGauge } from './metrics-registry.ts';

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

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    if (route.startsWith('/library/streams/')) providerLookups.observe(request.hostname);
    done();
  });

  app.get('/metrics', async (_request, reply) => {
    const body = await registry.metrics();
    return reply.type(registry.contentType).send(body);
  });
}
