import { defineVersionedStore, legacySource } from '../versioned-store.ts';
import { isArrayOf, isRecord, isRecordOf } from './guards.ts';
import { legacyProgressStore } from './legacy-progress.ts';
import type { ProgressStoreData } from './progress-data.ts';
import { renumberQueue } from './queue-ids.ts';

export type { ProgressQueueItem, ProgressStoreData } from './progress-data.ts';

function isProgressItem(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.title === 'string' &&
    isRecord(value.seasons) &&
    isRecord(value.episodes)
  );
}

export const progressStore = defineVersionedStore<ProgressStoreData>({
  key: '__MW::progress',
  versions: [
    {
      version: 0,
      migrate: (data) => {
        if (!isRecord(data)) throw new Error('progress entry is not an object');
        return { items: data.items ?? {}, updateQueue: renumberQueue(data.updateQueue) };
      },
    },
    { version: 1, create: () => ({ items: {}, updateQueue: [] }) },
  ],
  isValid: (state) =>
    isRecord(state) &&
    isRecordOf(state.items, isProgressItem) &&
    isArrayOf(state.updateQueue, isRecord),
  legacy: legacySource(legacyProgressStore, (legacy) => legacy),
});
