import { createBackendClient, type BackendClient } from '../clients/backend.ts';
import { useConnectivityStore } from '../stores/connectivity.ts';
import { meansOffline } from './failure-kind.ts';
import { syncQueues, type SyncClient } from './queue-sync.ts';
import type { SettingsClient, SettingsSyncer } from './settings-sync.ts';
import { currentSyncTarget, type SyncTarget } from './sync-target.ts';

/** Document 000 §9: changes reach the backend every 5 s. */
export const SYNC_INTERVAL_MS = 5000;

export type ClientFactory = (target: SyncTarget) => SyncClient & SettingsClient;

export const backendClientFor: ClientFactory = (target): BackendClient =>
  createBackendClient(target.backendUrl, target.token);

function reportFailure(error: unknown): void {
  if (error !== undefined && meansOffline(error)) {
    useConnectivityStore.getState().setOnline(false);
  }
}

export interface SyncLoopDeps {
  settings: SettingsSyncer;
  clientFor: ClientFactory;
  target: () => SyncTarget | null;
}

/** One tick: queued changes in order, then settings still waiting, then the subtitle language. */
export async function runSyncTick({ settings, clientFor, target }: SyncLoopDeps): Promise<void> {
  const current = target();
  if (!current) return;
  const client = clientFor(current);
  const queueError = await syncQueues(client, current.userId);
  if (queueError !== undefined) {
    reportFailure(queueError);
    return;
  }
  if (settings.hasPendingChanges()) {
    const error = await settings.flush(client, current.userId);
    if (error !== undefined) {
      reportFailure(error);
      return;
    }
  }
  reportFailure(await settings.syncSubtitleLanguage(client, current.userId));
}

/** Sends changed settings once; used by the debounced store subscription. */
export async function flushSettings({ settings, clientFor, target }: SyncLoopDeps): Promise<void> {
  const current = target();
  if (!current) return;
  reportFailure(await settings.flush(clientFor(current), current.userId));
}

export const defaultTarget = currentSyncTarget;
