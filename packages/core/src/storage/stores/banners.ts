import { defineVersionedStore } from '../versioned-store.ts';
import { isArrayOf, isRecord } from './guards.ts';

/** Banner ids the viewer chose to ignore for good. */
export interface BannersStoreData {
  ignoredBannerIds: string[];
}

export const bannersStore = defineVersionedStore<BannersStoreData>({
  key: '__MW::banners',
  versions: [{ version: 0, create: () => ({ ignoredBannerIds: [] }) }],
  isValid: (state) =>
    isRecord(state) && isArrayOf(state.ignoredBannerIds, (id) => typeof id === 'string'),
});
