import type { QueuedChange } from '@screenroom/core';
import { useBookmarkStore, type BookmarkUpdateItem } from '../stores/bookmarks.ts';
import { pendingForSession, usePendingSettingsStore } from './pending-settings.ts';
import { useProgressStore, type ProgressUpdateItem } from '../stores/progress.ts';
import type { DrainHandlers } from './drain-queue.ts';
import { bookmarkHandlers, progressHandlers, sendSyncRequest } from './queue-sync.ts';
import {
  keepaliveBytesInFlight,
  keepaliveSettingsInFlight,
  titlesOnTheWire,
  trackKeepalive,
  type QueueName,
} from './sends-in-flight.ts';
import type { SettingsSyncer } from './settings-sync.ts';
import type { SyncAndSettingsClient } from './sync-loop.ts';
import { bookmarkRequest, progressRequest, type SyncRequest } from './sync-requests.ts';
import type { SyncTarget } from './sync-target.ts';

/** The browser refuses keepalive requests once the bodies of those in flight pass 64 KiB. */
export const KEEPALIVE_BODY_LIMIT = 64 * 1024;

/** A request and the queued items its answer settles. */
export interface PlannedSend<T> {
  request: SyncRequest;
  items: T[];
  bytes: number;
}

export interface KeepalivePlan {
  bookmarks: PlannedSend<BookmarkUpdateItem>[];
  progress: PlannedSend<ProgressUpdateItem>[];
  bytes: number;
}

const encoder = new TextEncoder();

function byteLength(value: unknown): number {
  return encoder.encode(JSON.stringify(value)).length;
}

/** The size of the body the backend client sends for `request`. */
export function requestBodyBytes(request: SyncRequest): number {
  switch (request.kind) {
    case 'bookmark-add':
    case 'progress-upsert':
      return byteLength(request.body);
    case 'bookmark-delete':
      return 0;
    case 'progress-delete':
      return byteLength(request.selection);
  }
}

interface Budget {
  left: number;
}

function take(budget: Budget, bytes: number): boolean {
  if (bytes > budget.left) return false;
  budget.left -= bytes;
  return true;
}

/**
 * Bookmarks: each change sets the whole state of one title, so the last change of a title says
 * all the earlier ones do; one request per title, and titles may arrive in any order.
 */
function planBookmarks(
  queue: readonly BookmarkUpdateItem[],
  onTheWire: ReadonlySet<string>,
  budget: Budget,
): PlannedSend<BookmarkUpdateItem>[] {
  const byTitle = new Map<string, BookmarkUpdateItem[]>();
  for (const item of queue) {
    if (onTheWire.has(item.tmdbId)) continue;
    byTitle.set(item.tmdbId, [...(byTitle.get(item.tmdbId) ?? []), item]);
  }
  const sends: PlannedSend<BookmarkUpdateItem>[] = [];
  for (const items of byTitle.values()) {
    const request = bookmarkRequest(items[items.length - 1]!);
    if (!request) continue;
    const bytes = requestBodyBytes(request);
    if (take(budget, bytes)) sends.push({ request, items, bytes });
  }
  return sends;
}

/** Two progress changes whose order matters: same title, and a delete or the same episode. */
function conflicts(a: ProgressUpdateItem, b: ProgressUpdateItem): boolean {
  if (a.tmdbId !== b.tmdbId) return false;
  return a.action === 'delete' || b.action === 'delete' || a.episodeId === b.episodeId;
}

/**
 * Progress: requests sent together may arrive in any order, so a change goes only when no
 * earlier change it conflicts with is in the batch or left behind; the rest stays queued.
 */
function planProgress(
  queue: readonly ProgressUpdateItem[],
  onTheWire: ReadonlySet<string>,
  budget: Budget,
): PlannedSend<ProgressUpdateItem>[] {
  const sends: PlannedSend<ProgressUpdateItem>[] = [];
  const seen: ProgressUpdateItem[] = [];
  for (const item of queue) {
    const blocked = onTheWire.has(item.tmdbId) || seen.some((earlier) => conflicts(earlier, item));
    seen.push(item);
    if (blocked) continue;
    const request = progressRequest(item);
    if (!request) continue;
    const bytes = requestBodyBytes(request);
    if (take(budget, bytes)) sends.push({ request, items: [item], bytes });
  }
  return sends;
}

/**
 * Pure: what to send while the page is being hidden, within `budget` bytes of request bodies.
 * Titles already on the wire are left out, and whatever does not fit stays queued for the next
 * round or the next visit.
 */
