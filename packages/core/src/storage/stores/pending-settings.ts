import { defineVersionedStore } from '../versioned-store.ts';
import { isRecord } from './guards.ts';

/**
 * Settings changed on this device that the server has not accepted yet, with their values, and
 * the session they were made in. The web app names the fields of `settings`.
 */
export interface PendingSettingsStoreData {
  sessionId: string | null;
  settings: Record<string, unknown>;
  /** Wrapped, since null is a language choice (none). */
  subtitleLanguage: { value: string | null } | null;
}

export const pendingSettingsStore = defineVersionedStore<PendingSettingsStoreData>({
  key: '__screenroom::pending-settings',
  versions: [
    { version: 0, create: () => ({ sessionId: null, settings: {}, subtitleLanguage: null }) },
  ],
  isValid: (state) => isRecord(state) && isRecord(state.settings),
});
