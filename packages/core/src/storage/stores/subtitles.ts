import { defaultSubtitleStyling, type SubtitleStyling } from '../../subtitle-styling.ts';
import { defineVersionedStore, legacySource } from '../versioned-store.ts';
import { isRecord, withDefaults } from './guards.ts';
import { legacySettingsStore, type LegacySettings } from './legacy-settings.ts';
import { sameShapeVersions } from './same-shape-versions.ts';

export interface SubtitleStoreData {
  lastSelectedLanguage: string | null;
  styling: SubtitleStyling;
  delay: number;
  overrideCasing: boolean;
}

function createSubtitles(): SubtitleStoreData {
  return {
    lastSelectedLanguage: null,
    styling: { ...defaultSubtitleStyling },
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
    styling: withDefaults({ ...defaultSubtitleStyling }, base.styling),
  };
}

function fromLegacySettings(legacy: LegacySettings): SubtitleStoreData {
  return normalizeSubtitles({
    lastSelectedLanguage: legacy.subtitleLanguage,
    styling: { ...defaultSubtitleStyling, ...legacy.styling },
    delay: legacy.delay,
  });
}

export const subtitlesStore = defineVersionedStore<SubtitleStoreData>({
  key: '__MW::subtitles',
  versions: sameShapeVersions(1, normalizeSubtitles, createSubtitles),
  isValid: (state) => isRecord(state) && isRecord(state.styling),
  legacy: legacySource(legacySettingsStore, fromLegacySettings),
});
