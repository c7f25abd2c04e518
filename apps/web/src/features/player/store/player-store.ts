import { createStore, type StoreApi } from 'zustand';
import { createAudioSlice, resetAudioSlice, type AudioSlice } from './audio-slice.ts';
import { createCaptionsSlice, resetCaptionsSlice, type CaptionsSlice } from './captions-slice.ts';
import { createEpisodesSlice, resetEpisodesSlice, type EpisodesSlice } from './episodes-slice.ts';
import {
  createInterfaceSlice,
  resetInterfaceSlice,
  type InterfaceSlice,
} from './interface-slice.ts';
import { createPlayingSlice, resetPlayingSlice, type PlayingSlice } from './playing-slice.ts';
import {
  createPresentationSlice,
  resetPresentationSlice,
  type PresentationSlice,
} from './presentation-slice.ts';
import { createProgressSlice, resetProgressSlice, type ProgressSlice } from './progress-slice.ts';
import { createSourceSlice, resetSourceSlice, type SourceSlice } from './source-slice.ts';
import { createSourcesSlice, resetSourcesSlice, type SourcesSlice } from './sources-slice.ts';
import { createStatusSlice, resetStatusSlice, type StatusSlice } from './status-slice.ts';
import { createViewSlice, resetViewSlice, type ViewSlice } from './view-slice.ts';
import {
  createWatchPartySlice,
  resetWatchPartySlice,
  type WatchPartySlice,
} from './watch-party-slice.ts';
import {
  createThumbnailsSlice,
  resetThumbnailsSlice,
  type ThumbnailsSlice,
} from '../thumbnails/thumbnails-slice.ts';

type ResetSlice = { reset: () => void };

export type PlayerState = SourceSlice &
  ProgressSlice &
  PlayingSlice &
  InterfaceSlice &
  StatusSlice &
  SourcesSlice &
  AudioSlice &
  CaptionsSlice &
  ViewSlice &
  EpisodesSlice &
  ThumbnailsSlice &
  PresentationSlice &
  WatchPartySlice &
  ResetSlice;

/**
 * Each slice says what it keeps when the player moves to another title; a new slice adds its
 * reset here and nowhere else.
 */
const sliceResets: ReadonlyArray<(state: PlayerState) => Partial<PlayerState>> = [
  resetSourceSlice,
  resetProgressSlice,
  resetPlayingSlice,
  resetInterfaceSlice,
  resetStatusSlice,
  resetSourcesSlice,
  resetAudioSlice,
  resetCaptionsSlice,
  resetViewSlice,
  resetEpisodesSlice,
  resetThumbnailsSlice,
  resetPresentationSlice,
  resetWatchPartySlice,
];

/** The state of one player instance (`createPlayer`); `reset` clears it between titles. */
export type PlayerStore = StoreApi<PlayerState>;

/** A fresh store for one player instance; each `createPlayer` makes its own. */
export function createPlayerStore(): PlayerStore {
  return createStore<PlayerState>()((...a) => {
    const [set] = a;
    return {
      ...createSourceSlice(...a),
      ...createProgressSlice(...a),
      ...createPlayingSlice(...a),
      ...createInterfaceSlice(...a),
      ...createStatusSlice(...a),
      ...createSourcesSlice(...a),
      ...createAudioSlice(...a),
      ...createCaptionsSlice(...a),
      ...createViewSlice(...a),
      ...createEpisodesSlice(...a),
      ...createThumbnailsSlice(...a),
      ...createPresentationSlice(...a),
      ...createWatchPartySlice(...a),
      reset: () => set((state) => Object.assign({}, ...sliceResets.map((reset) => reset(state)))),
    };
  });
}
