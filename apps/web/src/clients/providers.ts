import {
  makeProviders,
  makeStandardFetcher,
  type RunnerEvents,
  type RunOutput,
  type ScrapeMedia,
} from '@screenroom/providers';
import { appConfig } from '../config.ts';

/** What the player needs from the source framework; tests hand in a fake. */
export interface ScrapeRunner {
  run(media: ScrapeMedia, events: RunnerEvents, signal: AbortSignal): Promise<RunOutput | null>;
  /** Display name of a source or embed scraper, or the id itself when it is unknown. */
  scraperName(id: string): string;
}

/** Scrapers run in the browser; the library source asks our own server (same origin by default). */
export function createProviderRunner(): ScrapeRunner {
  const providers = makeProviders({
    fetcher: makeStandardFetcher((input, init) => fetch(input, init)),
    libraryBaseUrl: appConfig.backendUrl,
  });
  const names = new Map(
    [...providers.listSources(), ...providers.listEmbeds()].map((info) => [info.id, info.name]),
  );
  return {
    run: (media, events, signal) => providers.runAll({ media, events, signal }),
    scraperName: (id) => names.get(id) ?? id,
  };
}
