import type { Stream } from '@screenroom/core';
import {
  defaultSources,
  makeProviders,
  makeStandardFetcher,
  validateStreams,
  type Embed,
  type EmbedRef,
  type RunnerEvents,
  type RunOutput,
  type ScrapeMedia,
  type SingleScraperEvents,
  type Sourcerer,
} from '@screenroom/providers';
import { appConfig } from '../config.ts';

/** How one run orders its sources; absent, the framework's own ranks decide. */
export interface ScrapeRunOptions {
  sourceOrder?: string[];
}

/**
 * What a run found: the stream to play, and every playable stream of the source (or embed) that
 * gave it, in the source's order, so the player can offer or fall back to the others.
 */
export type ScrapeFound = RunOutput & { streams: Stream[] };

/** One source scraped on its own: its playable streams, or the embeds to scrape next. */
export type SourceScrape = { streams: Stream[]; embeds: EmbedRef[] };

/** What the player needs from the source framework; tests hand in a fake. */
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

/** Streams a run's scrapers returned: by source id, and each embed's in the order they ran. */
type Yields = { sources: Map<string, Stream[]>; embeds: Stream[][] };

const quiet = () => undefined;

/**
 * The framework's run stops at the first stream it can play and reports only that one; these
 * wrappers keep what each scraper returned, so the player also learns the source's other streams
 * (the library's MP4 beside its HLS) without asking the source a second time.
 */
function recordingSource(source: Sourcerer, yields: Yields): Sourcerer {
  const keep = (output: Awaited<ReturnType<NonNullable<Sourcerer['scrapeMovie']>>>) => {
    // Validated the way the framework validates them; it has already warned about the rest.
    yields.sources.set(source.id, validateStreams(output.stream, quiet));
    return output;
  };
  const { scrapeMovie, scrapeShow } = source;
  return {
    ...source,
    ...(scrapeMovie ? { scrapeMovie: async (ctx) => keep(await scrapeMovie(ctx)) } : {}),
    ...(scrapeShow ? { scrapeShow: async (ctx) => keep(await scrapeShow(ctx)) } : {}),
  };
}

function recordingEmbed(embed: Embed, yields: Yields): Embed {
  return {
    ...embed,
    scrape: async (ctx) => {
      const output = await embed.scrape(ctx);
      yields.embeds.push(validateStreams(output.stream, quiet));
      return output;
    },
  };
}

/**
 * The found stream among its siblings, in the source's order and as the very object the run
 * returned; first when the siblings lack it.
 */
function withSiblings(found: RunOutput, siblings: Stream[] | undefined): ScrapeFound {
  const streams = (siblings ?? []).map((s) => (s.id === found.stream.id ? found.stream : s));
  return {
    ...found,
    streams: streams.includes(found.stream) ? streams : [found.stream, ...streams],
  };
}

/** The sources we ship, highest rank first; listing them runs no scraper and fetches nothing. */
export function listProviderSources(): { id: string; name: string }[] {
  const providers = makeProviders({
    fetcher: makeStandardFetcher((input, init) => fetch(input, init)),
    sourcesConfig: { libraryBaseUrl: appConfig.backendUrl },
  });
  return providers.listSources().map(({ id, name }) => ({ id, name }));
}

/**
 * Scrapers run in the browser; the library source asks our own server (same origin by default).
 * `sources` and `embeds` replace the shipped ones, for tests.
 */
export function createProviderRunner(sources?: Sourcerer[], embeds?: Embed[]): ScrapeRunner {
  const fetcher = makeStandardFetcher((input, init) => fetch(input, init));
  const baseSources = sources ?? defaultSources({ libraryBaseUrl: appConfig.backendUrl });
  const baseEmbeds = embeds ?? [];
  const providers = makeProviders({ fetcher, sources: baseSources, embeds: baseEmbeds });
  const names = new Map(
    [...providers.listSources(), ...providers.listEmbeds()].map((info) => [info.id, info.name]),
  );
  return {
    run: async (media, events, signal, options = {}) => {
      // A recording copy per run, so two runs never mix up what they found.
      const yields: Yields = { sources: new Map(), embeds: [] };
      const recording = makeProviders({
        fetcher,
        sources: baseSources.map((s) => recordingSource(s, yields)),
        embeds: baseEmbeds.map((e) => recordingEmbed(e, yields)),
      });
      const found = await recording.runAll({ media, events, signal, ...options });
      if (!found) return null;
      // A run stops at the first embed that plays, so the last embed recorded is the one that did.
      const embedStreams = found.embedId ? yields.embeds.at(-1) : undefined;
      return withSiblings(found, embedStreams ?? yields.sources.get(found.sourceId));
    },
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
