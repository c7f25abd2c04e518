import { useEffect } from 'react';
import { restoreAccount } from '../shared/account/useAuthRestore.ts';
import { installPageHideSend } from '../shared/sync/page-hide-send.ts';
import {
  createSettingsSyncer,
  SETTINGS_DEBOUNCE_MS,
  subscribeToSettingsStores,
} from '../shared/sync/settings-sync.ts';
import {
  backendClientFor,
  defaultTarget,
  flushSettings,
  keepaliveClientFor as defaultKeepaliveClientFor,
  runSyncTick,
  SYNC_INTERVAL_MS,
  type ClientFactory,
  type SyncLoopDeps,
} from '../shared/sync/sync-loop.ts';

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
 * settings are sent shortly after they change, so a change reaches the viewer's other devices
 * soon. What is still waiting when the page is hidden or closed goes out at once, with requests
 * that outlive it.
 */
export function useSyncLoop(
  overrides: Partial<
    Pick<SyncLoopDeps, 'clientFor' | 'target'> & { keepaliveClientFor: ClientFactory }
  > = {},
): void {
  const {
    clientFor = backendClientFor,
    target = defaultTarget,
    keepaliveClientFor = defaultKeepaliveClientFor,
  } = overrides;
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
    const uninstallPageHide = installPageHideSend({
      target,
      keepaliveClientFor,
      settings: deps.settings,
    });
    return () => {
      clearInterval(interval);
      clearTimeout(debounce);
      unsubscribe();
      uninstallPageHide();
    };
  }, [clientFor, target, keepaliveClientFor]);
}
