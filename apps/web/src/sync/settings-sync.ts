import type { BackendClient } from '../clients/backend.ts';
import { useAuthStore } from '../stores/auth.ts';
import { useLanguageStore } from '../stores/language.ts';
import { pickPreferences, usePreferencesStore } from '../stores/preferences.ts';
import { useSubtitleStore } from '../stores/subtitles.ts';
import { useThemeStore } from '../stores/theme.ts';
import { changedSettings, settingsSnapshot, type SyncedSettings } from './settings-snapshot.ts';

export type SettingsClient = Pick<BackendClient, 'updateSettings'>;

export const SETTINGS_DEBOUNCE_MS = 1000;

export function currentSettings(): SyncedSettings {
  return settingsSnapshot({
    preferences: pickPreferences(usePreferencesStore.getState()),
    theme: useThemeStore.getState().theme,
    language: useLanguageStore.getState().language,
    proxySet: useAuthStore.getState().proxySet,
  });
}

export interface SettingsSyncer {
  /** Sends what changed since the last successful send; resolves to the error, if any. */
  flush: (client: SettingsClient, userId: string) => Promise<unknown>;
  /** Sends the subtitle language when it differs from the last one the server accepted. */
  syncSubtitleLanguage: (client: SettingsClient, userId: string) => Promise<unknown>;
  hasPendingChanges: () => boolean;
}

/**
 * Remembers what the server last accepted. It starts from the values on screen at mount: those
 * came from this device's storage or from the server's restore, and pushing them back unasked
 * could overwrite a change another device made meanwhile.
 */
export function createSettingsSyncer(
  readSettings: () => SyncedSettings = currentSettings,
  readSubtitleLanguage: () => string | null = () =>
    useSubtitleStore.getState().lastSelectedLanguage,
): SettingsSyncer {
  let synced = readSettings();
  let syncedSubtitleLanguage = readSubtitleLanguage();

  return {
    hasPendingChanges: () => Object.keys(changedSettings(synced, readSettings())).length > 0,
    flush: async (client, userId) => {
      const next = readSettings();
      const changed = changedSettings(synced, next);
      if (Object.keys(changed).length === 0) return undefined;
      try {
        await client.updateSettings(userId, changed);
      } catch (error) {
        return error;
      }
      synced = next;
      return undefined;
    },
    syncSubtitleLanguage: async (client, userId) => {
      const language = readSubtitleLanguage();
      if (language === syncedSubtitleLanguage) return undefined;
      try {
        await client.updateSettings(userId, { defaultSubtitleLanguage: language });
      } catch (error) {
        return error;
      }
      syncedSubtitleLanguage = language;
      return undefined;
    },
  };
}

/** Calls `onChange` whenever a store that feeds the synced settings changes. */
export function subscribeToSettingsStores(onChange: () => void): () => void {
  const unsubscribers = [
    usePreferencesStore.subscribe(onChange),
    useThemeStore.subscribe((s, prev) => {
      if (s.theme !== prev.theme) onChange();
    }),
    useLanguageStore.subscribe(onChange),
    useAuthStore.subscribe((s, prev) => {
      if (s.proxySet !== prev.proxySet) onChange();
    }),
  ];
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}
