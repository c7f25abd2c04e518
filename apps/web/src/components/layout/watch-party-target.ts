import type { RoomStatus } from '../../clients/backend.ts';

/** Document 001 §9: entered room codes are at most 10 characters. */
export const ROOM_CODE_MAX_LENGTH = 10;

/** Document 001 §5: trimmed and upper-cased; null when nothing is left to submit. */
export function normalizeRoomCode(input: string): string | null {
  const code = input.trim().toUpperCase().slice(0, ROOM_CODE_MAX_LENGTH);
  return code === '' ? null : code;
}

export type JoinTarget =
  { ok: true; path: string } | { ok: false; error: 'watchParty.emptyRoom' | 'watchParty.noHost' };

/**
 * Document 001 §5: only the host's entry decides the content; a 'tv show' with season and episode
 * ids opens the episode route, anything else the movie route.
 */
export function joinTarget(room: Pick<RoomStatus, 'users'>, code: string): JoinTarget {
  const entries = Object.values(room.users ?? {});
  if (entries.length === 0) return { ok: false, error: 'watchParty.emptyRoom' };
  const host = entries.flat().find((entry) => entry.isHost);
  if (!host) return { ok: false, error: 'watchParty.noHost' };
  const { type, tmdbId, seasonId, episodeId } = host.content;
  const query = `?watchparty=${encodeURIComponent(code)}`;
  if (type?.toLowerCase() === 'tv show' && seasonId && episodeId) {
    return { ok: true, path: `/media/tmdb-tv-${tmdbId}/${seasonId}/${episodeId}${query}` };
  }
  return { ok: true, path: `/media/tmdb-movie-${tmdbId}${query}` };
}
