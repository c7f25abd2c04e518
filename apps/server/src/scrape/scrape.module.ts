import { parseCdnReplacements, parseDisallowedMedia, type PublicConfig } from '@screenroom/core';
import type { Embed, FetchLike, Sourcerer, SourcesConfig } from '@screenroom/providers';
import type { FastifyInstance } from 'fastify';
import { accessGuard } from '../accounts/access-guard.ts';
import type { AppContext } from '../app-context.ts';
import type { Config } from '../config.ts';
import { safeRequesterFor } from '../proxy/proxy.module.ts';
import type { Resolver } from '../proxy/safe-request.ts';
import { scrapedStreamsFor } from '../proxy/scraped-streams.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { AnswerCache, answerCacheOptions } from './answer-cache.ts';
import { cappedFetch, originOf, SCRAPE_MAX_BODY_BYTES, scrapeFetch } from './scrape-fetch.ts';
import { scrapeRoutes } from './scrape.routes.ts';
import { ScrapeService } from './scrape.service.ts';

/** Runs at once per process; each holds little more than a few requests in flight. */
const MAX_CONCURRENT_SCRAPES = 32;

/** What tests replace. */
export interface ScrapeOptions {
  sources?: (config: SourcesConfig) => Sourcerer[];
  embeds?: Embed[];
  /** How the operator's hosts are reached; Node's fetch by default. */
  operatorFetch?: FetchLike;
  /** How other hosts (a viewer's Jellyfin) are reached; the proxy module's safe fetch by default. */
  viewerFetch?: FetchLike;
  /** Name resolution of that safe fetch; tests map their names to loopback addresses. */
  resolver?: Resolver;
  maxConcurrent?: number;
  rateLimiter?: RateLimiter;
  cache?: AnswerCache;
}

function operatorOrigins(config: Pick<Config, 'ARCHIVE_URL' | 'STREMIO_ADDONS'>): Set<string> {
  const urls = [config.ARCHIVE_URL, ...config.STREMIO_ADDONS].filter((url) => url !== '');
  return new Set(urls.map(originOf).filter((origin): origin is string => origin !== null));
}

/**
 * Scraping on our server (`POST /scrape`, `/scrape/source`, `/scrape/embed`, `GET /scrape/sources`)
 * with the operator's sources; the library is read in process.
 */
export function registerScrape(
  app: FastifyInstance,
  ctx: AppContext,
  options: ScrapeOptions = {},
): ScrapeService {
  const cache =
    options.cache ?? new AnswerCache(ctx.infra.cache('scrape-answers', answerCacheOptions));
  let viewerFetch = options.viewerFetch;
  if (!viewerFetch) {
    const requester = safeRequesterFor(ctx.config, options.resolver);
    app.addHook('onClose', async () => requester.close());
    viewerFetch = requester.fetch;
  }
  const fetch = scrapeFetch({
    app,
    operatorOrigins: operatorOrigins(ctx.config),
    // Every answer a source reads is held in memory whole, so each is capped as decoded.
    operatorFetch: cache.wrap(
      cappedFetch(
        options.operatorFetch ?? ((url, init) => globalThis.fetch(url, init)),
        SCRAPE_MAX_BODY_BYTES,
      ),
    ),
    viewerFetch: cappedFetch(viewerFetch, SCRAPE_MAX_BODY_BYTES),
  });
  const service = new ScrapeService({
    deployment: { archiveUrl: ctx.config.ARCHIVE_URL, stremioAddons: ctx.config.STREMIO_ADDONS },
    fetch,
    maxConcurrent: options.maxConcurrent ?? MAX_CONCURRENT_SCRAPES,
    ...(options.sources ? { sources: options.sources } : {}),
    ...(options.embeds ? { embeds: options.embeds } : {}),
    warn: (message) => app.log.warn(message),
  });
  // Shared with the other instances when Redis is set, so a client cannot multiply its budget
  // by the number of instances behind the reverse proxy.
  scrapeRoutes(
    app,
    service,
    options.rateLimiter ?? ctx.infra.rateLimiter,
    accessGuard(ctx),
    scrapedStreamsFor(ctx),
  );
  return service;
}

/**
 * Tells the web app what the operator configured for sources: the archive (left out when off)
 * always from ARCHIVE_URL; the addons, CDN rules and removed titles from STREMIO_ADDONS,
 * CDN_REPLACEMENTS and DISALLOWED_IDS when set, else as the web app's own variables gave them
 * (config.ts checks both at start).
 */
export function withScrapeConfig(
  publicConfig: PublicConfig,
  config: Pick<Config, 'ARCHIVE_URL' | 'STREMIO_ADDONS' | 'CDN_REPLACEMENTS' | 'DISALLOWED_IDS'>,
): PublicConfig {
  const { archiveUrl: _never, ...rest } = publicConfig;
  return {
    ...rest,
    ...(config.ARCHIVE_URL !== '' && { archiveUrl: config.ARCHIVE_URL }),
    ...(config.STREMIO_ADDONS.length > 0 && { stremioAddons: config.STREMIO_ADDONS }),
    ...(config.CDN_REPLACEMENTS.trim() !== '' && {
      cdnReplacements: parseCdnReplacements(config.CDN_REPLACEMENTS),
    }),
    ...(config.DISALLOWED_IDS.trim() !== '' && {
      disallowedMedia: [...parseDisallowedMedia(config.DISALLOWED_IDS)],
    }),
  };
}
