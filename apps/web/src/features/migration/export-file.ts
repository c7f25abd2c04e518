import type { BookmarkMediaItem, MediaType, ProgressMediaItem } from '@screenroom/core';
// zod/mini, as the rest of the app: classic zod would download its whole method layer for this.
import { z } from 'zod/mini';
import type { AccountProfile } from '../../shared/stores/auth.ts';

/** The file an account's data is exported to and imported from. */
export interface ExportFile {
  account: { profile: AccountProfile; deviceName: string };
  bookmarks: Record<string, BookmarkMediaItem>;
  progress: Record<string, ProgressMediaItem>;
  exportDate: string;
}

export function buildExportFile(
  data: Omit<ExportFile, 'exportDate'>,
  now: Date = new Date(),
): ExportFile {
  return { ...data, exportDate: now.toISOString() };
}

export function exportFileName(now: Date = new Date()): string {
  return `screenroom-data-${now.toISOString().slice(0, 10)}.json`;
}

const watchProgress = z.object({ watched: z.number(), duration: z.number() });

// Loose on purpose: files from older versions carry extra fields, and entries of types we do not
// know are filtered out below rather than rejecting the whole file.
const bookmarkEntry = z.looseObject({
  type: z.string(),
  title: z.string(),
  year: z.optional(z.number()),
  poster: z.optional(z.string()),
  updatedAt: z.optional(z.number()),
});

const progressEntry = z.looseObject({
  type: z.string(),
  title: z.string(),
  year: z.optional(z.number()),
  poster: z.optional(z.string()),
  updatedAt: z.optional(z.number()),
  progress: z.optional(watchProgress),
  seasons: z.optional(
    z.record(z.string(), z.object({ id: z.string(), number: z.number(), title: z.string() })),
  ),
  episodes: z.optional(
    z.record(
      z.string(),
      z.object({
        id: z.string(),
        number: z.number(),
        title: z.string(),
        seasonId: z.string(),
        updatedAt: z.optional(z.number()),
        progress: watchProgress,
      }),
    ),
  ),
});

const exportSchema = z.object({
  account: z.optional(
    z.object({
      profile: z.optional(z.object({ colorA: z.string(), colorB: z.string(), icon: z.string() })),
      deviceName: z.optional(z.string()),
    }),
  ),
  bookmarks: z._default(z.record(z.string(), bookmarkEntry), {}),
  progress: z._default(z.record(z.string(), progressEntry), {}),
  exportDate: z.optional(z.string()),
});

export interface ImportData {
  bookmarks: Record<string, BookmarkMediaItem>;
  progress: Record<string, ProgressMediaItem>;
  exportDate: string | null;
}

function isMediaType(type: string): type is MediaType {
  return type === 'movie' || type === 'show';
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/**
 * Pure: the data of an uploaded file: only show and movie entries are kept and
 * a missing updatedAt becomes `now`. Throws on text that is not JSON or not an export file.
 */
export function parseExportFile(text: string, now: number = Date.now()): ImportData {
  const parsed = exportSchema.parse(JSON.parse(text) as unknown);
  const bookmarks: Record<string, BookmarkMediaItem> = {};
  for (const [tmdbId, entry] of Object.entries(parsed.bookmarks)) {
    if (!isMediaType(entry.type)) continue;
    bookmarks[tmdbId] = {
      type: entry.type,
      title: entry.title,
      updatedAt: entry.updatedAt ?? now,
      ...optional('year', entry.year),
      ...optional('poster', entry.poster),
    };
  }
  const progress: Record<string, ProgressMediaItem> = {};
  for (const [tmdbId, entry] of Object.entries(parsed.progress)) {
    if (!isMediaType(entry.type)) continue;
    const episodes: ProgressMediaItem['episodes'] = {};
    for (const [id, episode] of Object.entries(entry.episodes ?? {})) {
      episodes[id] = { ...episode, updatedAt: episode.updatedAt ?? now };
    }
    progress[tmdbId] = {
      type: entry.type,
      title: entry.title,
      updatedAt: entry.updatedAt ?? now,
      seasons: { ...entry.seasons },
      episodes,
      ...optional('year', entry.year),
      ...optional('poster', entry.poster),
      ...optional('progress', entry.progress),
    };
  }
  return { bookmarks, progress, exportDate: parsed.exportDate ?? null };
}

export interface ImportCounts {
  bookmarks: number;
  progress: number;
}

export function importCounts(data: ImportData): ImportCounts {
  return {
    bookmarks: Object.keys(data.bookmarks).length,
    progress: Object.keys(data.progress).length,
  };
}
