import { errorReason, errorReasonCode, errorStatus, ScrapeFailureError } from './errors.ts';
import type { RunnerEvents, SingleScraperEvents } from './events.ts';
import type { Fetcher } from './fetcher.ts';
import type { ScrapeMedia } from './media.ts';
import { orderScrapers } from './order.ts';
import { runAll, type RunAllOptions, type RunOutput } from './run-all.ts';
import {
  scrapeEmbed,
  scrapeSource,
  type ScrapeEnv,
  type ValidSourceOutput,
} from './run-scrapers.ts';
import type { Embed, EmbedOutput, ScraperInfo, Sourcerer } from './scraper.ts';
import { makeArchiveEmbed, makeArchiveSource } from './sources/archive.ts';
import { makeJellyfinSource } from './sources/jellyfin.ts';
import { makeLibrarySource } from './sources/library.ts';
import { makeStremioSources } from './sources/stremio.ts';
import type { Warn } from './validate-stream.ts';

export type ProvidersOptions = {
  fetcher: Fetcher;
  /** Defaults to `fetcher`, which is right where nothing needs a proxy (on the server). */
  proxiedFetcher?: Fetcher;
  /** Defaults to the sources we ship, configured by `sourcesConfig`. */
  sources?: Sourcerer[];
  /** Defaults to the embeds of the sources we ship, configured by `sourcesConfig`. */
  embeds?: Embed[];
  sourcesConfig?: SourcesConfig;
  warn?: Warn;
};

/** What the shipped sources need to know about this deployment and this viewer. */
export type SourcesConfig = {
  /** Origin of the Screenroom server for the library source; empty means the page's own. */
  libraryBaseUrl?: string;
  /**
   * Headers for the library's requests only, read at each request: a server that keeps its
   * library to accounts wants the viewer's session, which no other source's host may see.
   */
  libraryHeaders?: () => Record<string, string>;
  /** The Internet Archive's origin (`https://archive.org`); its source runs only when set. */
  archiveUrl?: string;
  /** Manifest URLs of the operator's Stremio-protocol addons, one source each, in rank order. */
  stremioAddons?: string[];
  /** The viewer's own Jellyfin server; its source runs only when this is set. */
  jellyfin?: { url: string; apiKey: string };
};

export type RunSourceOptions = {
  id: string;
  media: ScrapeMedia;
  events?: SingleScraperEvents;
  signal?: AbortSignal;
};

export type RunEmbedOptions = {
  id: string;
  url: string;
  events?: SingleScraperEvents;
  signal?: AbortSignal;
};

export type Providers = {
  listSources(): ScraperInfo[];
  listEmbeds(): ScraperInfo[];
  runAll(opts: RunAllOptions): Promise<RunOutput | null>;
  runSourceScraper(opts: RunSourceOptions): Promise<ValidSourceOutput>;
  runEmbedScraper(opts: RunEmbedOptions): Promise<EmbedOutput>;
};

export function defaultSources(config: SourcesConfig = {}): Sourcerer[] {
  return [
    makeLibrarySource(config.libraryBaseUrl ?? '', config.libraryHeaders),
    ...(config.jellyfin ? [makeJellyfinSource(config.jellyfin)] : []),
    ...(config.archiveUrl ? [makeArchiveSource(config.archiveUrl)] : []),
    ...makeStremioSources(config.stremioAddons ?? []),
  ];
}

export function defaultEmbeds(config: SourcesConfig = {}): Embed[] {
  return config.archiveUrl ? [makeArchiveEmbed(config.archiveUrl)] : [];
}

function info(type: ScraperInfo['type']) {
  return (s: Sourcerer | Embed): ScraperInfo => ({ id: s.id, name: s.name, rank: s.rank, type });
}

function assertUniqueIds(scrapers: readonly { id: string }[]): void {
  const seen = new Set<string>();
  for (const { id } of scrapers) {
    if (seen.has(id)) throw new Error(`duplicate scraper id '${id}'`);
    seen.add(id);
  }
}

async function reported<T>(
  id: string,
  events: RunnerEvents | undefined,
  run: () => Promise<T>,
): Promise<T> {
  try {
    const result = await run();
    events?.update?.({ id, percentage: 100, status: 'success' });
    return result;
  } catch (error) {
    events?.update?.({
      id,
      percentage: 100,
      status: errorStatus(error),
      error,
      reason: errorReason(error),
      reasonCode: errorReasonCode(error),
    });
    throw error;
  }
}

export function makeProviders(options: ProvidersOptions): Providers {
  const sources = options.sources ?? defaultSources(options.sourcesConfig);
  const embeds = options.embeds ?? defaultEmbeds(options.sourcesConfig);
  assertUniqueIds([...sources, ...embeds]);
  const warn = options.warn ?? ((message: string) => console.warn(message));

  const env = (
    id: string,
    events: RunnerEvents | undefined,
    signal: AbortSignal | undefined,
  ): ScrapeEnv => ({
    fetcher: options.fetcher,
    proxiedFetcher: options.proxiedFetcher ?? options.fetcher,
    warn,
    progress: (percentage) => events?.update?.({ id, percentage, status: 'pending' }),
    ...(signal ? { signal } : {}),
  });

  const findSource = (id: string): Sourcerer => {
    const source = sources.find((s) => s.id === id && !s.disabled);
    if (!source) throw new ScrapeFailureError('invalid source id');
    return source;
  };
  const findEmbed = (id: string): Embed => {
    const embed = embeds.find((e) => e.id === id && !e.disabled);
    if (!embed) throw new ScrapeFailureError('invalid embed id');
    return embed;
  };

  return {
    listSources: () => orderScrapers(sources).map(info('source')),
    listEmbeds: () => orderScrapers(embeds).map(info('embed')),
    runAll: (opts) => runAll({ sources, embeds, env }, opts),
    runSourceScraper: async ({ id, media, events, signal }) => {
      const source = findSource(id);
      return reported(id, events, () =>
        scrapeSource(source, media, embeds, env(id, events, signal)),
      );
    },
    runEmbedScraper: async ({ id, url, events, signal }) => {
      const embed = findEmbed(id);
      return reported(id, events, () => scrapeEmbed(embed, url, env(id, events, signal)));
    },
  };
}
