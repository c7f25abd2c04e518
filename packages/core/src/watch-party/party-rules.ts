import type { PartyContent, RoomEntry } from '../api/watch-party.ts';
import { WATCH_PARTY_ALONE_BECOMES_HOST_MS, WATCH_PARTY_HOST_JUMP_S } from '../constants.ts';
/** A member silent for this long has left the room (the server forgets its entries then). */
export const MEMBER_SILENT_MS = 60_000;
/**
 * A host position further than this from where its previous report said it would be was moved
 * by hand (a seek, a skip): guests jump there instead of easing towards it.
 */
export const HOST_JUMP_S = 0.25;

type Report = Pick<RoomEntry, 'player' | 'timestamp'>;

/** Where a member's media stands, carried to a moment on the server's clock. */
export type PartyPosition = {
  time: number;
  /** Not paused (it may still wait for data). */
  playing: boolean;
  /** Playing but waiting for data, or seeking: its clock stands still. */
  stalled: boolean;
  rate: number;
};

/**
 * When the report's time was read, on the server's clock: the sender's own stamp, else (an older
 * client) when the server received it, which is later by the trip there.
 */
export function reportedAt(report: Report): number {
  return report.player.atServerTime ?? report.timestamp;
}

/** Pure: a report's position at `serverNow`: a playing clock moves on at its rate, others stand. */
export function projectPosition(report: Report, serverNow: number): PartyPosition {
  const { player } = report;
  const playing = player.isPlaying === true;
  const stalled = playing && player.isLoading === true;
  const rate = player.playbackRate && player.playbackRate > 0 ? player.playbackRate : 1;
  const time = player.time ?? 0;
  let projected =
    playing && !stalled ? time + ((serverNow - reportedAt(report)) / 1000) * rate : time;
  if (player.duration && player.duration > 0) projected = Math.min(projected, player.duration);
  return { time: Math.max(0, projected), playing, stalled, rate };
}

/** Pure: whether the report carries the sender's own stamp (clients before these did not). */
export function isStampedReport(report: Report): boolean {
  return report.player.atServerTime !== undefined;
}

/**
 * Pure: whether `next` is somewhere else than `previous` said the host would be by then. Older
 * hosts' unstamped reports are a jump only beyond the 5 s older clients use themselves.
 */
export function hostJumped(previous: Report, next: Report): boolean {
  const expected = projectPosition(previous, reportedAt(next)).time;
  const threshold =
    isStampedReport(previous) && isStampedReport(next) ? HOST_JUMP_S : WATCH_PARTY_HOST_JUMP_S;
  return Math.abs((next.player.time ?? 0) - expected) > threshold;
}

export type PartyMemberState = 'playing' | 'paused' | 'buffering' | 'idle';

/** Pure: what the members panel shows for a report. Older clients leave hasPlayedOnce out. */
export function memberStateOf(player: RoomEntry['player']): PartyMemberState {
  if (player.isPlaying) return player.isLoading ? 'buffering' : 'playing';
  if (player.hasPlayedOnce === false) return 'idle';
  return 'paused';
}

export type PartyMemberView = {
  userId: string;
  isHost: boolean;
  isSelf: boolean;
  state: PartyMemberState;
  time: number;
};

/**
 * Pure: the members panel from each member's newest entry: members silent for a minute left out,
 * the host first, then by id. `hostId` is the server's word on who hosts (undefined from older
 * servers, whose entries say it themselves).
 */
export function partyMembers(
  entries: readonly RoomEntry[],
  hostId: string | null | undefined,
  selfId: string,
  serverNow: number,
): PartyMemberView[] {
  return entries
    .filter((entry) => entry.userId === selfId || serverNow - entry.timestamp < MEMBER_SILENT_MS)
    .map((entry) => ({
      userId: entry.userId,
      isHost: hostId === undefined ? entry.isHost : entry.userId === hostId,
      isSelf: entry.userId === selfId,
      state: memberStateOf(entry.player),
      time: projectPosition(entry, serverNow).time,
    }))
    .sort((a, b) => Number(b.isHost) - Number(a.isHost) || a.userId.localeCompare(b.userId));
}

/** Pure: a guest left without a host since `hostlessSince` takes over once 10 s have passed. */
export function shouldClaimHost(hostlessSince: number | null, now: number): boolean {
  return hostlessSince !== null && now - hostlessSince >= WATCH_PARTY_ALONE_BECOMES_HOST_MS;
}

/** How two members' content differs: another title, another episode of it, or not at all. */
export type ContentDifference = 'title' | 'episode' | null;

const same = (a: unknown, b: unknown) => String(a) === String(b);
const known = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Pure: compares what the host plays with what this member plays. Titles compare by type and
 * movie-database id (by name when an older client sent no id); episodes by their numbers, else by
 * their ids, whichever both sides sent.
 */
export function contentDifference(host: PartyContent, mine: PartyContent): ContentDifference {
  const lower = (value: unknown) => String(value).toLowerCase();
  if (known(host.type) && known(mine.type) && lower(host.type) !== lower(mine.type)) return 'title';
  if (known(host.tmdbId) && known(mine.tmdbId)) {
    if (!same(host.tmdbId, mine.tmdbId)) return 'title';
  } else if (known(host.title) && known(mine.title) && host.title !== mine.title) {
    return 'title';
  }
  const byNumber =
    known(host.seasonNumber) &&
    known(mine.seasonNumber) &&
    known(host.episodeNumber) &&
    known(mine.episodeNumber);
  if (byNumber) {
    return same(host.seasonNumber, mine.seasonNumber) &&
      same(host.episodeNumber, mine.episodeNumber)
      ? null
      : 'episode';
  }
  if (known(host.seasonId) && known(mine.seasonId) && !same(host.seasonId, mine.seasonId)) {
    return 'episode';
  }
  if (known(host.episodeId) && known(mine.episodeId) && !same(host.episodeId, mine.episodeId)) {
    return 'episode';
  }
  return null;
}
