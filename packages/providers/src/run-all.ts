import type { Stream } from '@screenroom/core';
import { errorReason, errorReasonCode, errorStatus } from './errors.ts';
import type { RunnerEvents } from './events.ts';
import type { ScrapeMedia } from './media.ts';
import { orderScrapers } from './order.ts';
import {
  assertScrapableMedia,
  canScrape,
  scrapeEmbed,
  scrapeSource,
  type ScrapeEnv,
  type ValidSourceOutput,
} from './run-scrapers.ts';
import type { Embed, Sourcerer } from './scraper.ts';

export type RunOutput = { sourceId: string; embedId?: string; stream: Stream };

export type RunAllOptions = {
  media: ScrapeMedia;
  sourceOrder?: string[];
  disabledSources?: string[];
  events?: RunnerEvents;
  signal?: AbortSignal;
};

export type RunAllDeps = {
  sources: readonly Sourcerer[];
  embeds: readonly Embed[];
  env: (id: string, events: RunnerEvents | undefined, signal: AbortSignal | undefined) => ScrapeEnv;
};

function reportError(events: RunnerEvents | undefined, id: string, error: unknown): void {
  events?.update?.({
    id,
    percentage: 100,
    status: errorStatus(error),
    error,
    reason: errorReason(error),
    reasonCode: errorReasonCode(error),
  });
}

async function tryEmbeds(
  sourceId: string,
  output: ValidSourceOutput,
  deps: RunAllDeps,
  opts: RunAllOptions,
): Promise<RunOutput | null> {
  const refs = output.embeds.map((ref, index) => ({ ...ref, id: `${sourceId}-${index}` }));
  opts.events?.discoverEmbeds?.({
    sourceId,
    embeds: refs.map((ref) => ({ id: ref.id, embedScraperId: ref.embedId })),
  });
  for (const ref of refs) {
    opts.signal?.throwIfAborted();
    const embed = deps.embeds.find((e) => e.id === ref.embedId);
    if (!embed) continue;
    opts.events?.start?.(ref.id);
    try {
      const result = await scrapeEmbed(embed, ref.url, deps.env(ref.id, opts.events, opts.signal));
      const stream = result.stream[0];
      if (stream) {
        opts.events?.update?.({ id: ref.id, percentage: 100, status: 'success' });
        return { sourceId, embedId: embed.id, stream };
      }
    } catch (error) {
      opts.signal?.throwIfAborted();
      reportError(opts.events, ref.id, error);
    }
  }
  return null;
}

/**
 * Tries every source in order until one yields a stream, directly or through one of its embeds.
 * An abort rejects with the signal's reason instead of being reported as a source failure.
 */
export async function runAll(deps: RunAllDeps, opts: RunAllOptions): Promise<RunOutput | null> {
  assertScrapableMedia(opts.media);
  const sources = orderScrapers(deps.sources, opts.sourceOrder, opts.disabledSources).filter((s) =>
    canScrape(s, opts.media),
  );
  opts.events?.init?.({ sourceIds: sources.map((s) => s.id) });
  for (const source of sources) {
    opts.signal?.throwIfAborted();
    opts.events?.start?.(source.id);
    let output: ValidSourceOutput;
    try {
      output = await scrapeSource(
        source,
        opts.media,
        deps.embeds,
        deps.env(source.id, opts.events, opts.signal),
      );
    } catch (error) {
      opts.signal?.throwIfAborted();
      reportError(opts.events, source.id, error);
      continue;
    }
    opts.events?.update?.({ id: source.id, percentage: 100, status: 'success' });
    const direct = output.stream[0];
    if (direct) return { sourceId: source.id, stream: direct };
    const viaEmbed = await tryEmbeds(source.id, output, deps, opts);
    if (viaEmbed) return viaEmbed;
  }
  return null;
}
