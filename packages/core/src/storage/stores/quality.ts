import { defineVersionedStore } from '../versioned-store.ts';
import { isRecord } from './guards.ts';
import { sameShapeVersions } from './same-shape-versions.ts';

export interface QualityStoreData {
  automaticQuality: boolean;
  lastChosenQuality: string | null;
}

function createQuality(): QualityStoreData {
  return { automaticQuality: true, lastChosenQuality: null };
}

function normalizeQuality(data: unknown): QualityStoreData {
  if (!isRecord(data)) return createQuality();
  return {
    automaticQuality: typeof data.automaticQuality === 'boolean' ? data.automaticQuality : true,
    lastChosenQuality: typeof data.lastChosenQuality === 'string' ? data.lastChosenQuality : null,
  };
}

export const qualityStore = defineVersionedStore<QualityStoreData>({
  key: '__MW::quality',
  versions: sameShapeVersions(1, normalizeQuality, createQuality),
  isValid: isRecord,
});
