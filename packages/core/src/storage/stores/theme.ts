import { defineVersionedStore } from '../versioned-store.ts';
import { isRecord } from './guards.ts';
import { sameShapeVersions } from './same-shape-versions.ts';

export interface ThemeStoreData {
  theme: string | null;
}

function normalizeTheme(data: unknown): ThemeStoreData {
  const theme = isRecord(data) ? data.theme : null;
  return { theme: typeof theme === 'string' ? theme : null };
}

export const themeStore = defineVersionedStore<ThemeStoreData>({
  key: '__MW::theme',
  versions: sameShapeVersions(1, normalizeTheme, () => ({ theme: null })),
  isValid: isRecord,
});
