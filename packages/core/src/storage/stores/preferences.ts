import { defineVersionedStore } from '../versioned-store.ts';
import { isRecord, withDefaults } from './guards.ts';
import { sameShapeVersions } from './same-shape-versions.ts';

/**
 * Where sources run: `auto` is the extension when it is active, else this browser (other hosts
 * through the viewer's proxy workers or our server's proxy); `browser` never uses the extension;
 * `server` runs them on our server. Kept on this device only: the extension is per browser.
 */
export const SCRAPE_LOCATIONS = ['auto', 'browser', 'server'] as const;
export type ScrapeLocation = (typeof SCRAPE_LOCATIONS)[number];

export function isScrapeLocation(value: unknown): value is ScrapeLocation {
  return typeof value === 'string' && (SCRAPE_LOCATIONS as readonly string[]).includes(value);
}

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
  scrapeLocation: ScrapeLocation;
  /**
   * The "Plays here" filter of discover and search on this device: null until the viewer turns it
   * on or off, and then it starts on when fewer than a quarter of the catalog plays here.
   */
  playsHereFilter: boolean | null;
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
    scrapeLocation: 'auto',
    playsHereFilter: null,
  };
}

/**
 * Version 2 added `scrapeLocation` (an unknown value falls back to `auto`), version 3
 * `playsHereFilter` (anything but true or false is the viewer's choice not made yet).
 */
function normalizePreferences(data: unknown): PreferencesStoreData {
  const preferences = withDefaults(createPreferences(), data);
  return {
    ...preferences,
    scrapeLocation: isScrapeLocation(preferences.scrapeLocation)
      ? preferences.scrapeLocation
      : 'auto',
    playsHereFilter:
      typeof preferences.playsHereFilter === 'boolean' ? preferences.playsHereFilter : null,
  };
}

export const preferencesStore = defineVersionedStore<PreferencesStoreData>({
  key: '__MW::preferences',
  versions: sameShapeVersions(3, normalizePreferences, createPreferences),
  isValid: isRecord,
});
