import { defineVersionedStore } from '../versioned-store.ts';
import { isRecord, withDefaults } from './guards.ts';
import { sameShapeVersions } from './same-shape-versions.ts';

/** The viewer's preferences and their defaults. */
export interface PreferencesStoreData {
  enableThumbnails: boolean;
  enableAutoplay: boolean;
  enableSkipCredits: boolean;
  enableDiscover: boolean;
  enableFeatured: boolean;
  enableDetailsModal: boolean;
  enableImageLogos: boolean;
  enableCarouselView: boolean;
  forceCompactEpisodeView: boolean;
  sourceOrder: string[];
  enableSourceOrder: boolean;
  proxyTmdb: boolean;
  febboxKey: string | null;
  realDebridKey: string | null;
  enableLowPerformanceMode: boolean;
}

export function createPreferences(): PreferencesStoreData {
  return {
    enableThumbnails: false,
    enableAutoplay: true,
    enableSkipCredits: true,
    enableDiscover: true,
    enableFeatured: false,
    enableDetailsModal: false,
    enableImageLogos: true,
    enableCarouselView: false,
    forceCompactEpisodeView: false,
    sourceOrder: [],
    enableSourceOrder: false,
    proxyTmdb: false,
    febboxKey: null,
    realDebridKey: null,
    enableLowPerformanceMode: false,
  };
}

export const preferencesStore = defineVersionedStore<PreferencesStoreData>({
  key: '__MW::preferences',
  versions: sameShapeVersions(
    1,
    (data) => withDefaults(createPreferences(), data),
    createPreferences,
  ),
  isValid: isRecord,
});
