import {
  bookmarkBodySchema,
  bookmarkImportSchema,
  progressDeleteBodySchema,
  progressImportSchema,
  progressInputSchema,
  settingsPatchSchema,
  type BookmarkDeleted,
  type DeletedIdAnswer,
  type ParsedProgressInput,
  type ProgressDeleted,
  type SyncedBookmark,
  type SyncedProgressItem,
  type SyncedSettings,
} from '@screenroom/core';

const savedAt = '2026-01-01T00:00:00.000Z';

function savedProgress(item: ParsedProgressInput): SyncedProgressItem {
  return {
    id: `${item.tmdbId}-${item.seasonId ?? ''}-${item.episodeId ?? ''}`,
    tmdbId: item.tmdbId,
    season: { id: item.seasonId, number: item.seasonNumber },
    episode: { id: item.episodeId, number: item.episodeNumber },
    meta: item.meta,
    duration: item.duration,
    watched: item.watched,
    updatedAt: item.updatedAt ?? savedAt,
  };
}

/**
 * What the sync server confirms a change with, in the core answer types, built from the request
 * as the real server reads it; undefined for a route that is not a change of synced data. The
 * body has already passed the route's schema (`backend-request-bodies.ts`).
 */
export function syncAnswer(method: string, pathname: string, body: unknown): unknown {
  const [, users, userId, list, tmdbId, extra] = pathname.split('/');
  if (extra !== undefined) return undefined;
  if (users === 'sessions' && method === 'DELETE' && userId && !list) {
    return { id: userId } satisfies DeletedIdAnswer;
  }
  if (users !== 'users' || !userId) return undefined;
  if (method === 'DELETE' && list === undefined) return { id: userId } satisfies DeletedIdAnswer;
  if (list === 'bookmarks') {
    if (method === 'PUT' && tmdbId === undefined) {
      return bookmarkImportSchema
        .parse(body)
        .map((item): SyncedBookmark => ({ ...item, updatedAt: savedAt }));
    }
    if (method === 'POST' && tmdbId) {
      const { meta } = bookmarkBodySchema.parse(body);
      return { tmdbId, meta, updatedAt: savedAt } satisfies SyncedBookmark;
    }
    if (method === 'DELETE' && tmdbId) return { tmdbId } satisfies BookmarkDeleted;
  }
  if (list === 'progress' && tmdbId) {
    if (method === 'PUT' && tmdbId === 'import') {
      return progressImportSchema.parse(body).map(savedProgress);
    }
    if (method === 'PUT') return savedProgress({ ...progressInputSchema.parse(body), tmdbId });
    if (method === 'DELETE') {
      const { seasonId, episodeId } = progressDeleteBodySchema.parse(body);
      return { count: 1, tmdbId, seasonId, episodeId } satisfies ProgressDeleted;
    }
  }
  if (list === 'settings' && method === 'PUT' && tmdbId === undefined) {
    return { ...settingsPatchSchema.parse(body), id: userId } satisfies SyncedSettings;
  }
  return undefined;
}
