import { listsRoutes as listsTable } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { addApiRoute } from '../http/api-route.ts';
import type { ListsService } from './lists.service.ts';

/** Lists change with a deployment or the lists service's own hourly answer, not per visit. */
const LISTS_CACHE_CONTROL = 'public, max-age=300';

/** The lists source's calls: every list (`GET /letterboxd`) and the 4K releases (`GET /lists/4k`). */
export function listsRoutes(app: FastifyInstance, service: ListsService): void {
  addApiRoute(app, listsTable.all, {}, async (_request, reply) => {
    void reply.header('cache-control', LISTS_CACHE_CONTROL);
    return service.lists();
  });
  addApiRoute(app, listsTable.fourK, {}, async (_request, reply) => {
    void reply.header('cache-control', LISTS_CACHE_CONTROL);
    return service.fourK;
  });
}
