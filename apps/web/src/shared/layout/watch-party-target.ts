import {
  liveHostEntry,
  mediaPath,
  WATCH_PARTY_CODE_MAX_LENGTH,
  type RoomStatus,
} from '@screenroom/core';

/** Entered room codes are at most 10 characters. */
export const ROOM_CODE_MAX_LENGTH = WATCH_PARTY_CODE_MAX_LENGTH;

/** Trimmed and upper-cased; null when nothing is left to submit. */
export function normalizeRoomCode(input: string): string | null {
  const code = input.trim().toUpperCase().slice(0, ROOM_CODE_MAX_LENGTH);
  return code === '' ? null : code;
}

export type JoinTarget =
  | { ok: true; path: string }
  | { ok: false; error: 'watchParty.emptyRoom' | 'watchParty.noHost' | 'watchParty.invalidRoom' };

const idOf = (value: string | number | undefined): number | undefined => {
  const id = Number(value);
  return value !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * Where a guest joining the room lands. Only the host's newest report decides: a TV show with
 * season and episode ids opens the episode route with those movie-database ids (the player
 * resolves them, as it resolves season and episode numbers), anything else the movie route.
 */
export function joinTarget(
  room: Pick<RoomStatus, 'users' | 'hostId' | 'serverTime'>,
  code: string,
): JoinTarget {
  const entries = Object.values(room.users ?? {}).flat();
  if (entries.length === 0) return { ok: false, error: 'watchParty.emptyRoom' };
  // An older server gives no clock: its newest entry stands in, so no host counts as silent.
  const now = room.serverTime ?? Math.max(...entries.map((entry) => entry.timestamp));
  const host = liveHostEntry(entries, room.hostId, now);
  if (!host) return { ok: false, error: 'watchParty.noHost' };
  const { type, tmdbId, title, seasonId, episodeId } = host.content;
  if (idOf(tmdbId) === undefined) return { ok: false, error: 'watchParty.invalidRoom' };
  const query = `?watchparty=${encodeURIComponent(code)}`;
  const season = idOf(seasonId);
  const episode = idOf(episodeId);
  const ref = { tmdbId: String(tmdbId), title: title ?? '' };
  if (String(type).toLowerCase() === 'tv show' && season && episode) {
    return { ok: true, path: `${mediaPath({ ...ref, type: 'show', season, episode })}${query}` };
  }
  return { ok: true, path: `${mediaPath({ ...ref, type: 'movie' })}${query}` };
}
