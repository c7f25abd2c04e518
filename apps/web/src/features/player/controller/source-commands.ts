import type { Stream } from '@screenroom/core';
import { errorStatus, type EmbedRef, type SingleScraperEvents } from '@screenroom/providers';
import type { ScrapeFound, ScrapeRunner } from '../../../shared/clients/providers.ts';
import {
  nextStreamOf,
  originKey,
  positionToKeep,
  streamKey,
  untriedSources,
  type StreamOrigin,
} from '../failover.ts';
import type { PlaybackError } from '../playback-error.ts';
import type { ScrapeProgress } from '../scrape-progress.ts';
import type { CommandContext } from './command-context.ts';
import type { EmbedChoice, SourcesState, StreamLabel } from '../store/sources-slice.ts';
import type { PlaybackCommands } from './playback-commands.ts';

type ScrapeContext = NonNullable<SourcesState['scrapeContext']>;
type EmbedItem = EmbedChoice['embeds'][number];
type Found = { stream: Stream; origin: StreamOrigin };

export type BeginPlayback = {
  runner: ScrapeRunner;
  media: ScrapeContext['media'];
  /** The run's progress when it found its stream. */
  progress: ScrapeProgress;
  found: ScrapeFound;
  startAt: number;
};

export function createSourceCommands(
  { store }: CommandContext,
  playbackCommands: PlaybackCommands,
) {
  const state = () => store.getState();

  /** The menu's scrape in flight: choosing again stops it, so exactly one runs at a time. */
  let menuScrape: AbortController | null = null;
  /** The failover's scrapes of further sources; a new title stops them. */
  let failoverScrape: AbortController | null = null;
  /** One failover at a time: a dying stream often raises several errors. */
  let recovering = false;

  function labelOf(stream: Stream, origin: StreamOrigin): StreamLabel {
    return { origin, type: stream.type };
  }

  /** Where the viewer is, so a new stream starts there instead of at the beginning. */
  function currentPosition(): number {
    const s = state();
    return positionToKeep(s.progress.time, s.startedAt);
  }

  /** Starts `stream` on the same display, so volume, speed and fullscreen carry over. */
  function play(stream: Stream, origin: StreamOrigin, time: number): void {
    state().setPlayingStream(stream, origin, time);
    playbackCommands.loadStream(stream, time);
  }

  /** Progress events of one scraper, filed under `itemId` (an embed's item id differs from its scraper id). */
  function progressEvents(itemId: string): SingleScraperEvents {
    return {
      update: (event) =>
        state().dispatchScrape({ type: 'update', event: { ...event, id: itemId } }),
    };
  }

  /** Files a source's embeds under it in the progress; item ids follow the run's own scheme. */
  function discoverEmbeds(sourceId: string, refs: readonly EmbedRef[]): EmbedItem[] {
    const items = refs.map((ref, index) => ({
      id: `${sourceId}-${index}`,
      embedScraperId: ref.embedId,
      url: ref.url,
    }));
    state().dispatchScrape({
      type: 'discoverEmbeds',
      event: { sourceId, embeds: items.map(({ id, embedScraperId }) => ({ id, embedScraperId })) },
    });
    return items;
  }

  async function scrapeSource(context: ScrapeContext, sourceId: string, signal: AbortSignal) {
    state().dispatchScrape({ type: 'start', id: sourceId });
    const result = await context.runner.runSource(
      sourceId,
      context.media,
      progressEvents(sourceId),
      signal,
    );
    state().setOriginStreams(sourceId, result.streams);
    return result;
  }

  async function scrapeEmbed(
    context: ScrapeContext,
    sourceId: string,
    embed: EmbedItem,
    signal: AbortSignal,
  ): Promise<Stream[]> {
    state().dispatchScrape({ type: 'start', id: embed.id });
    const streams = await context.runner.runEmbed(
      embed.embedScraperId,
      embed.url,
      progressEvents(embed.id),
      signal,
    );
    state().setOriginStreams(embed.id, streams);
    return streams;
  }

  /**
   * A source the failover has not tried: its first stream that has not failed, else the first of
   * its embeds that yields one. Null when it has nothing (its status says why).
   */
  async function firstPlayableOf(
    context: ScrapeContext,
    sourceId: string,
    signal: AbortSignal,
  ): Promise<Found | null> {
    let result;
    try {
      result = await scrapeSource(context, sourceId, signal);
    } catch {
      return null;
    }
    const origin: StreamOrigin = { sourceId, embedItemId: null };
    const direct = nextStreamOf(result.streams, origin, state().failedStreams);
    if (direct) return { stream: direct, origin };
    for (const embed of discoverEmbeds(sourceId, result.embeds)) {
      signal.throwIfAborted();
      try {
        const streams = await scrapeEmbed(context, sourceId, embed, signal);
        const embedOrigin: StreamOrigin = { sourceId, embedItemId: embed.id };
        const stream = nextStreamOf(streams, embedOrigin, state().failedStreams);
        if (stream) return { stream, origin: embedOrigin };
      } catch {
        // Reported on the embed's own line; the next embed may still play.
      }
    }
    return null;
  }

  function moveOn(from: StreamLabel, to: Found, time: number): void {
    play(to.stream, to.origin, time);
    state().setFailoverNotice({ from, to: labelOf(to.stream, to.origin) });
  }

  /**
   * The playing stream failed: the next stream of the same source, else the next source never
   * tried, at the same position; the error screen only when nothing is left.
   */
  async function recover(error: PlaybackError): Promise<void> {
    const s = state();
    const failed = s.source;
    if (!failed) return;
    const origin = s.origin ?? { sourceId: s.sourceId ?? '', embedItemId: null };
    const from = labelOf(failed, origin);
    const time = currentPosition();
    s.addFailure(streamKey(origin, failed.id), { label: from, error });

    const sibling = nextStreamOf(
      state().originStreams[originKey(origin)] ?? [],
      origin,
      state().failedStreams,
    );
    if (sibling) return moveOn(from, { stream: sibling, origin }, time);

    const context = s.scrapeContext;
    if (context) {
      failoverScrape?.abort();
      const controller = new AbortController();
      failoverScrape = controller;
      for (const sourceId of untriedSources(state().scrapeProgress)) {
        const found = await firstPlayableOf(context, sourceId, controller.signal).catch(() => null);
        // A new title, or the viewer chose a stream while this ran: theirs stands.
        if (!isCurrent(controller.signal, context) || state().source !== failed) return;
        if (found) return moveOn(from, found, time);
      }
    }
    // Nothing left: the error screen, without a notice about a stream that failed as well.
    state().setFailoverNotice(null);
    state().setPlaybackError(error);
  }

  /**
   * Whether an answer still matters: not stopped, and the player is still on the title it was asked
   * for (leaving the title clears the context).
   */
  function isCurrent(signal: AbortSignal, context: ScrapeContext): boolean {
    return !signal.aborted && state().scrapeContext === context;
  }

  /** Starts a menu scrape of `id`, stopping the one before it. */
  function startMenuScrape(id: string): AbortSignal {
    menuScrape?.abort();
    menuScrape = new AbortController();
    const s = state();
    s.setMenuBusy(id);
    s.setMenuMessage(null);
    return menuScrape.signal;
  }

  function endMenuScrape(message: SourcesState['menuMessage'] = null): void {
    const s = state();
    s.setMenuBusy(null);
    s.setMenuMessage(message);
  }

  /** The viewer's own pick: played from where they are, and the menu closes. */
  function playChosen(stream: Stream, origin: StreamOrigin): void {
    const s = state();
    s.forgetFailure(streamKey(origin, stream.id));
    s.setFailoverNotice(null);
    play(stream, origin, currentPosition());
    s.closeSettings();
  }

  function failureMessage(error: unknown): 'noStream' | 'failed' {
    return errorStatus(error) === 'notfound' ? 'noStream' : 'failed';
  }

  async function runChosenEmbed(
    context: ScrapeContext,
    sourceId: string,
    embed: EmbedItem,
    signal: AbortSignal,
  ): Promise<void> {
    try {
      const streams = await scrapeEmbed(context, sourceId, embed, signal);
      if (!isCurrent(signal, context)) return;
      const first = streams[0];
      if (!first) return endMenuScrape({ id: embed.id, kind: 'noStream' });
      endMenuScrape();
      playChosen(first, { sourceId, embedItemId: embed.id });
    } catch (error) {
      if (isCurrent(signal, context)) endMenuScrape({ id: embed.id, kind: failureMessage(error) });
    }
  }

  /** Source menu, embed list and failover: which stream plays, and what happens when it fails. */
  const sourceCommands = {
    /**
     * The run found a stream: it becomes the playing one and the run's sources what the menu lists.
     * The player view loads it when it mounts.
     */
    beginPlayback({ runner, media, progress, found, startAt }: BeginPlayback): void {
      menuScrape?.abort();
      failoverScrape?.abort();
      recovering = false;
      const s = state();
      s.startSources({ runner, media }, progress);
      const embedItemId = found.embedId
        ? (progress.items[found.sourceId]?.children.find((id) => {
            const item = progress.items[id];
            return item?.status === 'success' && item.scraperId === found.embedId;
          }) ?? null)
        : null;
      const origin: StreamOrigin = { sourceId: found.sourceId, embedItemId };
      s.setOriginStreams(originKey(origin), found.streams);
      s.setPlayingStream(found.stream, origin, startAt);
    },

    /** The playing stream failed (an error, or the stall watchdog): move on, or show the error. */
    async recoverPlayback(error: PlaybackError): Promise<void> {
      const s = state();
      if (recovering || s.status !== 'playing' || !s.source) return;
      recovering = true;
      try {
        await recover(error);
      } finally {
        recovering = false;
      }
    },

    /** Another stream of a source whose streams are known, such as the library's MP4 beside its HLS. */
    chooseStream(origin: StreamOrigin, streamId: string): void {
      const stream = state().originStreams[originKey(origin)]?.find((s) => s.id === streamId);
      if (!stream) return;
      menuScrape?.abort();
      endMenuScrape();
      const s = state();
      const sameOrigin = s.origin !== null && originKey(s.origin) === originKey(origin);
      if (sameOrigin && s.source?.id === stream.id && s.status === 'playing') {
        s.closeSettings();
        return;
      }
      playChosen(stream, origin);
    },

    /**
     * Runs just this source's scraper. A stream plays at once; a single embed is scraped at once;
     * several are listed on /source/embeds to choose from.
     */
    async chooseSource(sourceId: string): Promise<void> {
      const context = state().scrapeContext;
      if (!context) return;
      const signal = startMenuScrape(sourceId);
      state().setEmbedChoice(null);
      let result;
      try {
        result = await scrapeSource(context, sourceId, signal);
      } catch (error) {
        if (isCurrent(signal, context))
          endMenuScrape({ id: sourceId, kind: failureMessage(error) });
        return;
      }
      if (!isCurrent(signal, context)) return;
      const first = result.streams[0];
      if (first) {
        endMenuScrape();
        playChosen(first, { sourceId, embedItemId: null });
        return;
      }
      const embeds = discoverEmbeds(sourceId, result.embeds);
      const only = embeds.length === 1 ? embeds[0] : undefined;
      if (only) return runChosenEmbed(context, sourceId, only, signal);
      if (embeds.length === 0) return endMenuScrape({ id: sourceId, kind: 'noEmbeds' });
      endMenuScrape();
      state().setEmbedChoice({ sourceId, embeds });
      state().openSettings('/source/embeds');
    },

    /** One embed of the list on /source/embeds: scraped, then played. */
    async chooseEmbed(itemId: string): Promise<void> {
      const s = state();
      const context = s.scrapeContext;
      const choice = s.embedChoice;
      const embed = choice?.embeds.find((e) => e.id === itemId);
      if (!context || !choice || !embed) return;
      const signal = startMenuScrape(itemId);
      await runChosenEmbed(context, choice.sourceId, embed, signal);
    },

    dismissFailoverNotice(): void {
      state().setFailoverNotice(null);
    },

    /** The player is going away: the menu's and the failover's scrapes stop. */
    stopScrapes(): void {
      menuScrape?.abort();
      failoverScrape?.abort();
    },
  };
  return sourceCommands;
}

export type SourceCommands = ReturnType<typeof createSourceCommands>;
