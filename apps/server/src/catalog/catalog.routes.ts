import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

const mediaTypes = ['movie', 'tv'] as const;

export async function catalogRoutes(app: FastifyInstance, deps: CatalogRouteDeps): Promise<void> {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof TmdbError) return reply.status(error.httpStatus).send(error.body);
    errorHandler(error as Error, request, reply);
  });

  app.get('/tmdb/images/:size/:file', (request: Request, reply) => {
    const { size = '', file = '' } = request.params;
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
    app.get('/tmdb/3/*', async (request, reply: FastifyReply) => {
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
  app.get('/tmdb/3/search/multi', (request: Request) => {
    const page = parsePage(request.query);
    return service.queries.searchMulti(requireQueryText(request.query), page);
  });
  app.get('/tmdb/3/movie/:id', (request: Request) =>
    service.queries.movieDetails(
      parseId(request.params.id ?? ''),
      parseAppend(request.query),
      queryValue(request.query, 'language'),
    ),
  );
  app.get('/tmdb/3/tv/:id', (request: Request) =>
    service.queries.showDetails(
      parseId(request.params.id ?? ''),
      parseAppend(request.query),
      queryValue(request.query, 'language'),
    ),
  );
  app.get('/tmdb/3/tv/:id/season/:season', (request: Request) =>
    service.queries.season(
      parseId(request.params.id ?? ''),
      parseSeasonNumber(request.params.season ?? ''),
    ),
  );
  app.get('/tmdb/3/find/:externalId', (request: Request) =>
    service.queries.find(
      request.params.externalId ?? '',
      queryValue(request.query, 'external_source'),
    ),
  );
  app.get('/tmdb/3/movie/now_playing', (request: Request) =>
    service.queries.nowPlaying(parsePage(request.query)),
  );
  app.get('/tmdb/3/tv/on_the_air', (request: Request) =>
    service.queries.onTheAir(parsePage(request.query)),
  );

  for (const media of mediaTypes) {
    app.get(`/tmdb/3/${media}/:id/images`, (request: Request) =>
      service.queries.images(media, parseId(request.params.id ?? '')),
    );
    app.get(`/tmdb/3/${media}/:id/credits`, (request: Request) =>
      service.queries.credits(media, parseId(request.params.id ?? '')),
    );
    app.get(`/tmdb/3/${media}/:id/recommendations`, (request: Request) => {
      const page = parsePage(request.query);
      return service.queries.recommendations(media, parseId(request.params.id ?? ''), page);
    });
    app.get(`/tmdb/3/${media}/:id/watch/providers`, (request: Request) =>
      service.queries.titleWatchProviders(media, parseId(request.params.id ?? '')),
    );
    app.get(`/tmdb/3/${media}/popular`, (request: Request) =>
      service.queries.popular(media, parsePage(request.query)),
    );
    app.get(`/tmdb/3/${media}/top_rated`, (request: Request) =>
      service.queries.topRated(media, parsePage(request.query)),
    );
    app.get(`/tmdb/3/discover/${media}`, (request: Request) =>
      service.queries.discover(media, request.query, parsePage(request.query)),
    );
    app.get(`/tmdb/3/genre/${media}/list`, (request: Request) =>
      service.queries.genreList(media, queryValue(request.query, 'language')),
    );
    app.get(`/tmdb/3/watch/providers/${media}`, (request: Request) =>
      service.queries.watchProviderList(media, queryValue(request.query, 'watch_region')),
    );
  }

  app.get('/tmdb/3/*', () => {
    throw notFound();
  });
}
