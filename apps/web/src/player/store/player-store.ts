import { create } from 'zustand';
import { createInterfaceSlice, type InterfaceSlice } from './interface-slice.ts';
import { createPlayingSlice, type PlayingSlice } from './playing-slice.ts';
import { createProgressSlice, type ProgressSlice } from './progress-slice.ts';
import { createSourceSlice, type SourceSlice } from './source-slice.ts';
import { createStatusSlice, type StatusSlice } from './status-slice.ts';

export type PlayerState = SourceSlice & ProgressSlice & PlayingSlice & InterfaceSlice & StatusSlice;

/** One player on screen at a time, so one store; `reset` clears it between titles. */
export const usePlayerStore = create<PlayerState>()((...a) => ({
  ...createSourceSlice(...a),
  ...createProgressSlice(...a),
  ...createPlayingSlice(...a),
  ...createInterfaceSlice(...a),
  ...createStatusSlice(...a),
}));
