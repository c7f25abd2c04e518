import {
  replaceStreamCdn,
  type CdnReplacement,
  type ScrapeLocation,
  type Stream,
} from '@screenroom/core';
import {
  defaultEmbeds,
  defaultSources,
  makeProviders,
  makeStandardFetcher,
  runAllWithSiblings,
  type Embed,
  type EmbedRef,
  type Fetcher,
  type FoundWithSiblings,
  type RunnerEvents,
  type ScrapeMedia,
  type SingleScraperEvents,
  type Sourcerer,
  type SourcesConfig,
} from '@screenroom/providers';
import { appConfig } from '../config.ts';
import { takeEarlyAnswer } from './library-prefetch.ts';
import { serverSessionHeaders } from './server-access.ts';
import { createServerRunner } from './server-scrape.ts';

/** How one run orders its sources; absent, the framework's own ranks decide. */
export interface ScrapeRunOptions {
  sourceOrder?: string[];
}

/**
 * What a run found: the stream to play, and every playable stream of the source (or embed) that
 * gave it, in the source's order, so the player can offer or fall back to the others.
 */
export type ScrapeFound = FoundWithSiblings;

/** One source scraped on its own: its playable streams, or the embeds to scrape next. */
export type SourceScrape = { streams: Stream[]; embeds: EmbedRef[] };

/** What the player needs from the source framework, wherever the sources run; tests hand in a fake. */
export interface ScrapeRunner {
  /** Every source in order until one yields a stream (null when none does). */
  run(
    media: ScrapeMedia,
    events: RunnerEvents,
    signal: AbortSignal,
    options?: ScrapeRunOptions,
  ): Promise<ScrapeFound | null>;
  /** Just the source `id`; rejects with the framework's NotFoundError or ScrapeFailureError. */
  runSource(
    id: string,
    media: ScrapeMedia,
    events: SingleScraperEvents,
    signal: AbortSignal,
  ): Promise<SourceScrape>;
  /** One embed of a source, by its scraper id and the url the source gave. */
  runEmbed(
    embedScraperId: string,
    url: string,
    events: SingleScraperEvents,
    signal: AbortSignal,
  ): Promise<Stream[]>;
  /** Display name of a source or embed scraper, or the id itself when it is unknown. */
  scraperName(id: string): string;
}

/**
 * Requests straight from this page, for hosts that answer a browser. The library's request the
 * player route sent as it opened is taken instead of asking again (library-prefetch.ts).
 */
export const directFetcher = makeStandardFetcher(
  (input, init) => takeEarlyAnswer(input, init) ?? fetch(input, init),
);

/** What the shipped sources know in this browser: the operator's settings and the viewer's own. */
export function browserSourcesConfig(jellyfin?: SourcesConfig['jellyfin']): SourcesConfig {
  return {
    libraryBaseUrl: appConfig.backendUrl,
    // Only a server that keeps its library to accounts hears of the viewer's session.
    ...(appConfig.access === 'accounts' ? { libraryHeaders: serverSessionHeaders } : {}),
    ...(appConfig.archiveUrl ? { archiveUrl: appConfig.archiveUrl } : {}),
    stremioAddons: appConfig.stremioAddons,
    ...(jellyfin ? { jellyfin } : {}),
  };
}

/** The sources we ship, highest rank first; listing them runs no scraper and fetches nothing. */
export function listProviderSources(): { id: string; name: string }[] {
  const providers = makeProviders({
    fetcher: directFetcher,
    sourcesConfig: browserSourcesConfig(),
  });
  return providers.listSources().map(({ id, name }) => ({ id, name }));
}

export type BrowserRunnerOptions = {
  sourcesConfig?: SourcesConfig;
  /** For hosts a browser cannot reach itself; see provider-fetchers.ts. */
  proxiedFetcher?: Fetcher;
  /** Replace the shipped scrapers, for tests. */
  sources?: Sourcerer[];
  embeds?: Embed[];
};

/**
 * Scrapers run in this browser: our server and the viewer's Jellyfin are asked directly, other
 * hosts through `proxiedFetcher`.
 */
export function createBrowserRunner(options: BrowserRunnerOptions = {}): ScrapeRunner {
  const config = options.sourcesConfig ?? browserSourcesConfig();
  const deps = {
    fetcher: directFetcher,
    ...(options.proxiedFetcher ? { proxiedFetcher: options.proxiedFetcher } : {}),
    sources: options.sources ?? defaultSources(config),
    embeds: options.embeds ?? defaultEmbeds(config),
  };
  const providers = makeProviders(deps);
  const names = new Map(
    [...providers.listSources(), ...providers.listEmbeds()].map((info) => [info.id, info.name]),
  );
  return {
    run: (media, events, signal, runOptions = {}) =>
      runAllWithSiblings(deps, { media, events, signal, ...runOptions }),
    runSource: async (id, media, events, signal) => {
      const output = await providers.runSourceScraper({ id, media, events, signal });
      return { streams: output.stream, embeds: output.embeds };
    },
    runEmbed: async (embedScraperId, url, events, signal) => {
      const output = await providers.runEmbedScraper({ id: embedScraperId, url, events, signal });
      return output.stream;
    },
    scraperName: (id) => names.get(id) ?? id,
  };
}

/**
 * Every stream a runner hands the player, with the operator's CDN rules applied, so the player
 * only ever sees the URLs it should load.
 */
export function withCdnReplacements(
  runner: ScrapeRunner,
  rules: readonly CdnReplacement[],
): ScrapeRunner {
  if (rules.length === 0) return runner;
  const replace = (stream: Stream) => replaceStreamCdn(stream, rules);
  return {
    run: async (...args) => {
      const found = await runner.run(...args);
      if (!found) return null;
      const stream = replace(found.stream);
      // The found stream stays the very object among its siblings.
      const streams = found.streams.map((s) => (s === found.stream ? stream : replace(s)));
      return { ...found, stream, streams };
    },
    runSource: async (...args) => {
      const output = await runner.runSource(...args);
      return { ...output, streams: output.streams.map(replace) };
    },
    runEmbed: async (...args) => (await runner.runEmbed(...args)).map(replace),
    scraperName: (id) => runner.scraperName(id),
  };
}

export type ProviderRunnerOptions = {
  location: ScrapeLocation;
  /** The viewer's Jellyfin, when they gave one. */
  jellyfin?: SourcesConfig['jellyfin'];
  proxiedFetcher: Fetcher;
};

/**
 * The player's runner: on our server when the viewer chose so, else in this browser (the
 * extension, when active, reaches other hosts through `proxiedFetcher`).
 */
export function createProviderRunner(options: ProviderRunnerOptions): ScrapeRunner {
  const runner =
    options.location === 'server'
      ? createServerRunner({
          baseUrl: appConfig.backendUrl,
          ...(options.jellyfin ? { credentials: { jellyfin: options.jellyfin } } : {}),
        })
      : createBrowserRunner({
          sourcesConfig: browserSourcesConfig(options.jellyfin),
          proxiedFetcher: options.proxiedFetcher,
        });
  return withCdnReplacements(runner, appConfig.cdnReplacements);
}
