// zod/mini, as every schema the web app reads: one classic schema there would bring zod's
// chained-method layer, and every format it offers, into the app's downloads.
import { z } from 'zod/mini';
import { WATCH_PARTY_CODE_MAX_LENGTH } from '../constants.ts';
import { defineRoutes } from './route-table.ts';

/**
 * The watch party's wire format, written once for the server that checks it and the web app that
 * sends and reads it. Older clients send the polling calls only (status posts and room fetches);
 * the push channel, the clock and the host key are additions they can ignore.
 */

/** Entered codes are trimmed, upper-cased and at most 10 characters; hosts get 4 digits. */
export const roomCodeSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(WATCH_PARTY_CODE_MAX_LENGTH), z.toUpperCase());

/**
 * What a member reports beyond the fields below: a newer client's additions pass through to the
 * other members, but only a few short ones, so one member cannot fill a room's memory with them
 * (an entry stays under about 2.5 KB, and a room keeps five per member).
 */
export const PARTY_EXTRA_FIELDS_MAX = 4;
export const PARTY_EXTRA_NAME_MAX = 40;
export const PARTY_EXTRA_STRING_MAX = 64;
/** Movie-database ids are numbers or short strings; 64 characters leaves room for other ids. */
export const PARTY_ID_MAX = 64;

const extraValueSchema = z.union([
  z.string().check(z.maxLength(PARTY_EXTRA_STRING_MAX)),
  z.number(),
  z.boolean(),
  z.null(),
]);

/** A report's object: its known fields as `shape` says, and a few short extra ones. */
function reportedObject<Shape extends z.core.$ZodShape>(shape: Shape) {
  const known = new Set(Object.keys(shape));
  return z.catchall(z.object(shape), extraValueSchema).check(
    z.superRefine((value, ctx) => {
      const extra = Object.keys(value).filter((name) => !known.has(name));
      if (extra.length > PARTY_EXTRA_FIELDS_MAX) {
        ctx.addIssue({
          code: 'custom',
          message: `At most ${PARTY_EXTRA_FIELDS_MAX} fields beyond the known ones`,
        });
      }
      for (const name of extra) {
        if (name.length > PARTY_EXTRA_NAME_MAX) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `Field names are at most ${PARTY_EXTRA_NAME_MAX} characters`,
          });
        }
      }
    }),
  );
}

const partyIdSchema = z.union([z.string().check(z.maxLength(PARTY_ID_MAX)), z.number()]);

const contentShape = {
  title: z.optional(z.string().check(z.maxLength(500))),
  type: z.optional(z.string().check(z.maxLength(20))),
  tmdbId: z.optional(partyIdSchema),
  seasonId: z.optional(partyIdSchema),
  episodeId: z.optional(partyIdSchema),
  seasonNumber: z.optional(z.number().check(z.int())),
  episodeNumber: z.optional(z.number().check(z.int())),
};

/**
 * What a member is watching. `type` is 'Movie' or 'TV Show'; the ids are the movie database's.
 * Read leniently (another server may hold members' fields of any kind); a report sent to ours is
 * held to `reportedContentSchema`.
 */
export const partyContentSchema = z.looseObject(contentShape);
export type PartyContent = z.infer<typeof partyContentSchema>;
export const reportedContentSchema = reportedObject(contentShape);
export type ReportedContent = z.infer<typeof reportedContentSchema>;

const playerShape = {
  isPlaying: z.optional(z.boolean()),
  isPaused: z.optional(z.boolean()),
  isLoading: z.optional(z.boolean()),
  hasPlayedOnce: z.optional(z.boolean()),
  time: z.optional(z.number()),
  duration: z.optional(z.number()),
  playbackRate: z.optional(z.number()),
  buffered: z.optional(z.number()),
  atServerTime: z.optional(z.number()),
};

/**
 * Where a member's player stands. `atServerTime` is the sender's estimate of the server clock (ms)
 * at the moment `time` was read, so a receiver can project the position to its own now; older
 * clients leave it out and the entry's `timestamp` (when the server got it) stands in. Read
 * leniently, like the content; reports are held to `reportedPlayerSchema`.
 */
export const partyPlayerSchema = z.looseObject(playerShape);
export type PartyPlayer = z.infer<typeof partyPlayerSchema>;
export const reportedPlayerSchema = reportedObject(playerShape);
export type ReportedPlayer = z.infer<typeof reportedPlayerSchema>;

