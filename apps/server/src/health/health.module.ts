import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { HealthRepository } from './health.repository.ts';
import { healthRoutes } from './health.routes.ts';
import { HealthService } from './health.service.ts';
import type { ServerLifecycle } from './lifecycle.ts';

/** `/livez`, `/readyz` and `/healthcheck`; `lifecycle` follows the server's requests from here. */
export function registerHealth(
  app: FastifyInstance,
  ctx: AppContext,
  lifecycle: ServerLifecycle,
): void {
  lifecycle.track(app);
  const service = new HealthService(
    new HealthRepository(ctx.database.db),
    ctx.infra.redis?.commands,
    lifecycle,
  );
  healthRoutes(app, service);
}
