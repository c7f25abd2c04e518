import { useAuthStore } from '../stores/auth.ts';
import { useBookmarkStore } from '../stores/bookmarks.ts';
import { usePendingSettingsStore } from '../sync/pending-settings.ts';
import { usePreferencesStore } from '../stores/preferences.ts';
import { useProgressStore } from '../stores/progress.ts';

/** The account, bookmarks, progress and the febbox key go. */
export function clearLocalAccount(): void {
  useAuthStore.getState().removeAccount();
  useBookmarkStore.getState().clear();
  useProgressStore.getState().clear();
  usePreferencesStore.getState().setPreference('febboxKey', null);
  // Settings changes waiting for the ended session can never be sent with another one.
  usePendingSettingsStore.getState().clear();
}
