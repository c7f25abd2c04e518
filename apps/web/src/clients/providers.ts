import {
  makeProviders,
  makeStandardFetcher,
  type RunnerEvents,
  type RunOutput,
  type ScrapeMedia,
  type Sourcerer,
} from '@screenroom/providers';
import { appConfig } from '../config.ts';

/** How one run orders its sources; absent, the framework's own ranks decide. */
export interface ScrapeRunOptions {
  sourceOrder?: string[];
}

/** What the player needs from the source framework; tests hand in a fake. */
export interface ScrapeRunner {
  run(
    media: ScrapeMedia,
    events: RunnerEvents,
    signal: AbortSignal,
    options?: ScrapeRunOptions,
  ): Promise<RunOutput | null>;
  /** Display name of a source or embed scraper, or the id itself when it is unknown. */
  scraperName(id: string): string;
}

/**
 * Scrapers run in the browser; the library source asks our own server (same origin by default).
 * `sources` replaces the shipped ones, for tests.
 */
export function createProviderRunner(sources?: Sourcerer[]): ScrapeRunner {
  const providers = makeProviders({
    fetcher: makeStandardFetcher((input, init) => fetch(input, init)),
    libraryBaseUrl: appConfig.backendUrl,
    ...(sources ? { sources } : {}),
  });
  const names = new Map(
    [...providers.listSources(), ...providers.listEmbeds()].map((info) => [info.id, info.name]),
  );
  return {
    run: (media, events, signal, options = {}) =>
      providers.runAll({ media, events, signal, ...options }),
    scraperName: (id) => names.get(id) ?? id,
  };
}
