import type { Stream } from '@screenroom/core';
import type { ScrapeMedia } from '@screenroom/providers';
import type { StateCreator } from 'zustand';
import type { ScrapeRunner } from '../../../shared/clients/providers.ts';
import type { StreamOrigin } from '../failover.ts';
import type { PlaybackError } from '../playback-error.ts';
import {
  emptyScrapeProgress,
  scrapeProgressReducer,
  type ScrapeAction,
  type ScrapeProgress,
} from '../scrape-progress.ts';
import type { PlayerState } from './player-store.ts';

/** The source menu's own messages: nothing for this title, no embeds to choose, or a failure. */
export type SourceMenuMessage = 'noStream' | 'noEmbeds' | 'failed';

/** Embeds a chosen source offered, for the embed list (item ids as in the scrape progress). */
export type EmbedChoice = {
  sourceId: string;
  embeds: { id: string; embedScraperId: string; url: string }[];
};

/** A stream as the viewer knows it: which source, and HLS or a file. */
export type StreamLabel = { origin: StreamOrigin; type: Stream['type'] };

/** Shown once playback moved on by itself from a stream that failed. */
export type FailoverNotice = { from: StreamLabel; to: StreamLabel };

export type StreamFailure = { label: StreamLabel; error: PlaybackError };

export type SourcesState = {
  /** The runner and media of this title, so the source menu can run one scraper on its own. */
  scrapeContext: { runner: ScrapeRunner; media: ScrapeMedia } | null;
  /** Every source of the run with its status, embeds nested; menu scrapes update it too. */
  scrapeProgress: ScrapeProgress;
  /** Streams known per origin (source id, or embed item id), in the source's order. */
  originStreams: Record<string, Stream[]>;
  /** Where the playing stream came from. */
  origin: StreamOrigin | null;
  /** Where the playing stream was started, in seconds. */
  startedAt: number;
  /** Streams that failed on this title (streamKey), so failover does not go back to them. */
  failedStreams: string[];
  /** What went wrong with each failed stream, oldest first, for the error screen's details. */
  failures: StreamFailure[];
  /** The source or embed item the menu is scraping, one at a time. */
  menuBusy: string | null;
  menuMessage: { id: string; kind: SourceMenuMessage } | null;
  embedChoice: EmbedChoice | null;
  failoverNotice: FailoverNotice | null;
};

export type SourcesSlice = SourcesState & {
  /** A title's run found its stream: the menu and failover work from this run from now on. */
  startSources: (
    context: NonNullable<SourcesState['scrapeContext']>,
    progress: ScrapeProgress,
  ) => void;
  dispatchScrape: (action: ScrapeAction) => void;
  setOriginStreams: (key: string, streams: Stream[]) => void;
  /** Plays `stream` from `origin`: the source slice's stream and id, and where it came from. */
  setPlayingStream: (stream: Stream, origin: StreamOrigin, startedAt: number) => void;
  addFailure: (key: string, failure: StreamFailure) => void;
  forgetFailure: (key: string) => void;
  setMenuBusy: (id: string | null) => void;
  setMenuMessage: (message: SourcesState['menuMessage']) => void;
  setEmbedChoice: (choice: EmbedChoice | null) => void;
  setFailoverNotice: (notice: FailoverNotice | null) => void;
};

export const initialSourcesState: SourcesState = {
  scrapeContext: null,
  scrapeProgress: emptyScrapeProgress,
  originStreams: {},
  origin: null,
  startedAt: 0,
  failedStreams: [],
  failures: [],
  menuBusy: null,
  menuMessage: null,
  embedChoice: null,
  failoverNotice: null,
};

/** Everything here belongs to one title's run. */
export const resetSourcesSlice = (): Partial<PlayerState> => initialSourcesState;

export const createSourcesSlice: StateCreator<PlayerState, [], [], SourcesSlice> = (set) => ({
  ...initialSourcesState,
  startSources: (scrapeContext, scrapeProgress) =>
    set({ ...initialSourcesState, scrapeContext, scrapeProgress }),
  dispatchScrape: (action) =>
    set((s) => ({ scrapeProgress: scrapeProgressReducer(s.scrapeProgress, action) })),
  setOriginStreams: (key, streams) =>
    set((s) => ({ originStreams: { ...s.originStreams, [key]: streams } })),
  setPlayingStream: (stream, origin, startedAt) =>
    set({
      source: stream,
      sourceId: origin.sourceId,
      origin,
      startedAt,
      status: 'playing',
      error: null,
    }),
  addFailure: (key, failure) =>
    set((s) => ({
      failedStreams: s.failedStreams.includes(key) ? s.failedStreams : [...s.failedStreams, key],
      failures: [...s.failures, failure],
    })),
  forgetFailure: (key) =>
    set((s) => ({ failedStreams: s.failedStreams.filter((failed) => failed !== key) })),
  setMenuBusy: (menuBusy) => set({ menuBusy }),
  setMenuMessage: (menuMessage) => set({ menuMessage }),
  setEmbedChoice: (embedChoice) => set({ embedChoice }),
  setFailoverNotice: (failoverNotice) => set({ failoverNotice }),
});
