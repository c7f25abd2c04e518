import type { StateCreator } from 'zustand';
import type { PlayerState } from './player-store.ts';

export type PlaybackProgress = {
  time: number;
  duration: number;
  /** Seconds buffered ahead from the start, for the seek bar. */
  buffered: number;
  /** Where the seek thumb is while the viewer drags it, in seconds. */
  draggingTime: number;
};

export type ProgressSlice = {
  progress: PlaybackProgress;
  setTime: (time: number) => void;
  setDuration: (duration: number) => void;
  setBuffered: (buffered: number) => void;
  setDraggingTime: (draggingTime: number) => void;
};

export const initialProgress: PlaybackProgress = {
  time: 0,
  duration: 0,
  buffered: 0,
  draggingTime: 0,
};

/** A new title starts at zero. */
export const resetProgressSlice = (): Partial<PlayerState> => ({ progress: initialProgress });

export const createProgressSlice: StateCreator<PlayerState, [], [], ProgressSlice> = (set) => ({
  progress: initialProgress,
  setTime: (time) => set((s) => ({ progress: { ...s.progress, time } })),
  setDuration: (duration) => set((s) => ({ progress: { ...s.progress, duration } })),
  setBuffered: (buffered) => set((s) => ({ progress: { ...s.progress, buffered } })),
  setDraggingTime: (draggingTime) => set((s) => ({ progress: { ...s.progress, draggingTime } })),
});
