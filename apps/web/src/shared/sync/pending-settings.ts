import { pendingSettingsStore } from '@screenroom/core';
import { createPersistedStore } from '../storage/persisted-store.ts';
import type { SyncedSettings } from './settings-snapshot.ts';

/**
 * Settings changed on this device that the server has not accepted yet, with their values. Kept
 * in storage so a change made offline still reaches the server after the tab closed, and so a
 * restore does not put the server's older value over it.
 */
export interface PendingSettingsState {
  /** The session the changes were made in; another login starts from the server's values. */
  sessionId: string | null;
  settings: Partial<SyncedSettings>;
  /** Wrapped, since null is a language choice (none). */
  subtitleLanguage: { value: string | null } | null;
  addSettings: (sessionId: string, changed: Partial<SyncedSettings>) => void;
  setSubtitleLanguage: (sessionId: string, value: string | null) => void;
  /** The server accepted `sent`; entries changed again meanwhile stay pending. */
  settleSettings: (sent: Partial<SyncedSettings>) => void;
  settleSubtitleLanguage: (sent: string | null) => void;
  /** The session is over (logout or a deleted account): nothing of it is to be sent any more. */
  clear: () => void;
}

export type PendingSettings = Pick<PendingSettingsState, 'settings' | 'subtitleLanguage'>;

/** Pure: what is pending for `sessionId`; changes made in another session count for nothing. */
export function pendingForSession(
  state: Pick<PendingSettingsState, 'sessionId'> & PendingSettings,
  sessionId: string,
): PendingSettings {
  return state.sessionId === sessionId
    ? { settings: state.settings, subtitleLanguage: state.subtitleLanguage }
    : { settings: {}, subtitleLanguage: null };
}

export const usePendingSettingsStore = createPersistedStore<PendingSettingsState>()(
  pendingSettingsStore,
  (set) => ({
    addSettings: (sessionId, changed) =>
      set((s) => {
        const current = pendingForSession(s, sessionId);
        return { ...current, sessionId, settings: { ...current.settings, ...changed } };
      }),
    setSubtitleLanguage: (sessionId, value) =>
      set((s) => ({
        ...pendingForSession(s, sessionId),
        sessionId,
        subtitleLanguage: { value },
      })),
    settleSettings: (sent) =>
      set((s) => {
        const settings: Record<string, unknown> = { ...s.settings };
        for (const [key, value] of Object.entries(sent)) {
          if (JSON.stringify(settings[key]) === JSON.stringify(value)) delete settings[key];
        }
        return { settings: settings as Partial<SyncedSettings> };
      }),
    settleSubtitleLanguage: (sent) =>
      set((s) => (s.subtitleLanguage?.value === sent ? { subtitleLanguage: null } : {})),
    clear: () => set({ sessionId: null, settings: {}, subtitleLanguage: null }),
  }),
  { followOtherTabs: true },
);
