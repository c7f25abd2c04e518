import { syncedPreferenceKeys, type SyncedPreferenceKey } from '@screenroom/core';
import type { BackendSettings } from '../clients/backend.ts';
import type { Preferences } from '../stores/preferences.ts';

/** Every synced field except the subtitle language, which has its own 5 s check. */
export type SyncedSettings = Required<Omit<BackendSettings, 'defaultSubtitleLanguage'>>;

export interface SettingsSources {
  preferences: Preferences;
  theme: string | null;
  language: string;
  proxySet: string[] | null;
}

/**
 * Pure: the synced settings fields, as the server stores them: the account's own, then every
 * preference core's definition marks as synced.
 */
export function settingsSnapshot({
  preferences,
  theme,
  language,
  proxySet,
}: SettingsSources): SyncedSettings {
  const synced = {} as Record<SyncedPreferenceKey, unknown>;
  for (const key of syncedPreferenceKeys) synced[key] = preferences[key];
  return {
    applicationLanguage: language,
    applicationTheme: theme,
    proxyUrls: proxySet,
    ...(synced as Pick<Preferences, SyncedPreferenceKey>),
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => item === b[i]);
  }
  return a === b;
}

/** Pure: only the fields that changed, so a PUT never overwrites what another device set. */
export function changedSettings(
  previous: SyncedSettings,
  next: SyncedSettings,
): Partial<SyncedSettings> {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof SyncedSettings)[]) {
    if (!sameValue(previous[key], next[key])) changed[key] = next[key];
  }
  return changed as Partial<SyncedSettings>;
}
