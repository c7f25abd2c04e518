import { useBookmarkStore } from '../stores/bookmarks.ts';
import { pendingForSession, usePendingSettingsStore } from './pending-settings.ts';
import { useProgressStore } from '../stores/progress.ts';
import { holdSyncLock } from './cross-tab.ts';
import { failureKind } from './failure-kind.ts';
import { keepaliveSettled } from './sends-in-flight.ts';
import { createSettingsSyncer, type SettingsSyncer } from './settings-sync.ts';
import { backendClientFor, syncOnce, type ClientFactory } from './sync-loop.ts';
import { currentSyncTarget, type SyncTarget } from './sync-target.ts';

/** How long a logout waits for the server to take what is still queued. */
export const LOGOUT_FLUSH_TIMEOUT_MS = 5000;

/**
 * - `unreachable`: no answer, or the server failing; the changes are still queued.
 * - `timeout`: the server did not take everything in time; what is left is still queued.
 * - `refused`: the server refused this session (401 or 403); the changes are still queued.
 */
export type FlushFailure = 'unreachable' | 'timeout' | 'refused';

export type FlushResult = { ok: true } | { ok: false; reason: FlushFailure };

export interface FlushOptions {
  timeoutMs: number;
  target?: () => SyncTarget | null;
  clientFor?: ClientFactory;
  settings?: SettingsSyncer;
}

/** Changes the player keeps queueing while the flush runs get a few more rounds, no more. */
const MAX_ROUNDS = 5;

function hasPendingChanges(sessionId: string): boolean {
  if (useBookmarkStore.getState().updateQueue.length > 0) return true;
  if (useProgressStore.getState().updateQueue.length > 0) return true;
  const pending = pendingForSession(usePendingSettingsStore.getState(), sessionId);
  return Object.keys(pending.settings).length > 0 || pending.subtitleLanguage !== null;
}

async function sendEverything(
  options: Required<Omit<FlushOptions, 'timeoutMs'>>,
  target: SyncTarget,
  signal: AbortSignal,
): Promise<unknown> {
  await keepaliveSettled(signal);
  const client = options.clientFor(target, signal);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const error = await syncOnce(client, target, options.settings, signal);
    if (error !== undefined) return error;
    if (!hasPendingChanges(target.sessionId)) return undefined;
  }
  return new Error('Changes were still being queued');
}

function failureFor(error: unknown): FlushFailure {
  return failureKind(error) === 'session' ? 'refused' : 'unreachable';
}

/**
 * Sends every queued bookmark and progress change and every pending setting of the logged-in
 * account, in order, and waits for the server to take them, at most `timeoutMs`. It waits for a
 * drain already running (in this tab or another) rather than sending beside it. On failure
 * nothing is dropped: what the server has not confirmed stays queued, and no request of the
 * flush is left running.
 */
export async function flushPendingChanges(options: FlushOptions): Promise<FlushResult> {
  const resolved = {
    target: options.target ?? currentSyncTarget,
    clientFor: options.clientFor ?? backendClientFor,
    settings: options.settings ?? createSettingsSyncer(),
  };
  const target = resolved.target();
  if (!target) return { ok: true };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  let error: unknown;
  try {
    error = await holdSyncLock(
      () => sendEverything(resolved, target, controller.signal),
      controller.signal,
    );
  } catch (waitError) {
    error = waitError;
  } finally {
    clearTimeout(timer);
    // Whatever is still out (a request the timeout caught) is given up now, not left running.
    controller.abort();
  }
  if (error === undefined) return { ok: true };
  return { ok: false, reason: timedOut ? 'timeout' : failureFor(error) };
}
