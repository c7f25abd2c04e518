import { useEffect } from 'react';
import { restoreAccount } from '../hooks/useAuthRestore.ts';
import {
  createSettingsSyncer,
  SETTINGS_DEBOUNCE_MS,
  subscribeToSettingsStores,
} from './settings-sync.ts';
import {
  backendClientFor,
  defaultTarget,
  flushSettings,
  runSyncTick,
  SYNC_INTERVAL_MS,
  type SyncLoopDeps,
} from './sync-loop.ts';

/**
 * A refused sync call asks the restore whether the session is gone (it logs out if so); once per
 * mount, so a server that keeps refusing is not asked every 5 s.
 */
function askRestoreOnce(): () => void {
  let asked = false;
  return () => {
    if (asked) return;
    asked = true;
    restoreAccount().catch((error: unknown) => console.warn('Checking the session failed', error));
  };
}

/**
 * Mount once at the app root. Every 5 s it sends queued bookmark and progress changes, and
 * settings are sent shortly after they change (document 000 §4, document 001 §4).
 */
export function useSyncLoop(
  overrides: Partial<Pick<SyncLoopDeps, 'clientFor' | 'target'>> = {},
): void {
  const { clientFor = backendClientFor, target = defaultTarget } = overrides;
  useEffect(() => {
    const deps: SyncLoopDeps = {
      settings: createSettingsSyncer(),
      clientFor,
      target,
      onSessionRefused: askRestoreOnce(),
    };
    // One send at a time: two overlapping rounds would send the same queued item twice.
    let running: Promise<void> = Promise.resolve();
    const serial = (task: () => Promise<void>) => {
      running = running.then(task, task);
    };
    const interval = setInterval(() => serial(() => runSyncTick(deps)), SYNC_INTERVAL_MS);
    let debounce: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeToSettingsStores(() => {
      // Noted at once, in storage: the tab may close before the debounced send.
      deps.settings.record();
      clearTimeout(debounce);
      debounce = setTimeout(() => serial(() => flushSettings(deps)), SETTINGS_DEBOUNCE_MS);
    });
    return () => {
      clearInterval(interval);
      clearTimeout(debounce);
      unsubscribe();
    };
  }, [clientFor, target]);
}
