import type { Stream } from '@screenroom/core';
import { makeProviders, type ProvidersOptions } from './providers.ts';
import type { RunAllOptions, RunOutput } from './run-all.ts';
import type { Embed, Sourcerer, SourcererOutput } from './scraper.ts';
import { validateStreams } from './validate-stream.ts';

/**
 * What a run found: the stream to play, and every playable stream of the source (or embed) that
 * gave it, in the source's order, so the player can offer or fall back to the others.
 */
export type FoundWithSiblings = RunOutput & { streams: Stream[] };

/** Streams a run's scrapers returned: by source id, and each embed's in the order they ran. */
type Yields = { sources: Map<string, Stream[]>; embeds: Stream[][] };

const quiet = () => undefined;

/**
 * The framework's run stops at the first stream it can play and reports only that one; these
 * wrappers keep what each scraper returned, so the player also learns the source's other streams
 * (the library's MP4 beside its HLS) without asking the source a second time.
 */
function recordingSource(source: Sourcerer, yields: Yields): Sourcerer {
  const keep = (output: SourcererOutput) => {
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
function withSiblings(found: RunOutput, siblings: Stream[] | undefined): FoundWithSiblings {
  const streams = (siblings ?? []).map((s) => (s.id === found.stream.id ? found.stream : s));
  return {
    ...found,
    streams: streams.includes(found.stream) ? streams : [found.stream, ...streams],
  };
}

/**
 * `runAll` over recording copies of the given scrapers (one set per run, so two runs never mix
 * up what they found), answering the found stream with its siblings. Used wherever sources run:
 * the browser and our server.
 */
export async function runAllWithSiblings(
  options: ProvidersOptions & { sources: readonly Sourcerer[]; embeds: readonly Embed[] },
  runOptions: RunAllOptions,
): Promise<FoundWithSiblings | null> {
  const yields: Yields = { sources: new Map(), embeds: [] };
  const recording = makeProviders({
    ...options,
    sources: options.sources.map((s) => recordingSource(s, yields)),
    embeds: options.embeds.map((e) => recordingEmbed(e, yields)),
  });
  const found = await recording.runAll(runOptions);
  if (!found) return null;
  // A run stops at the first embed that plays, so the last embed recorded is the one that did.
  const embedStreams = found.embedId ? yields.embeds.at(-1) : undefined;
  return withSiblings(found, embedStreams ?? yields.sources.get(found.sourceId));
}
