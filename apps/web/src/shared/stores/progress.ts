import { enqueue } from '@screenroom/core';
import type {
  MediaType,
  ProgressMediaItem,
  ProgressQueueItem,
  WatchProgress,
} from '@screenroom/core';
import { progressStore } from '@screenroom/core';
import { configuredLegacyIdLookup } from '../storage/legacy-id-lookup.ts';
import { createPersistedStore } from '../storage/persisted-store.ts';
import { updateQueueActions, type UpdateQueueSlice } from './update-queue-slice.ts';

/** Pending change for the backend, kept until the sync engine sends it. */
export type ProgressUpdateItem = ProgressQueueItem;

export interface ProgressUpdateMeta {
  tmdbId: string;
  title: string;
  year?: number;
  poster?: string;
  type: MediaType;
  season?: { id: string; number: number; title: string };
  episode?: { id: string; number: number; title: string };
}

export interface ProgressUpdate {
  meta: ProgressUpdateMeta;
  progress: WatchProgress;
}

export interface ProgressState extends UpdateQueueSlice<ProgressUpdateItem> {
  items: Record<string, ProgressMediaItem>;
  updateProgress: (update: ProgressUpdate) => void;
  removeProgress: (tmdbId: string) => void;
  replaceItems: (items: Record<string, ProgressMediaItem>) => void;
  clear: () => void;
}

type ProgressData = Pick<ProgressState, 'items' | 'updateQueue'>;

function supersedes(next: Omit<ProgressUpdateItem, 'id'>, pending: ProgressUpdateItem): boolean {
  return (
    pending.action === 'upsert' &&
    pending.tmdbId === next.tmdbId &&
    pending.episodeId === next.episodeId
  );
}

/** Pure: the state after recording one progress report from the player. */
export function applyProgressUpdate(
  state: ProgressData,
  { meta, progress }: ProgressUpdate,
  now: number,
): ProgressData {
  const queued: Omit<ProgressUpdateItem, 'id'> = {
    action: 'upsert',
    tmdbId: meta.tmdbId,
    title: meta.title,
    year: meta.year,
    poster: meta.poster,
    type: meta.type,
    progress: { ...progress },
    episodeId: meta.episode?.id,
    seasonId: meta.season?.id,
    seasonNumber: meta.season?.number,
    episodeNumber: meta.episode?.number,
  };
  const existing = state.items[meta.tmdbId];
  const base: ProgressMediaItem = existing ?? {
    type: meta.type,
    title: meta.title,
    year: meta.year,
    poster: meta.poster,
    updatedAt: now,
    seasons: {},
    episodes: {},
  };
  let item: ProgressMediaItem = { ...base, updatedAt: now };
  if (meta.type === 'movie') {
    item = { ...item, progress: { ...progress } };
  } else if (meta.season && meta.episode) {
    const season = meta.season;
    const episode = meta.episode;
    item = {
      ...item,
      seasons: {
        ...item.seasons,
        [season.id]: { id: season.id, number: season.number, title: season.title },
      },
      episodes: {
        ...item.episodes,
        [episode.id]: {
          id: episode.id,
          number: episode.number,
          title: episode.title,
          seasonId: season.id,
          updatedAt: now,
          progress: { ...progress },
        },
      },
    };
  }
  return {
    items: { ...state.items, [meta.tmdbId]: item },
    // A newer report of the same title or episode supersedes a pending one, so a long offline
    // session queues one change per episode, not one every 3 seconds.
    updateQueue: enqueue(
      state.updateQueue.filter((u) => !supersedes(queued, u)),
      queued as ProgressUpdateItem,
    ),
  };
}

/** Pure: the state after deleting a title locally and queueing the delete for the backend. */
export function applyProgressRemoval(state: ProgressData, tmdbId: string): ProgressData {
  const items = { ...state.items };
  delete items[tmdbId];
  return {
    items,
    updateQueue: enqueue(state.updateQueue, { action: 'delete', tmdbId }),
  };
}

export const useProgressStore = createPersistedStore<ProgressState>()(
  progressStore,
  (set) => ({
    updateProgress: (update) => set((s) => applyProgressUpdate(s, update, Date.now())),
    removeProgress: (tmdbId) => set((s) => applyProgressRemoval(s, tmdbId)),
    replaceItems: (items) => set({ items }),
    clear: () => set({ items: {}, updateQueue: [] }),
    ...updateQueueActions<ProgressUpdateItem>(set),
  }),
  { lookupLegacyId: configuredLegacyIdLookup(), followOtherTabs: true },
);
