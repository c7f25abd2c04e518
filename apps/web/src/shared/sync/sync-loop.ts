import {
  createBackendClient,
  type BackendClient,
  type BackendRequestOptions,
} from '../clients/backend.ts';
import { useConnectivityStore } from '../stores/connectivity.ts';
import { withSyncLock } from './cross-tab.ts';
import { failureKind } from './failure-kind.ts';
import { syncQueues, type SyncClient } from './queue-sync.ts';
import { keepaliveSettledWithin, startSendRun } from './sends-in-flight.ts';
import type { SettingsClient, SettingsSyncer } from './settings-sync.ts';
import { currentSyncTarget, type SyncTarget } from './sync-target.ts';

/** Changes reach the backend every 5 s. */
export const SYNC_INTERVAL_MS = 5000;

export type SyncAndSettingsClient = SyncClient & SettingsClient;

/** `signal`, when given, aborts the client's requests. */
export type ClientFactory = (target: SyncTarget, signal?: AbortSignal) => SyncAndSettingsClient;

export const backendClientFor: ClientFactory = (target, signal): BackendClient => {
  const options: BackendRequestOptions = signal ? { signal } : {};
  return createBackendClient(target.backendUrl, target.token, options);
};

/** A client whose requests outlive the page, for what is sent while it is being hidden. */
export const keepaliveClientFor: ClientFactory = (target): BackendClient =>
  createBackendClient(target.backendUrl, target.token, { keepalive: true });

export interface SyncLoopDeps {
  settings: SettingsSyncer;
  clientFor: ClientFactory;
  target: () => SyncTarget | null;
  /**
   * A sync call answered 401 or 403. Only the restore's answer logs out, so
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

/**
 * Queued changes in order, then settings still waiting, then the subtitle language. Returns the
 * error that ended it early, if any; an aborted `stop` ends it after the request on the wire.
 */
export async function syncOnce(
  client: SyncAndSettingsClient,
  target: SyncTarget,
  settings: SettingsSyncer,
  stop?: AbortSignal,
): Promise<unknown> {
  const queueError = await syncQueues(client, target.userId, stop);
  if (queueError !== undefined) return queueError;
  if (stop?.aborted) return new DOMException('The round was stopped', 'AbortError');
  const error = await settings.flush(client, target);
  if (error !== undefined) return error;
  return settings.syncSubtitleLanguage(client, target);
}

/**
 * One tick of the loop. It waits for the answers to what was sent as the page was being hidden,
 * since its own requests could otherwise overtake those.
 */
export async function runSyncTick(deps: SyncLoopDeps): Promise<void> {
  const current = deps.target();
  if (!current) return;
  await withSyncLock(async () => {
    if (!(await keepaliveSettledWithin(SYNC_INTERVAL_MS))) return;
    const run = startSendRun();
    try {
      const client = deps.clientFor(current, run.abort);
      reportFailure(await syncOnce(client, current, deps.settings, run.stop), deps);
    } finally {
      run.end();
    }
  });
}

/** Sends changed settings once; used by the debounced store subscription. */
export async function flushSettings(deps: SyncLoopDeps): Promise<void> {
  const current = deps.target();
  if (!current) return;
  await withSyncLock(async () => {
    if (!(await keepaliveSettledWithin(SYNC_INTERVAL_MS))) return;
    reportFailure(await deps.settings.flush(deps.clientFor(current), current), deps);
  });
}

export const defaultTarget = currentSyncTarget;
