import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { movies } from '../catalog/data/movies.ts';
import { curatedListAnswer, curatedListsAnswer } from './curated-answer.ts';
import { curatedLists, fourKReleases } from './data/curated-lists.ts';
import { ListsRemote } from './lists-remote.ts';
import { listsRoutes } from './lists.routes.ts';
import { ListsService, listsCaches } from './lists.service.ts';

/**
 * The lists source: our curated lists of the embedded catalog's movies, or the operator's lists
 * service when LISTS_URL is set. A curated list naming a movie the catalog lacks stops the start.
 */
export function registerLists(app: FastifyInstance, ctx: AppContext): ListsService {
  const catalog = new Map(movies.map((movie) => [movie.tmdbId, movie]));
  const service = new ListsService({
    curated: curatedListsAnswer(curatedLists, catalog),
    fourK: curatedListAnswer(fourKReleases, catalog),
    remote: ctx.config.LISTS_URL ? new ListsRemote({ url: ctx.config.LISTS_URL }) : null,
    kept: ctx.infra.cache('lists', listsCaches.kept),
    retry: ctx.infra.cache('lists-retry', listsCaches.retry),
    warn: (message) => app.log.warn(message),
  });
  listsRoutes(app, service);
  return service;
}
