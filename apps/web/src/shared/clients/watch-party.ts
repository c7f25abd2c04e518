import {
  HOST_KEY_HEADER,
  MEMBER_KEY_HEADER,
  clockAnswerSchema,
  hostGrantSchema,
  roomEntrySchema,
  roomStatusSchema,
  statusAnswerSchema,
  type HostGrant,
  type PartyClientMessage,
  type RoomEntry,
  type RoomStatus,
  type StatusAnswer,
  type StatusBody,
  routePath,
  watchPartyRoutes,
} from '@screenroom/core';
import { callApi, type ApiCallInput, type CallableRoute } from './api.ts';
import { BackendError, joinBackendUrl } from './backend.ts';

/**
 * The watch party's calls to the backend: the polling calls every server has (status posts and
 * room fetches), the rooms, claims, leaves and clock of ours, and the address of the push channel.
 * Failures arrive as a BackendError with the server's own message, like the other backend calls.
 */

const party = watchPartyRoutes;

/**
 * A room as any server sends it. Older servers may leave out fields of ours (the code on each
 * entry), so entries are read one by one and one that still makes no sense is skipped rather than
 * losing the room.
 */
export function parseRoom(body: unknown, code: string): RoomStatus {
  const whole = roomStatusSchema.safeParse(body);
  if (whole.success) return whole.data;
  const raw = (body ?? {}) as { users?: unknown; serverTime?: unknown; hostId?: unknown };
  if (typeof raw.users !== 'object' || raw.users === null) {
    throw new BackendError(0, 'The room answer has no members list');
  }
  const users: Record<string, RoomEntry[]> = {};
  for (const [userId, list] of Object.entries(raw.users as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue;
    const entries = list.flatMap((entry: unknown) => {
      const parsed = roomEntrySchema.safeParse({
        roomCode: code,
        userId,
        content: {},
        player: {},
        ...(entry as object),
      });
      return parsed.success ? [parsed.data] : [];
    });
    if (entries.length > 0) users[userId] = entries;
  }
  return {
    roomCode: code,
    users,
    ...(typeof raw.serverTime === 'number' ? { serverTime: raw.serverTime } : {}),
    ...(typeof raw.hostId === 'string' || raw.hostId === null ? { hostId: raw.hostId } : {}),
  };
}

export type WatchPartyClient = ReturnType<typeof createWatchPartyClient>;

/**
 * Who calls: the member id and the member key that proves it is this member's (null from callers
 * that have none, which the server takes as an older client's).
 */
export type PartyMember = { userId: string; memberKey: string | null };

/** The keys a call carries: the host key while hosting, the member key always. */
export type PartyKeys = { hostKey?: string | null; memberKey?: string | null };

/** The body fields naming the member, for calls whose keys ride in the body. */
const memberFields = ({ userId, memberKey }: PartyMember) =>
  memberKey ? { userId, memberKey } : { userId };

export function createWatchPartyClient(backendUrl: string, token?: string) {
  // Room state changes every second: never answered from the browser's cache.
  // An older movie-web server answers in shapes of its own, which these calls read tolerantly.
  const request = <R extends CallableRoute>(
    route: R,
    input: ApiCallInput<R>,
    keys: PartyKeys = {},
  ): Promise<unknown> => {
    const headers: Record<string, string> = {};
    if (keys.hostKey) headers[HOST_KEY_HEADER] = keys.hostKey;
    if (keys.memberKey) headers[MEMBER_KEY_HEADER] = keys.memberKey;
    return callApi(route, input, {
      backendUrl,
      check: false,
      cache: 'no-store',
      ...(token && { token }),
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
    });
  };

  /** A leave's body: beacons cannot set headers, so the keys ride in it (for both ways alike). */
  const leaveBody = (member: PartyMember, hostKey?: string | null) => ({
    ...memberFields(member),
    ...(hostKey ? { hostKey } : {}),
  });

  /** The push channel's address: the backend's, with the web socket scheme. */
  function liveUrl(code: string): string {
    const path = routePath(party.live.path, { code });
    const url = new URL(joinBackendUrl(backendUrl, path), location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return url.toString();
  }

  const grant = (answer: Promise<unknown>): Promise<HostGrant> =>
    answer.then((body) => {
      const parsed = hostGrantSchema.safeParse(body);
      if (!parsed.success) throw new BackendError(0, 'The server granted no host key');
      return parsed.data;
    });

  return {
    room: async (code: string): Promise<RoomStatus> =>
      parseRoom(await request(party.room, { query: { roomCode: code } }), code),

    /** The answer, or null from an older server that answers in a shape of its own. */
    sendStatus: async (body: StatusBody, keys: PartyKeys = {}): Promise<StatusAnswer | null> => {
      const parsed = statusAnswerSchema.safeParse(await request(party.report, { body }, keys));
      return parsed.success ? parsed.data : null;
    },

    /** A new room with a free 4-digit code, or the given code when no live host holds it. */
    createRoom: (member: PartyMember, roomCode?: string) =>
      grant(
        request(party.createRoom, {
          body: { ...memberFields(member), ...(roomCode === undefined ? {} : { roomCode }) },
        }),
      ),

    /** Takes over a room whose host left or went silent. */
    claimRoom: (code: string, member: PartyMember) =>
      grant(request(party.claimRoom, { params: { code }, body: memberFields(member) })),

    leaveRoom: async (
      code: string,
      member: PartyMember,
      hostKey?: string | null,
    ): Promise<void> => {
      await request(party.leaveRoom, { params: { code }, body: leaveBody(member, hostKey) });
    },

    /**
     * The leave as the page goes away: a beacon outlives the page. Its body is plain text, which
     * needs no permission round trip to another origin; the server reads it as JSON all the same.
     */
    leaveBeacon(code: string, member: PartyMember, hostKey?: string | null): boolean {
      if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') {
        return false;
      }
      const body = JSON.stringify(leaveBody(member, hostKey));
      try {
        const path = routePath(party.leaveRoom.path, { code });
        return navigator.sendBeacon(joinBackendUrl(backendUrl, path), body);
      } catch {
        return false;
      }
    },

    /** The server's clock (ms), for the offset estimate while the push channel is down. */
    clock: async (): Promise<number> => {
      const parsed = clockAnswerSchema.safeParse(await request(party.clock, {}));
      if (!parsed.success) throw new BackendError(0, 'The server sent no clock');
      return parsed.data.serverTime;
    },

    liveUrl,
    openLive: (code: string): WebSocket => new WebSocket(liveUrl(code)),
  };
}

/** A message for the push channel, as text. */
export function encodePartyMessage(message: PartyClientMessage): string {
  return JSON.stringify(message);
}