/** A member's id in a room: the web app's is a random id per tab. */
export const memberIdSchema = z.string().check(z.minLength(1), z.maxLength(100));

/** The host key as the server hands it out (32 characters); anything much longer is not one. */
export const hostKeySchema = z.string().check(z.maxLength(200));

/**
 * A member's own secret, made by the client with its member id and sent with every call naming
 * that id: the first report that names a new id with a key ties the id to that key, and from then
 * on only calls with the same key may report or leave as that member. At least 16 characters, so
 * a client cannot pick one a stranger guesses.
 */
export const memberKeySchema = z.string().check(z.minLength(16), z.maxLength(200));

/** `POST /api/player/status`: a member reports. A host proves itself with the host key header. */
export const statusBodySchema = z.object({
  userId: memberIdSchema,
  roomCode: roomCodeSchema,
  isHost: z._default(z.boolean(), false),
  content: z._default(reportedContentSchema, {}),
  player: z._default(reportedPlayerSchema, {}),
});
export type StatusBody = z.input<typeof statusBodySchema>;

/** The header a host sends its key in (HTTP calls); the push channel sends it in `hello`. */
export const HOST_KEY_HEADER = 'x-watch-party-host-key';
/** The header a member sends its member key in (HTTP calls); the push channel, in `hello`. */
export const MEMBER_KEY_HEADER = 'x-watch-party-member-key';

/** One report as the server recorded it; `timestamp` is the server's clock when it arrived. */
export const roomEntrySchema = z.object({
  userId: z.string(),
  roomCode: z.string(),
  isHost: z.boolean(),
  content: partyContentSchema,
  player: partyPlayerSchema,
  timestamp: z.number(),
});
export type RoomEntry = z.infer<typeof roomEntrySchema>;

/**
 * `GET /api/player/status?roomCode=`: every live member's newest entries, oldest first. `serverTime`
 * and `hostId` are additions (the member the server holds as host, null when the host left).
 */
export const roomStatusSchema = z.object({
  roomCode: z.string(),
  users: z.record(z.string(), z.array(roomEntrySchema)),
  serverTime: z.optional(z.number()),
  hostId: z.optional(z.nullable(z.string())),
});
export type RoomStatus = z.infer<typeof roomStatusSchema>;

/**
 * `POST /api/player/status` answers this. `hostKey` comes only to a sender that claimed host of a
 * room nobody hosts yet (an older client hosting without creating the room first).
 */
export const statusAnswerSchema = z.object({
  success: z.literal(true),
  timestamp: z.number(),
  hostKey: z.optional(z.string()),
});
export type StatusAnswer = z.infer<typeof statusAnswerSchema>;

/**
 * `POST /api/player/rooms`: start a party. Without `roomCode` the server picks a free 4-digit
 * code; with one (the host editing its code) it is taken only when no live host holds it.
 */
export const createRoomBodySchema = z.object({
  userId: memberIdSchema,
  roomCode: z.optional(roomCodeSchema),
  memberKey: z.optional(memberKeySchema),
});
export type CreateRoomBody = z.input<typeof createRoomBodySchema>;

/** The key is the host's authority: sent with every host report, never shown to guests. */
export const hostGrantSchema = z.object({
  roomCode: z.string(),
  hostKey: z.string(),
});
export type HostGrant = z.infer<typeof hostGrantSchema>;

/** `POST /api/player/rooms/{code}/claim`: a guest left without a host for 10 s takes over. */
export const claimRoomBodySchema = z.object({
  userId: memberIdSchema,
  memberKey: z.optional(memberKeySchema),
});

/**
 * `POST /api/player/rooms/{code}/leave`: the keys may ride in the body, since `sendBeacon` cannot
 * set headers.
 */
export const leaveRoomBodySchema = z.object({
  userId: memberIdSchema,
  hostKey: z.optional(hostKeySchema),
  memberKey: z.optional(memberKeySchema),
});

/** `GET /api/player/clock`: the server's clock, for estimating the offset when the push is down. */
export const clockAnswerSchema = z.object({ serverTime: z.number() });

