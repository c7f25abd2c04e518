import { createBackendClient, type BackendClient } from '../clients/backend.ts';
import { useConnectivityStore } from '../stores/connectivity.ts';
import { withSyncLock } from './cross-tab.ts';
import { failureKind } from './failure-kind.ts';
import { syncQueues, type SyncClient } from './queue-sync.ts';
import type { SettingsClient, SettingsSyncer } from './settings-sync.ts';
import { currentSyncTarget, type SyncTarget } from './sync-target.ts';

/** Document 000 §9: changes reach the backend every 5 s. */
export const SYNC_INTERVAL_MS = 5000;

export type ClientFactory = (target: SyncTarget) => SyncClient & SettingsClient;

export const backendClientFor: ClientFactory = (target): BackendClient =>
  createBackendClient(target.backendUrl, target.token);

export interface SyncLoopDeps {
  settings: SettingsSyncer;
  clientFor: ClientFactory;
  target: () => SyncTarget | null;
  /**
   * A sync call answered 401 or 403. Document 001 §4 logs out only on the restore's answer, so
   * this asks the restore instead of logging out itself; the change stays queued meanwhile.
   */
  onSessionRefused?: () => void;
}

function reportFailure(error: unknown, deps: SyncLoopDeps): void {
  if (error === undefined) return;
  const kind = failureKind(error);
  if (kind === 'offline') useConnectivityStore.getState().setOnline(false);
  if (kind === 'session') deps.onSessionRefused?.();
}

/** One tick: queued changes in order, then settings still waiting, then the subtitle language. */
export async function runSyncTick(deps: SyncLoopDeps): Promise<void> {
  const current = deps.target();
  if (!current) return;
  await withSyncLock(async () => {
    const client = deps.clientFor(current);
    const queueError = await syncQueues(client, current.userId);
    if (queueError !== undefined) {
      reportFailure(queueError, deps);
      return;
    }
    const error = await deps.settings.flush(client, current);
    if (error !== undefined) {
      reportFailure(error, deps);
      return;
    }
    reportFailure(await deps.settings.syncSubtitleLanguage(client, current), deps);
  });
}

/** Sends changed settings once; used by the debounced store subscription. */
export async function flushSettings(deps: SyncLoopDeps): Promise<void> {
  const current = deps.target();
  if (!current) return;
  await withSyncLock(async () => {
    reportFailure(await deps.settings.flush(deps.clientFor(current), current), deps);
  });
}

export const defaultTarget = currentSyncTarget;
