import { metaRoutes } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { addApiRoute } from '../http/api-route.ts';
import type { HealthService } from './health.service.ts';

/**
 * Probes for the operator's orchestrator or load balancer, and the movie-web clients' health
 * call. None is cached by anyone on the way.
 */
export function healthRoutes(app: FastifyInstance, health: HealthService): void {
  // The process answers: nothing else is asked, so a slow database never gets it restarted.
  addApiRoute(app, metaRoutes.livez, {}, (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ alive: true }),
  );

  // Whether to send this instance traffic: 503 while draining or when a dependency is down.
  addApiRoute(app, metaRoutes.readyz, {}, async (_request, reply) => {
    const readiness = await health.readiness();
    return reply
      .status(readiness.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(readiness);
  });

  // The clients' shape; Redis counts too, since without it sessions and rooms are not shared.
  addApiRoute(app, metaRoutes.healthcheck, {}, async (_request, reply) => {
    const { databaseConnected, redisConnected } = await health.readiness();
    const healthy = databaseConnected && redisConnected !== false;
    return reply
      .status(healthy ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ healthy, databaseConnected });
  });
}
