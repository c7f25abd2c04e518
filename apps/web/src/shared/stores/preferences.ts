import {
  createPreferences,
  preferenceKeys,
  preferencesStore,
  preferenceValue,
  syncedPreferenceKeys,
  type PreferenceKey,
  type PreferencesStoreData,
} from '@screenroom/core';
import { createPersistedStore } from '../storage/persisted-store.ts';

/** The viewer's preferences; each one's check, default and syncing live in core. */
export type Preferences = PreferencesStoreData;

export type { PreferenceKey };

export const defaultPreferences: Readonly<Preferences> = Object.freeze(createPreferences());

export interface PreferencesState extends Preferences {
  setPreference: <K extends PreferenceKey>(key: K, value: Preferences[K]) => void;
  /** Applies the fields the server sent; absent or mistyped fields keep their local value. */
  applyServerSettings: (partial: Partial<Record<PreferenceKey, unknown>>) => void;
}

/**
 * Pure: the preferences a server answer leaves behind. Only the synced fields present in the
 * answer and passing their check are applied; the server may answer null for a field it never
 * stored, which keeps the local value unless null is one the preference takes.
 */
export function mergeServerSettings(
  current: Preferences,
  partial: Partial<Record<PreferenceKey, unknown>>,
): Preferences {
  const next: Record<PreferenceKey, unknown> = { ...current };
  for (const key of syncedPreferenceKeys) {
    const value = preferenceValue(key, partial[key]);
    if (value !== undefined) next[key] = value;
  }
  return next as Preferences;
}

export function pickPreferences(state: Preferences): Preferences {
  const picked = {} as Record<PreferenceKey, unknown>;
  for (const key of preferenceKeys) picked[key] = state[key];
  return picked as Preferences;
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
