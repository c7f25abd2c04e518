import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.ts';
import { UserRepository } from '../accounts/user.repository.ts';
import { HttpMetrics, ProviderHostnameCounts, renderUserCount } from './metrics-registry.ts';

/**
 * Registered first so its hook sees every route. Unmatched paths share one label, so scanners
 * probing random URLs cannot grow the label set without bound.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  const metrics = new HttpMetrics();
  const providerLookups = new ProviderHostnameCounts();
  const users = new UserRepository(ctx.database.db);

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    if (route.startsWith('/library/streams/')) providerLookups.observe(request.hostname);
    done();
  });

  app.get('/metrics', async (_request, reply) => {
    const userCount = renderUserCount(await users.countByNamespace());
    const body = `${metrics.render()}\n${providerLookups.render()}\n${userCount}\n`;
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(body);
  });
}