export function planKeepaliveSends(input: {
  bookmarks: readonly BookmarkUpdateItem[];
  progress: readonly ProgressUpdateItem[];
  onTheWire: Record<QueueName, ReadonlySet<string>>;
  budget: number;
}): KeepalivePlan {
  const budget: Budget = { left: Math.max(0, input.budget) };
  const bookmarks = planBookmarks(input.bookmarks, input.onTheWire.bookmarks, budget);
  const progress = planProgress(input.progress, input.onTheWire.progress, budget);
  return { bookmarks, progress, bytes: Math.max(0, input.budget) - budget.left };
}

/** Settles the queued items once the answer is in, as the drain would; a failure keeps them. */
async function settle<T>(
  answer: Promise<void>,
  items: readonly T[],
  handlers: DrainHandlers<T>,
): Promise<void> {
  try {
    await answer;
  } catch (error) {
    if (handlers.isRejectedForGood(error)) for (const item of items) handlers.rejected(item, error);
    return;
  }
  for (const item of items) handlers.sent(item);
}

function sendPlanned<T extends QueuedChange>(
  client: SyncAndSettingsClient,
  userId: string,
  sends: readonly PlannedSend<T>[],
  handlers: DrainHandlers<T>,
): Promise<void>[] {
  return sends.map((send) =>
    settle(sendSyncRequest(client, userId, send.request), send.items, handlers),
  );
}

/** A generous size for the subtitle language request, which is a single short field. */
const SUBTITLE_LANGUAGE_BYTES = 64;

function pendingSettingsBytes(sessionId: string): number {
  const pending = pendingForSession(usePendingSettingsStore.getState(), sessionId);
  const settings = Object.keys(pending.settings).length > 0 ? byteLength(pending.settings) : 0;
  return settings + (pending.subtitleLanguage ? SUBTITLE_LANGUAGE_BYTES : 0);
}

export interface PageHideDeps {
  target: () => SyncTarget | null;
  /** A client whose requests are sent with keepalive. */
  keepaliveClientFor: (target: SyncTarget) => SyncAndSettingsClient;
  settings?: SettingsSyncer;
}

/**
 * Sends what is queued as the page is being hidden or closed. Every request starts before this
 * returns, since the page may be gone by the next task; the queued items stay until their answer
 * is in, so a page that lives on settles them like the drain does, and a closed page leaves them
 * for the next visit (the server takes the same change twice without harm).
 */
export function sendPendingOnPageHide(deps: PageHideDeps): void {
  const target = deps.target();
  if (!target) return;
  const budget = KEEPALIVE_BODY_LIMIT - keepaliveBytesInFlight();
  const plan = planKeepaliveSends({
    bookmarks: useBookmarkStore.getState().updateQueue,
    progress: useProgressStore.getState().updateQueue,
    onTheWire: { bookmarks: titlesOnTheWire('bookmarks'), progress: titlesOnTheWire('progress') },
    budget,
  });
  const client = deps.keepaliveClientFor(target);
  const answers = [
    ...sendPlanned(client, target.userId, plan.bookmarks, bookmarkHandlers),
    ...sendPlanned(client, target.userId, plan.progress, progressHandlers),
  ];
  let bytes = plan.bytes;
  let settings = false;
  if (deps.settings && !keepaliveSettingsInFlight()) {
    deps.settings.record();
    const settingsBytes = pendingSettingsBytes(target.sessionId);
    if (settingsBytes > 0 && settingsBytes <= budget - bytes) {
      bytes += settingsBytes;
      settings = true;
      answers.push(deps.settings.flush(client, target).then(() => undefined));
      answers.push(deps.settings.syncSubtitleLanguage(client, target).then(() => undefined));
    }
  }
  if (answers.length === 0) return;
  const titles = (sends: readonly PlannedSend<{ tmdbId: string }>[]) =>
    new Set(sends.map((send) => send.request.tmdbId));
  trackKeepalive({
    titles: { bookmarks: titles(plan.bookmarks), progress: titles(plan.progress) },
    settings,
    bytes,
    settled: Promise.allSettled(answers).then(() => undefined),
  });
}

/** Sends on `pagehide` and when the page turns hidden; returns the function that stops it. */
export function installPageHideSend(deps: PageHideDeps): () => void {
  const onPageHide = () => sendPendingOnPageHide(deps);
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') sendPendingOnPageHide(deps);
  };
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    window.removeEventListener('pagehide', onPageHide);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
