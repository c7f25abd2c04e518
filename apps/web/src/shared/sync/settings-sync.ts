import type { BackendClient, BackendSettings } from '../clients/backend.ts';
import { useAuthStore } from '../stores/auth.ts';
import { useLanguageStore } from '../i18n/language.ts';
import {
  pendingForSession,
  usePendingSettingsStore,
  type PendingSettingsState,
} from './pending-settings.ts';
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

export function currentSubtitleLanguage(): string | null {
  return useSubtitleStore.getState().lastSelectedLanguage;
}

let applyingServerSettings = false;

/**
 * Runs `apply` (a restore putting the server's settings into the stores) so that the changes it
 * makes are not taken for this device's own: sending them back could overwrite a newer change
 * another device made meanwhile.
 */
export function applyingServerValues(apply: () => void): void {
  applyingServerSettings = true;
  try {
    apply();
  } finally {
    applyingServerSettings = false;
  }
}

/** Who the settings are sent for; pending changes belong to the session. */
export interface SettingsTarget {
  userId: string;
  sessionId: string;
}

export interface SettingsSources {
  readSettings: () => SyncedSettings;
  readSubtitleLanguage: () => string | null;
  /** The logged-in session, if any; changes made logged out are not sent later. */
  readSessionId: () => string | null;
  pending: () => PendingSettingsState;
}

const defaultSources: SettingsSources = {
  readSettings: currentSettings,
  readSubtitleLanguage: currentSubtitleLanguage,
  readSessionId: () => useAuthStore.getState().account?.sessionId ?? null,
  pending: () => usePendingSettingsStore.getState(),
};

/** Resolves to the error, if any; `settle` runs only once the server took the change. */
async function sendSettings(
  client: SettingsClient,
  userId: string,
  changes: BackendSettings,
  settle: () => void,
): Promise<unknown> {
  try {
    await client.updateSettings(userId, changes);
  } catch (error) {
    return error;
  }
  settle();
  return undefined;
}

export interface SettingsSyncer {
  /** Notes this device's changes as pending; call it as soon as a settings store changes. */
  record: () => void;
  /** Sends the pending settings; resolves to the error, if any. */
  flush: (client: SettingsClient, target: SettingsTarget) => Promise<unknown>;
  /** Sends the subtitle language when a change of it is pending. */
  syncSubtitleLanguage: (client: SettingsClient, target: SettingsTarget) => Promise<unknown>;
}

/**
 * Starts from the values on screen at mount: those came from this device's storage or from the
 * server's restore, and pushing them back unasked could overwrite a change another device made
 * meanwhile. What changes after that is pending, in storage, until the server accepts it.
 */
export function createSettingsSyncer(sources: SettingsSources = defaultSources): SettingsSyncer {
  let seen = sources.readSettings();
  let seenSubtitleLanguage = sources.readSubtitleLanguage();

  const record = (sessionId = sources.readSessionId()) => {
    const next = sources.readSettings();
    const changed = changedSettings(seen, next);
    seen = next;
    const language = sources.readSubtitleLanguage();
    const languageChanged = language !== seenSubtitleLanguage;
    seenSubtitleLanguage = language;
    if (applyingServerSettings || sessionId === null) return;
    if (Object.keys(changed).length > 0) sources.pending().addSettings(sessionId, changed);
    if (languageChanged) sources.pending().setSubtitleLanguage(sessionId, language);
  };

  return {
    record: () => record(),
    flush: async (client, target) => {
      record(target.sessionId);
      const { settings } = pendingForSession(sources.pending(), target.sessionId);
      if (Object.keys(settings).length === 0) return undefined;
      return sendSettings(client, target.userId, settings, () =>
        sources.pending().settleSettings(settings),
      );
    },
    syncSubtitleLanguage: async (client, target) => {
      record(target.sessionId);
      const { subtitleLanguage } = pendingForSession(sources.pending(), target.sessionId);
      if (!subtitleLanguage) return undefined;
      const { value } = subtitleLanguage;
      return sendSettings(client, target.userId, { defaultSubtitleLanguage: value }, () =>
        sources.pending().settleSubtitleLanguage(value),
      );
    },
  };
}

/** Calls `onChange` whenever a store that feeds the synced settings or the subtitle language changes. */
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
    useSubtitleStore.subscribe((s, prev) => {
      if (s.lastSelectedLanguage !== prev.lastSelectedLanguage) onChange();
    }),
  ];
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}
