import { defineVersionedStore, legacySource } from '../versioned-store.ts';
import { isRecord, withDefaults } from './guards.ts';
import { legacySettingsStore, type LegacySettings } from './legacy-settings.ts';
import { sameShapeVersions } from './same-shape-versions.ts';

export interface StoredSubtitleStyling {
  color: string;
  backgroundOpacity: number;
  backgroundBlur: number;
  size: number;
  bold: boolean;
  fontStyle: string;
  verticalPosition: number;
}

export interface SubtitleStoreData {
  lastSelectedLanguage: string | null;
  styling: StoredSubtitleStyling;
  delay: number;
  overrideCasing: boolean;
}

export const defaultStoredSubtitleStyling: Readonly<StoredSubtitleStyling> = Object.freeze({
  color: '#ffffff',
  backgroundOpacity: 0.5,
  backgroundBlur: 0.5,
  size: 1,
  bold: false,
  fontStyle: 'default',
  verticalPosition: 3,
});

function createSubtitles(): SubtitleStoreData {
  return {
    lastSelectedLanguage: null,
    styling: { ...defaultStoredSubtitleStyling },
    delay: 0,
    overrideCasing: false,
  };
}

function normalizeSubtitles(data: unknown): SubtitleStoreData {
  const base = withDefaults(createSubtitles(), data);
  const language = isRecord(data) ? data.lastSelectedLanguage : null;
  return {
    ...base,
    lastSelectedLanguage: typeof language === 'string' ? language : null,
    styling: withDefaults({ ...defaultStoredSubtitleStyling }, base.styling),
  };
}

function fromLegacySettings(legacy: LegacySettings): SubtitleStoreData {
  return normalizeSubtitles({
    lastSelectedLanguage: legacy.subtitleLanguage,
    styling: { ...defaultStoredSubtitleStyling, ...legacy.styling },
    delay: legacy.delay,
  });
}

export const subtitlesStore = defineVersionedStore<SubtitleStoreData>({
  key: '__MW::subtitles',
  versions: sameShapeVersions(1, normalizeSubtitles, createSubtitles),
  isValid: (state) => isRecord(state) && isRecord(state.styling),
  legacy: legacySource(legacySettingsStore, fromLegacySettings),
});
