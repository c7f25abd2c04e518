import { createPreferences, preferencesStore, type PreferencesStoreData } from '@screenroom/core';
import { createPersistedStore } from '../storage/persisted-store.ts';

/** The viewer's preferences; their shape and defaults live in core. */
export type Preferences = PreferencesStoreData;

export type PreferenceKey = keyof Preferences;

export const defaultPreferences: Readonly<Preferences> = Object.freeze(createPreferences());

export interface PreferencesState extends Preferences {
  setPreference: <K extends PreferenceKey>(key: K, value: Preferences[K]) => void;
  /** Applies the fields the server sent; absent or mistyped fields keep their local value. */
  applyServerSettings: (partial: Partial<Record<PreferenceKey, unknown>>) => void;
}

const preferenceKeys = Object.keys(defaultPreferences) as PreferenceKey[];

function acceptsValue(key: PreferenceKey, value: unknown): boolean {
  const fallback = defaultPreferences[key];
  if (Array.isArray(fallback)) {
    return Array.isArray(value) && value.every((item) => typeof item === 'string');
  }
  if (fallback === null) return value === null || typeof value === 'string';
  return typeof value === typeof fallback;
}

/**
 * Pure: the preferences a server answer leaves behind. Only the fields present in the answer are
 * applied; the server may answer null for a field it never stored.
 */
export function mergeServerSettings(
  current: Preferences,
  partial: Partial<Record<PreferenceKey, unknown>>,
): Preferences {
  const next: Preferences = { ...current };
  for (const key of preferenceKeys) {
    const value = partial[key];
    if (value === undefined || !acceptsValue(key, value)) continue;
    (next as Record<PreferenceKey, unknown>)[key] = Array.isArray(value) ? [...value] : value;
  }
  return next;
}

export function pickPreferences(state: Preferences): Preferences {
  const picked = {} as Record<PreferenceKey, unknown>;
  for (const key of preferenceKeys) picked[key] = state[key];
  return picked as unknown as Preferences;
}

export const usePreferencesStore = createPersistedStore<PreferencesState>()(
  preferencesStore,
  (set, get) => ({
    setPreference: (key, value) => set({ [key]: value } as Partial<Preferences>),
    applyServerSettings: (partial) => set(mergeServerSettings(pickPreferences(get()), partial)),
  }),
);

/** Discover's menu entries show unless the viewer turned Discover off or chose low performance. */
export const selectDiscoverShown = (state: PreferencesState): boolean =>
  state.enableDiscover && !state.enableLowPerformanceMode;
