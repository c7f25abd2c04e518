import { create } from 'zustand';
import {
  createInterfaceSlice,
  resetInterfaceSlice,
  type InterfaceSlice,
} from './interface-slice.ts';
import { createPlayingSlice, resetPlayingSlice, type PlayingSlice } from './playing-slice.ts';
import { createProgressSlice, resetProgressSlice, type ProgressSlice } from './progress-slice.ts';
import { createSourceSlice, resetSourceSlice, type SourceSlice } from './source-slice.ts';
import { createStatusSlice, resetStatusSlice, type StatusSlice } from './status-slice.ts';

type ResetSlice = { reset: () => void };

export type PlayerState = SourceSlice &
  ProgressSlice &
  PlayingSlice &
  InterfaceSlice &
  StatusSlice &
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
];

/** One player on screen at a time, so one store; `reset` clears it between titles. */
export const usePlayerStore = create<PlayerState>()((...a) => {
  const [set] = a;
  return {
    ...createSourceSlice(...a),
    ...createProgressSlice(...a),
    ...createPlayingSlice(...a),
    ...createInterfaceSlice(...a),
    ...createStatusSlice(...a),
    reset: () => set((state) => Object.assign({}, ...sliceResets.map((reset) => reset(state)))),
  };
});
