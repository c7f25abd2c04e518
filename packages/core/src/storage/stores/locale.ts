import { defineVersionedStore, legacySource } from '../versioned-store.ts';
import { isRecord } from './guards.ts';
import { legacySettingsStore, type LegacySettings } from './legacy-settings.ts';
import { sameShapeVersions } from './same-shape-versions.ts';

export interface LocaleStoreData {
  language: string;
}

const DEFAULT_LANGUAGE = 'en';

function normalizeLocale(data: unknown): LocaleStoreData {
  const language = isRecord(data) ? data.language : undefined;
  return { language: typeof language === 'string' && language ? language : DEFAULT_LANGUAGE };
}

export const localeStore = defineVersionedStore<LocaleStoreData>({
  key: '__MW::locale',
  versions: sameShapeVersions(1, normalizeLocale, () => ({ language: DEFAULT_LANGUAGE })),
  isValid: (state) => isRecord(state) && typeof state.language === 'string',
  legacy: legacySource(legacySettingsStore, (legacy: LegacySettings) =>
    normalizeLocale({ language: legacy.language }),
  ),
});
