import { useEffect, useRef, useState } from 'react';
import {
  BackendError,
  createBackendClient,
  type BackendClient,
  type BackendSettings,
  type BackendUser,
} from '../clients/backend.ts';
import { bookmarksFromServer, progressFromServer } from '../clients/backend-mapping.ts';
import { useAuthStore, type Account } from '../stores/auth.ts';
import { useBookmarkStore } from '../stores/bookmarks.ts';
import { useLanguageStore } from '../i18n/language.ts';
import { usePreferencesStore } from '../stores/preferences.ts';
import { useProgressStore } from '../stores/progress.ts';
import { useSubtitleStore } from '../stores/subtitles.ts';
import { useThemeStore } from '../stores/theme.ts';
import { withPendingBookmarks, withPendingProgress } from '../sync/pending-changes.ts';
import { watchSentItems, type SentItems } from '../sync/sent-log.ts';
import {
  pendingForSession,
  usePendingSettingsStore,
  type PendingSettings,
} from '../sync/pending-settings.ts';
import { applyingServerValues } from '../sync/settings-sync.ts';
import { clearLocalAccount } from './clear-local-account.ts';
import { getBackendUrl } from '../clients/useBackendUrl.ts';

/** The account is read again from the server every 12 hours while the app stays open. */
export const RESTORE_INTERVAL_MS = 12 * 60 * 60 * 1000;

/** These answers to GET /users/@me mean the session is gone. */
const LOGGED_OUT_STATUSES = new Set([400, 401, 403]);

export type RestoreResult =
  | { kind: 'logout' }
  | {
      kind: 'restored';
      user: BackendUser;
      bookmarks: ReturnType<typeof bookmarksFromServer>;
      progress: ReturnType<typeof progressFromServer>;
      settings: BackendSettings;
    };

/** Reads what the server holds for the account; other errors are rethrown. */
export async function fetchRestore(
  client: BackendClient,
  account: Account,
): Promise<RestoreResult> {
  let user: BackendUser;
  try {
    ({ user } = await client.getMe());
  } catch (error) {
    if (error instanceof BackendError && LOGGED_OUT_STATUSES.has(error.status)) {
      return { kind: 'logout' };
    }
    throw error;
  }
  const [bookmarks, progress, settings] = await Promise.all([
    client.getBookmarks(account.userId),
    client.getProgress(account.userId),
    client.getSettings(account.userId),
  ]);
  return {
    kind: 'restored',
    user,
    bookmarks: bookmarksFromServer(bookmarks),
    progress: progressFromServer(progress),
    settings,
  };
}

export type PresentSettings = { [K in keyof BackendSettings]?: NonNullable<BackendSettings[K]> };

/** Only the fields the server actually holds; null means it never stored one. */
export function presentSettings(settings: BackendSettings): PresentSettings {
  const present: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (value !== null && value !== undefined) present[key] = value;
  }
  return present as PresentSettings;
}

/** Pure: the present settings without the ones this device changed and the server lacks yet. */
export function withoutPendingSettings(
  present: PresentSettings,
  pending: PendingSettings,
): PresentSettings {
  const kept: Record<string, unknown> = { ...present };
  for (const key of Object.keys(pending.settings)) delete kept[key];
  if (pending.subtitleLanguage) delete kept.defaultSubtitleLanguage;
  return kept as PresentSettings;
}

/**
 * Settings are applied only where the server holds a value, and not over a
 * change this device made that is still on its way to the server.
 */
export function applySettings(settings: BackendSettings, sessionId?: string): void {
  const pending: PendingSettings =
    sessionId === undefined
      ? { settings: {}, subtitleLanguage: null }
      : pendingForSession(usePendingSettingsStore.getState(), sessionId);
  const present = withoutPendingSettings(presentSettings(settings), pending);
  applyingServerValues(() => {
    usePreferencesStore.getState().applyServerSettings(present);
    if (present.applicationLanguage !== undefined) {
      useLanguageStore.getState().setLanguage(present.applicationLanguage);
    }
    if (present.applicationTheme !== undefined) {
      useThemeStore.getState().setTheme(present.applicationTheme);
    }
    if (present.defaultSubtitleLanguage !== undefined) {
      useSubtitleStore.getState().setLanguage(present.defaultSubtitleLanguage);
    }
    if (present.proxyUrls !== undefined) useAuthStore.getState().setProxySet(present.proxyUrls);
  });
}

/**
 * `sent` holds the queued changes the server took while the restore's GETs were out: its answer
 * may predate them, so they are replayed like the ones still queued.
 */
export function applyRestore(result: RestoreResult, sent: SentItems = noneSent): void {
  if (result.kind === 'logout') {
    clearLocalAccount();
    return;
  }
  const account = useAuthStore.getState().account;
  useAuthStore.getState().updateAccountProfile(result.user.profile);
  // Changes still queued for the server win over its copy, so an offline edit stays visible.
  const bookmarks = useBookmarkStore.getState();
  bookmarks.replaceBookmarks(
    withPendingBookmarks(
      result.bookmarks,
      [...sent.bookmarks, ...bookmarks.updateQueue],
      bookmarks.bookmarks,
    ),
  );
  const progress = useProgressStore.getState();
  progress.replaceItems(
    withPendingProgress(
      result.progress,
      [...sent.progress, ...progress.updateQueue],
      progress.items,
    ),
  );
  applySettings(result.settings, account?.sessionId);
}

const noneSent: SentItems = { bookmarks: [], progress: [] };

/** Restores the stored account, if any, from the server it belongs to. */
export async function restoreAccount(): Promise<void> {
  const account = useAuthStore.getState().account;
  if (!account) return;
  const client = createBackendClient(getBackendUrl(), account.token);
  const watch = watchSentItems();
  let result: RestoreResult;
  try {
    result = await fetchRestore(client, account);
  } catch (error) {
    watch.stop();
    throw error;
  }
  applyRestore(result, watch.stop());
}

/**
 * Restores on start and every 12 hours. The error is any failure but a refused session (which
 * logs out instead), shown as 'Failed to load your profile', and only the first restore after the
 * app started reports it: a later one failing (the 12-hour one, or one after a login) must not
 * take the screen away, for example mid-film, and just tries again next time.
 */
export function useAuthRestore(): { loading: boolean; error: Error | null } {
  const userId = useAuthStore((s) => s.account?.userId ?? null);
  const [state, setState] = useState<{ loading: boolean; error: Error | null }>({
    loading: userId !== null,
    error: null,
  });
  const started = useRef(false);

  useEffect(() => {
    if (userId === null) {
      started.current = true;
      setState({ loading: false, error: null });
      return;
    }
    let cancelled = false;
    const run = () => {
      const first = !started.current;
      restoreAccount().then(
        () => {
          if (cancelled) return;
          started.current = true;
          setState({ loading: false, error: null });
        },
        (error: unknown) => {
          if (cancelled) return;
          started.current = true;
          if (!first) {
            console.warn('Restoring the account failed; trying again next time', error);
            setState((s) => ({ ...s, loading: false }));
            return;
          }
          setState({
            loading: false,
            error: error instanceof Error ? error : new Error(String(error)),
          });
        },
      );
    };
    run();
    const timer = setInterval(run, RESTORE_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [userId]);

  return state;
}
