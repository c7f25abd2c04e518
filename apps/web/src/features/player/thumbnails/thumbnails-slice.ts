import type { StateCreator } from 'zustand';
import type { PlayerState } from '../store/player-store.ts';
import { insertThumbnail, type ThumbnailImage } from './thumbnail-images.ts';

export type ThumbnailsState = {
  /** Seek-bar preview images of the current title, sorted by time. */
  thumbnails: { images: ThumbnailImage[] };
};

export type ThumbnailsSlice = ThumbnailsState & {
  addThumbnail: (image: ThumbnailImage) => void;
};

export const initialThumbnailsState: ThumbnailsState = { thumbnails: { images: [] } };

/** Images belong to one title: a new one starts without any. */
export const resetThumbnailsSlice = (): Partial<PlayerState> => initialThumbnailsState;

export const createThumbnailsSlice: StateCreator<PlayerState, [], [], ThumbnailsSlice> = (set) => ({
  ...initialThumbnailsState,
  addThumbnail: (image) =>
    set((s) => ({ thumbnails: { images: insertThumbnail(s.thumbnails.images, image) } })),
});
