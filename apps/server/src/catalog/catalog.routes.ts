import {
  catalogMovieRoutes,
  catalogRoutes as catalogTable,
  catalogShowRoutes,
  type RouteAnswer,
  type RouteSpec,
} from '@screenroom/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addApiRoute } from '../http/api-route.ts';
import { errorHandler } from '../http/errors.ts';
import {
  parseAppend,
  parseId,
  parsePage,
  parseSeasonNumber,
  queryValue,
  requireQueryText,
  type QueryValues,
} from './catalog-query.ts';
import type { CatalogService } from './catalog.service.ts';
import { TmdbError, notFound } from './tmdb-errors.ts';
import { forwardedQuery, type TmdbProxy } from './tmdb-proxy.ts';

export interface CatalogRouteDeps {
  service: CatalogService;
  /** Set when TMDB_API_KEY is: the API calls go to the real service instead. */
  proxy: TmdbProxy | null;
  /** Where image paths that are not ours are redirected when proxying. */
  imageUrl: string;
}

type Params = Record<string, string>;
type Request = FastifyRequest<{ Params: Params; Querystring: QueryValues }>;

export async function catalogRoutes(app: FastifyInstance, deps: CatalogRouteDeps): Promise<void> {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof TmdbError) return reply.status(error.httpStatus).send(error.body);
    errorHandler(error as Error, request, reply);
  });

  addApiRoute(app, catalogTable.image, {}, (request, reply) => {
    const { size = '', file = '' } = (request as Request).params;
    const svg = deps.service.artwork.svg(size, file);
    if (svg !== null) {
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    }
    if (deps.proxy) return reply.redirect(`${deps.imageUrl.replace(/\/+$/, '')}/${size}/${file}`);
    throw notFound();
  });

  if (deps.proxy) {
    const proxy = deps.proxy;
    addApiRoute(app, catalogTable.api, {}, async (request, reply) => {
      const url = new URL(request.url, 'http://localhost');
      const path = url.pathname.replace(/^\/tmdb\/3/, '');
      const answer = await proxy.forward(`${path}${forwardedQuery(url.searchParams)}`);
      return reply
        .status(answer.status)
        .header('content-type', answer.contentType)
        .send(answer.body);
    });
    return;
  }
  localRoutes(app, deps.service);
}

function localRoutes(app: FastifyInstance, service: CatalogService): void {
  const { queries } = service;
  const routes = catalogTable;
  /** The catalog reads its parameters itself, to fail in the movie database's own error shape. */
  const get = <R extends RouteSpec>(route: R, handler: (request: Request) => RouteAnswer<R>) =>
    addApiRoute(app, route, {}, (request) => handler(request as Request));

  get(routes.searchMulti, (request) =>
    queries.searchMulti(requireQueryText(request.query), parsePage(request.query)),
  );
  get(routes.movie, (request) =>
    queries.movieDetails(
      parseId(request.params.id ?? ''),
      parseAppend(request.query),
      queryValue(request.query, 'language'),
    ),
  );
  get(routes.show, (request) =>
    queries.showDetails(
      parseId(request.params.id ?? ''),
      parseAppend(request.query),
      queryValue(request.query, 'language'),
    ),
  );
  get(routes.season, (request) =>
    queries.season(
      parseId(request.params.id ?? ''),
      parseSeasonNumber(request.params.season ?? ''),
    ),
  );
  get(routes.find, (request) =>
    queries.find(request.params.externalId ?? '', queryValue(request.query, 'external_source')),
  );
  get(routes.nowPlaying, (request) => queries.nowPlaying(parsePage(request.query)));
  get(routes.onTheAir, (request) => queries.onTheAir(parsePage(request.query)));

  for (const [media, table] of [
    ['movie', catalogMovieRoutes],
    ['tv', catalogShowRoutes],
  ] as const) {
    get(table.images, (request) => queries.images(media, parseId(request.params.id ?? '')));
    get(table.credits, (request) => queries.credits(media, parseId(request.params.id ?? '')));
    get(table.recommendations, (request) => {
      const page = parsePage(request.query);
      return queries.recommendations(media, parseId(request.params.id ?? ''), page);
    });
    get(table.titleWatchProviders, (request) =>
      queries.titleWatchProviders(media, parseId(request.params.id ?? '')),
    );
    get(table.popular, (request) => queries.popular(media, parsePage(request.query)));
    get(table.topRated, (request) => queries.topRated(media, parsePage(request.query)));
    get(table.discover, (request) =>
      queries.discover(media, request.query, parsePage(request.query)),
    );
    get(table.genres, (request) => queries.genreList(media, queryValue(request.query, 'language')));
    get(table.watchProviders, (request) =>
      queries.watchProviderList(media, queryValue(request.query, 'watch_region')),
    );
  }

  addApiRoute(app, routes.api, {}, () => {
    throw notFound();
  });
}
