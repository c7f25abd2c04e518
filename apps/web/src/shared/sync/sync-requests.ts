import type {
  BookmarkInput,
  MediaMeta,
  MediaType,
  ProgressDeleteBody,
  ProgressInput,
} from '@screenroom/core';
import type { BookmarkUpdateItem } from '../stores/bookmarks.ts';
import type { ProgressUpdateItem } from '../stores/progress.ts';

/**
 * The bodies are the request schemas of the sync routes (core's `syncRoutes`), which the server
 * parses with. The server requires a whole-number year; a missing one is sent as 0.
 */
type MediaMetaBody = MediaMeta;
type BookmarkBody = BookmarkInput;
type ProgressBody = ProgressInput;
type ProgressSelection = NonNullable<ProgressDeleteBody>;

export type SyncRequest =
  | { kind: 'bookmark-add'; tmdbId: string; body: BookmarkBody }
  | { kind: 'bookmark-delete'; tmdbId: string }
  | { kind: 'progress-upsert'; tmdbId: string; body: ProgressBody }
  | { kind: 'progress-delete'; tmdbId: string; selection: ProgressSelection };

function metaBody(fields: {
  title?: string;
  year?: number;
  poster?: string;
  type?: MediaType;
}): MediaMetaBody | null {
  if (fields.title === undefined || fields.type === undefined) return null;
  const meta: MediaMetaBody = { title: fields.title, year: fields.year ?? 0, type: fields.type };
  if (fields.poster) meta.poster = fields.poster;
  return meta;
}

/** Null when the queued item cannot be sent at all (an add without its title or type). */
export function bookmarkRequest(item: BookmarkUpdateItem): SyncRequest | null {
  if (item.action === 'delete') return { kind: 'bookmark-delete', tmdbId: item.tmdbId };
  const meta = metaBody(item);
  return meta
    ? { kind: 'bookmark-add', tmdbId: item.tmdbId, body: { tmdbId: item.tmdbId, meta } }
    : null;
}

/** Null when the queued item cannot be sent at all (an upsert without its progress or title). */
export function progressRequest(item: ProgressUpdateItem): SyncRequest | null {
  if (item.action === 'delete') {
    const selection: ProgressSelection = {};
    if (item.seasonId !== undefined) selection.seasonId = item.seasonId;
    if (item.episodeId !== undefined) selection.episodeId = item.episodeId;
    return { kind: 'progress-delete', tmdbId: item.tmdbId, selection };
  }
  const meta = metaBody(item);
  if (!meta || !item.progress) return null;
  const body: ProgressBody = {
    tmdbId: item.tmdbId,
    meta,
    duration: item.progress.duration,
    watched: item.progress.watched,
  };
  if (item.seasonId !== undefined) body.seasonId = item.seasonId;
  if (item.episodeId !== undefined) body.episodeId = item.episodeId;
  if (item.seasonNumber !== undefined) body.seasonNumber = item.seasonNumber;
  if (item.episodeNumber !== undefined) body.episodeNumber = item.episodeNumber;
  return { kind: 'progress-upsert', tmdbId: item.tmdbId, body };
}
