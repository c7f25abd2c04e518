import type {
  AccountSession,
  AccountUser,
  MediaMeta,
  SyncedBookmark,
  SyncedProgressItem,
} from '@screenroom/core';
import type { BookmarkRow } from './bookmark.repository.ts';
import type { ProgressRow } from './progress.repository.ts';
import type { SessionRow } from './session.repository.ts';
import type { UserRow } from './user.repository.ts';

/** Rows to the wire shapes, typed by core's answer schemas. */
const iso = (ms: number) => new Date(Number(ms)).toISOString();

export function formatUser(user: UserRow): AccountUser {
  return {
    id: user.id,
    namespace: user.namespace,
    publicKey: user.public_key,
    roles: JSON.parse(user.roles) as string[],
    createdAt: iso(user.created_at),
    lastLoggedIn: user.last_logged_in === null ? undefined : iso(user.last_logged_in),
    profile: {
      colorA: user.profile_color_a,
      colorB: user.profile_color_b,
      icon: user.profile_icon,
    },
  };
}

export function formatSession(session: SessionRow): AccountSession {
  return {
    id: session.id,
    userId: session.user_id,
    createdAt: iso(session.created_at),
    accessedAt: iso(session.accessed_at),
    device: session.device,
    userAgent: session.user_agent,
  };
}

export function formatBookmark(bookmark: BookmarkRow): SyncedBookmark {
  return {
    tmdbId: bookmark.tmdb_id,
    meta: JSON.parse(bookmark.meta) as MediaMeta,
    updatedAt: iso(bookmark.updated_at),
  };
}

const orUndefined = <T>(value: T | null | '') =>
  value === null || value === '' ? undefined : value;

export function formatProgress(item: ProgressRow): SyncedProgressItem {
  return {
    id: item.id,
    tmdbId: item.tmdb_id,
    season: { id: orUndefined(item.season_id), number: orUndefined(item.season_number) },
    episode: { id: orUndefined(item.episode_id), number: orUndefined(item.episode_number) },
    meta: JSON.parse(item.meta) as MediaMeta,
    duration: Number(item.duration),
    watched: Number(item.watched),
    updatedAt: iso(item.updated_at),
  };
}
