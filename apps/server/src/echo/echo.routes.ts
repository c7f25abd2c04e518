import { echoRoutes } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { addApiRoute } from '../http/api-route.ts';

/**
 * The proxy test's echo: a proxy the viewer names is asked to fetch this address from our own
 * server, and passes when it hands back this answer. It reaches nothing itself, so the test never
 * depends on a service of someone else's.
 */
export function registerEcho(app: FastifyInstance): void {
  addApiRoute(app, echoRoutes.echo, {}, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { url: `${request.protocol}://${request.host}${request.url}` };
  });
}