/** Messages a member sends on the push channel (`GET /api/player/rooms/{code}/live`, WebSocket). */
export const partyClientMessageSchema = z.discriminatedUnion('type', [
  /**
   * First message: who is here, with its member key, and the host key when this member hosts.
   * The connection speaks for that member from then on.
   */
  z.object({
    type: z.literal('hello'),
    userId: memberIdSchema,
    hostKey: z.optional(hostKeySchema),
    memberKey: z.optional(memberKeySchema),
  }),
  /** A clock sample: the server answers `pong` with its own time at once. */
  z.object({ type: z.literal('ping'), id: z.number().check(z.int()), clientTime: z.number() }),
  /** The same report as the status post, sent the moment the player changes. */
  z.object({
    type: z.literal('status'),
    isHost: z._default(z.boolean(), false),
    content: z._default(reportedContentSchema, {}),
    player: z._default(reportedPlayerSchema, {}),
  }),
  z.object({ type: z.literal('leave') }),
]);
export type PartyClientMessage = z.input<typeof partyClientMessageSchema>;

/** Messages the server pushes to every member of the room. */
export const partyServerMessageSchema = z.discriminatedUnion('type', [
  /** Sent after `hello`: the whole room as the status fetch answers it. */
  z.object({ type: z.literal('room'), room: roomStatusSchema }),
  /** A member reported (the host's reports carry its play state). */
  z.object({ type: z.literal('status'), entry: roomEntrySchema, serverTime: z.number() }),
  z.object({
    type: z.literal('pong'),
    id: z.number().check(z.int()),
    clientTime: z.number(),
    serverTime: z.number(),
  }),
  /** A member left on purpose (`wasHost` when it was the host) or went silent. */
  z.object({ type: z.literal('left'), userId: z.string(), wasHost: z.boolean() }),
  /** The room has a new host (a claim after the host left). */
  z.object({ type: z.literal('host'), userId: z.string() }),
  /**
   * Only to the socket whose report made it host of a room nobody hosted: its key, as the status
   * post answers it.
   */
  z.object({ type: z.literal('granted'), roomCode: z.string(), hostKey: z.string() }),
  /** A message the member sent was refused (for example a report claiming host without the key). */
  z.object({ type: z.literal('error'), status: z.number().check(z.int()), message: z.string() }),
]);
export type PartyServerMessage = z.infer<typeof partyServerMessageSchema>;

/** Content types as the members write them. */
export const PARTY_CONTENT_MOVIE = 'Movie';
export const PARTY_CONTENT_SHOW = 'TV Show';

/** The room a call names in its path. */
export const roomParamsSchema = z.object({ code: roomCodeSchema });
/** The room a status read names in its query. */
export const roomQuerySchema = z.object({ roomCode: roomCodeSchema });

/**
 * The watch party's HTTP calls: the polling pair every movie-web client knows (status post and
 * room read), creating, claiming and leaving a room, the server clock, and the push channel.
 */
export const watchPartyRoutes = defineRoutes({
  report: {
    method: 'POST',
    path: '/api/player/status',
    summary: "Reports a member's player state to its room (16 KiB at most)",
    auth: 'party-keys',
    body: statusBodySchema,
    answer: statusAnswerSchema,
  },
  room: {
    method: 'GET',
    path: '/api/player/status',
    summary: "The room's members and their last reports",
    auth: 'public',
    query: roomQuerySchema,
    answer: roomStatusSchema,
  },
  createRoom: {
    method: 'POST',
    path: '/api/player/rooms',
    summary: 'Starts a party and answers the host key',
    auth: 'public',
    body: createRoomBodySchema,
    answer: hostGrantSchema,
    status: 201,
  },
  claimRoom: {
    method: 'POST',
    path: '/api/player/rooms/:code/claim',
    summary: 'A guest takes over a room left without a host; 409 while it has one',
    auth: 'party-keys',
    params: roomParamsSchema,
    body: claimRoomBodySchema,
    answer: hostGrantSchema,
  },
  leaveRoom: {
    method: 'POST',
    path: '/api/player/rooms/:code/leave',
    summary: 'Leaves the room (the body may come as text from a beacon); answers 204',
    auth: 'party-keys',
    params: roomParamsSchema,
    body: leaveRoomBodySchema,
    status: 204,
  },
  clock: {
    method: 'GET',
    path: '/api/player/clock',
    summary: "The server's clock, never cached",
    auth: 'public',
    answer: clockAnswerSchema,
  },
  live: {
    method: 'GET',
    path: '/api/player/rooms/:code/live',
    summary: "The room's push channel (a WebSocket of partyClientMessage and partyServerMessage)",
    auth: 'party-keys',
    params: roomParamsSchema,
    websocket: true,
  },
});
