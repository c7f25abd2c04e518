import type { QualityKey, Stream } from '@screenroom/core';
import type { StateCreator } from 'zustand';
import type { PlayerMeta } from '../player-meta.ts';
import type { PlayerState } from './player-store.ts';

export type SourceState = {
  source: Stream | null;
  sourceId: string | null;
  qualities: QualityKey[];
  currentQuality: QualityKey | null;
  meta: PlayerMeta | null;
};

export type SourceSlice = SourceState & {
  setSource: (source: Stream, sourceId: string) => void;
  setQualities: (qualities: QualityKey[]) => void;
  setCurrentQuality: (quality: QualityKey | null) => void;
  setMeta: (meta: PlayerMeta, status?: PlayerState['status']) => void;
};

export const initialSourceState: SourceState = {
  source: null,
  sourceId: null,
  qualities: [],
  currentQuality: null,
  meta: null,
};

export const resetSourceSlice = (): Partial<PlayerState> => initialSourceState;

export const createSourceSlice: StateCreator<PlayerState, [], [], SourceSlice> = (set) => ({
  ...initialSourceState,
  // Having a source means the player is playing it.
  setSource: (source, sourceId) => set({ source, sourceId, status: 'playing' }),
  setQualities: (qualities) => set({ qualities }),
  setCurrentQuality: (currentQuality) => set({ currentQuality }),
  setMeta: (meta, status) => set(status === undefined ? { meta } : { meta, status }),
});
