import crypto from 'node:crypto';
import {
  HOST_KEY_HEADER,
  hostGrantSchema,
  MEMBER_KEY_HEADER,
  PARTY_EXTRA_FIELDS_MAX,
  PARTY_EXTRA_STRING_MAX,
  roomStatusSchema,
  statusAnswerSchema,
} from '@screenroom/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerAccounts } from '../src/accounts/accounts.module.ts';
import type { AppContext } from '../src/app-context.ts';
import type { DatabaseHandle, DialectName } from '../src/db/database.ts';
import { acceptEmptyJsonBodies } from '../src/http/empty-json-body.ts';
import { errorHandler } from '../src/http/errors.ts';
import { MemoryRateLimiter } from '../src/rate-limit/memory-rate-limiter.ts';
import { rateLimits } from '../src/rate-limit/rate-limiter.ts';
import { GRANT_TTL_MS, HOST_SILENCE_MS } from '../src/watch-party/host-rules.ts';
import type { RoomLimits } from '../src/watch-party/member-rules.ts';
import { MemoryRoomStore } from '../src/watch-party/memory-room-store.ts';
import { STATUS_TTL_MS } from '../src/watch-party/room-store.ts';
import { registerWatchParty } from '../src/watch-party/watch-party.module.ts';
import { bearer, manualClock, register } from './accounts-client.ts';
import {
  createTestDatabase,
  dialects,
  TEST_REDIS_URL,
  testConfig,
  testContext,
} from './databases.ts';

type StoreKind = 'memory' | 'redis';
const combos = dialects.flatMap((dialect) =>
  (['memory', 'redis'] as StoreKind[]).map((store) => [dialect, store] as [DialectName, StoreKind]),
);

const content = { title: 'The General', type: 'Movie', tmdbId: 961 };
const playing = { isPlaying: true, isPaused: false, time: 12.5, duration: 4000 };

async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
}

/**
 * Accounts and the watch party on one database and one manual clock. The accounts keep their
 * rate limits in memory, so registering in tests never meets limits left in Redis by other runs.
 */
async function buildPartyApp(
  database: DatabaseHandle,
  clock: () => number,
  redisPrefix: string | undefined,
  limits?: Partial<RoomLimits>,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  acceptEmptyJsonBodies(app);
  const accountsCtx: AppContext = testContext(app, testConfig(), database);
  await registerAccounts(app, accountsCtx, { clock, rateLimiter: new MemoryRateLimiter(clock) });
  const partyConfig = redisPrefix
    ? testConfig({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: redisPrefix })
    : testConfig();
  await registerWatchParty(app, testContext(app, partyConfig, database), { clock, limits });
  await app.ready();
  return app;
}

describe.each(combos)('watch party HTTP on %s with the %s store', (dialect, storeKind) => {
  const runPrefix = `screenroom-test:${crypto.randomBytes(6).toString('hex')}:`;
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let app: FastifyInstance;
  let time: ReturnType<typeof manualClock>;
  let testNumber = 0;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.drop();
    if (storeKind === 'redis') await deleteKeys(runPrefix);
  });

  beforeEach(async () => {
    time = manualClock();
    testNumber += 1;
    const prefix = storeKind === 'redis' ? `${runPrefix}${testNumber}:` : undefined;
    app = await buildPartyApp(database.handle, time.clock, prefix);
  });
  afterEach(() => app.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });
  const report = (body: object, headers: Record<string, string> = {}) =>
    post('/api/player/status', { roomCode: '1234', content, player: playing, ...body }, headers);
  const hostReport = (hostKey: string, body: object = {}) =>
    report({ userId: 'host', isHost: true, ...body }, { [HOST_KEY_HEADER]: hostKey });
  const room = async (code: string) => {
    const answer = await app.inject({ method: 'GET', url: `/api/player/status?roomCode=${code}` });
    expect(answer.statusCode).toBe(200);
    return roomStatusSchema.parse(answer.json());
  };
  const create = async (
    body: object = { userId: 'host' },
    headers: Record<string, string> = {},
  ) => {
    const answer = await post('/api/player/rooms', body, headers);
    expect(answer.statusCode, answer.body).toBe(201);
    return hostGrantSchema.parse(answer.json());
  };
  const claim = (code: string, userId: string) =>
    post(`/api/player/rooms/${code}/claim`, { userId });

  it('records statuses per member and answers the users map with server time and host', async () => {
    const grant = await create({ userId: 'host', roomCode: '1234' });
    const sent = await hostReport(grant.hostKey);
    expect(sent.statusCode).toBe(200);
    expect(statusAnswerSchema.parse(sent.json())).toEqual({
      success: true,
      timestamp: time.clock(),
    });
    time.advance(1000);
    expect((await report({ userId: 'guest' })).statusCode).toBe(200);

    const body = await room('1234');
    expect(body.roomCode).toBe('1234');
    expect(body.serverTime).toBe(time.clock());
    expect(body.hostId).toBe('host');
    expect(Object.keys(body.users).sort()).toEqual(['guest', 'host']);
    expect(body.users.host![0]).toEqual({
      userId: 'host',
      roomCode: '1234',
      isHost: true,
      content,
      player: playing,
      timestamp: time.clock() - 1000,
    });
    expect(body.users.guest![0]!.isHost).toBe(false);
  });

  it('keeps the newest five entries of a member', async () => {
    const grant = await create({ userId: 'host', roomCode: '1234' });
    for (let i = 0; i < 7; i++) {
      expect((await hostReport(grant.hostKey, { player: { time: i } })).statusCode).toBe(200);
      time.advance(1000);
    }
    const entries = (await room('1234')).users.host!;
    expect(entries.map((e) => e.player.time)).toEqual([2, 3, 4, 5, 6]);
  });

  it('forgets a member that stopped sending, and then the room', async () => {
    const grant = await create({ userId: 'host', roomCode: '1234' });
    await hostReport(grant.hostKey);
    time.advance(STATUS_TTL_MS / 2);
    await report({ userId: 'guest' });
    time.advance(STATUS_TTL_MS / 2 + 1);
    const half = await room('1234');
    expect(Object.keys(half.users)).toEqual(['guest']);
    // The host went silent, so the room has none to name.
    expect(half.hostId).toBeNull();
    time.advance(GRANT_TTL_MS);
    expect((await room('1234')).users).toEqual({});
    expect((await report({ userId: 'guest' })).statusCode).toBe(404);
  });

  it('validates the bodies and the room code', async () => {
    const bad = await report({ userId: 'guest', roomCode: 'X'.repeat(11) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorType).toBe('validation');
    expect((await app.inject({ method: 'GET', url: '/api/player/status' })).statusCode).toBe(400);
    expect((await post('/api/player/rooms', {})).statusCode).toBe(400);
    expect((await post('/api/player/rooms/1234/claim', {})).statusCode).toBe(400);
  });

  it('refuses a guest report for a room that does not exist, and shows it as empty', async () => {
    const answer = await report({ userId: 'guest', roomCode: '9999' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({
      errorType: 'message',
      message: 'No watch party with that code',
    });
    expect(await room('9999')).toEqual({
      roomCode: '9999',
      users: {},
      serverTime: time.clock(),
      hostId: null,
    });
  });

  it("refuses a guest's report claiming host and accepts the host's key", async () => {
    const grant = await create();
    expect(grant.roomCode).toMatch(/^\d{4}$/);
    const code = grant.roomCode;
    const guest = await report({ userId: 'guest', roomCode: code, isHost: true });
    expect(guest.statusCode).toBe(403);
    expect(guest.json()).toMatchObject({
      errorType: 'message',
      message: 'Only the host of this room can report as host',
    });
    const wrongKey = await hostReport('not-the-key', { roomCode: code });
    expect(wrongKey.statusCode).toBe(403);
    const host = await hostReport(grant.hostKey, { roomCode: code });
    expect(host.statusCode).toBe(200);
    expect(host.json().hostKey).toBeUndefined();
    const body = await room(code);
    expect(Object.keys(body.users)).toEqual(['host']);
    expect(body.hostId).toBe('host');
  });

  it("accepts the creator's bearer token as proof, and no other account's", async () => {
    const creator = await register(app);
    const other = await register(app);
    const grant = await create({ userId: creator.userId }, bearer(creator.token));
    const asCreator = await report(
      { userId: creator.userId, roomCode: grant.roomCode, isHost: true },
      bearer(creator.token),
    );
    expect(asCreator.statusCode, asCreator.body).toBe(200);
    const asOther = await report(
      { userId: other.userId, roomCode: grant.roomCode, isHost: true },
      bearer(other.token),
    );
    expect(asOther.statusCode).toBe(403);
    // The bearer is optional: a malformed one counts as none rather than failing the report.
    const malformed = await report(
      { userId: 'guest', roomCode: grant.roomCode },
      { authorization: 'Bearer nonsense' },
    );
    expect(malformed.statusCode).toBe(200);
  });

  it('makes an older client host of an unhosted room once, by a key in the answer', async () => {
    const first = await report({ userId: 'old-host', isHost: true });
    expect(first.statusCode).toBe(200);
    const { hostKey } = statusAnswerSchema.parse(first.json());
    expect(hostKey).toEqual(expect.any(String));
    expect((await room('1234')).hostId).toBe('old-host');

    time.advance(1000);
    expect((await report({ userId: 'old-host', isHost: true })).statusCode).toBe(403);
    expect((await report({ userId: 'someone', isHost: true })).statusCode).toBe(403);
    const withKey = await report(
      { userId: 'old-host', isHost: true },
      { [HOST_KEY_HEADER]: hostKey! },
    );
    expect(withKey.statusCode).toBe(200);
    expect(withKey.json().hostKey).toBeUndefined();

    // Silent for 10 s: the next sender claiming host takes the room.
    time.advance(HOST_SILENCE_MS);
    const taken = await report({ userId: 'someone', isHost: true });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().hostKey).toEqual(expect.any(String));
    expect(taken.json().hostKey).not.toBe(hostKey);
    expect((await room('1234')).hostId).toBe('someone');
    expect(
      (await report({ userId: 'old-host', isHost: true }, { [HOST_KEY_HEADER]: hostKey! }))
        .statusCode,
    ).toBe(403);
  });

  it('lets a guest claim a silent room after 10 s, not before', async () => {
    const grant = await create({ userId: 'host', roomCode: '1234' });
    await hostReport(grant.hostKey);
    await report({ userId: 'guest' });
    time.advance(HOST_SILENCE_MS - 1);
    const early = await claim('1234', 'guest');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The room still has a host');
    time.advance(1);
    const claimed = await claim('1234', 'guest');
    expect(claimed.statusCode).toBe(200);
    const newGrant = hostGrantSchema.parse(claimed.json());
    expect(newGrant.roomCode).toBe('1234');
    expect(newGrant.hostKey).not.toBe(grant.hostKey);
    expect((await room('1234')).hostId).toBe('guest');
    // The old key no longer hosts, the new one does.
    expect((await hostReport(grant.hostKey)).statusCode).toBe(403);
    expect(
      (await report({ userId: 'guest', isHost: true }, { [HOST_KEY_HEADER]: newGrant.hostKey }))
        .statusCode,
    ).toBe(200);
  });

  it('lets a guest claim 10 s after the host left on purpose', async () => {
    const grant = await create({ userId: 'host', roomCode: '1234' });
    await report({ userId: 'guest' });
    time.advance(3000);
    await hostReport(grant.hostKey);
    const left = await post('/api/player/rooms/1234/leave', {
      userId: 'host',
      hostKey: grant.hostKey,
    });
    expect(left.statusCode).toBe(204);
    const after = await room('1234');
    expect(after.hostId).toBeNull();
    expect(Object.keys(after.users)).toEqual(['guest']);
    time.advance(HOST_SILENCE_MS / 2);
    expect((await claim('1234', 'guest')).statusCode).toBe(409);
    time.advance(HOST_SILENCE_MS / 2);
    expect((await claim('1234', 'guest')).statusCode).toBe(200);
  });

  it('gives a room to exactly one of two guests claiming at once', async () => {
    const grant = await create({ userId: 'host', roomCode: '1234' });
    await hostReport(grant.hostKey);
    await report({ userId: 'guest-a' });
    await report({ userId: 'guest-b' });
    time.advance(HOST_SILENCE_MS);
    const answers = await Promise.all([claim('1234', 'guest-a'), claim('1234', 'guest-b')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? 'guest-a' : 'guest-b';
    expect((await room('1234')).hostId).toBe(winner);
  });

  it('answers 404 to a claim of a room that does not exist', async () => {
    const answer = await claim('4321', 'guest');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('No watch party with that code');
  });

  it('refuses a code a live host holds and frees it once the host is gone', async () => {
    const grant = await create({ userId: 'host', roomCode: 'film club' });
    expect(grant.roomCode).toBe('FILM CLUB');
    const taken = await post('/api/player/rooms', { userId: 'other', roomCode: 'Film Club' });
    expect(taken.statusCode).toBe(409);
    time.advance(HOST_SILENCE_MS);
    const retaken = await create({ userId: 'other', roomCode: 'FILM CLUB' });
    expect(retaken.hostKey).not.toBe(grant.hostKey);
    expect((await room('FILM CLUB')).hostId).toBe('other');
  });

  it('limits lookups of rooms that do not exist, never those of a live room', async () => {
    const grant = await create({ userId: 'host', roomCode: '1234' });
    await hostReport(grant.hostKey);
    const { limit } = rateLimits.watchPartyMiss;
    for (let i = 0; i < limit; i++) {
      const miss = await app.inject({
        method: 'GET',
        url: `/api/player/status?roomCode=${String(5000 + i)}`,
      });
      expect(miss.statusCode).toBe(200);
    }
    const over = await app.inject({ method: 'GET', url: '/api/player/status?roomCode=7777' });
    expect(over.statusCode).toBe(429);
    expect(over.json().errorType).toBe('message');
    expect((await claim('7778', 'guest')).statusCode).toBe(429);
    // Members of an existing room poll every 2 s and are never counted.
    for (let i = 0; i < limit + 5; i++) expect((await room('1234')).hostId).toBe('host');
    expect((await report({ userId: 'guest' })).statusCode).toBe(200);
  });

  it('limits how many rooms one address creates', async () => {
    for (let i = 0; i < rateLimits.watchPartyCreate.limit; i++) await create();
    const over = await post('/api/player/rooms', { userId: 'host' });
    expect(over.statusCode).toBe(429);
  });

  it('takes a leave sent as a text/plain beacon and keeps the host when a guest leaves', async () => {
    const grant = await create({ userId: 'host', roomCode: '1234' });
    await hostReport(grant.hostKey);
    await report({ userId: 'guest' });
    const beacon = await app.inject({
      method: 'POST',
      url: '/api/player/rooms/1234/leave',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ userId: 'guest' }),
    });
    expect(beacon.statusCode).toBe(204);
    const after = await room('1234');
    expect(Object.keys(after.users)).toEqual(['host']);
    expect(after.hostId).toBe('host');
    const garbled = await app.inject({
      method: 'POST',
      url: '/api/player/rooms/1234/leave',
      headers: { 'content-type': 'text/plain' },
      payload: '{not json',
    });
    expect(garbled.statusCode).toBe(400);
  });

  describe('who may speak as whom', () => {
    const hostMemberKey = 'host-member-key-0123456789';
    const guestKey = 'guest-member-key-0123456789';
    const leave = (body: object, headers: Record<string, string> = {}) =>
      post('/api/player/rooms/1234/leave', body, headers);
    const hostTimes = async () => (await room('1234')).users.host?.map((e) => e.player.time);

    it("refuses a guest's report and leave naming the host without the host's proof", async () => {
      const grant = await create({ userId: 'host', roomCode: '1234' });
      await hostReport(grant.hostKey, { player: { ...playing, time: 30 } });
      await report({ userId: 'guest' });

      // The guest posts as the host, as a guest, with and without a member key.
      const forged = await report({ userId: 'host', player: { ...playing, time: 900 } });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toMatchObject({
        errorType: 'message',
        message: 'That member id belongs to another member of this room',
      });
      const forgedWithKey = await report(
        { userId: 'host', player: { ...playing, time: 900 } },
        { [MEMBER_KEY_HEADER]: guestKey },
      );
      expect(forgedWithKey.statusCode).toBe(403);
      expect(await hostTimes()).toEqual([30]);

      const forgedLeave = await leave({ userId: 'host' });
      expect(forgedLeave.statusCode).toBe(403);
      const wrongKeyLeave = await leave({ userId: 'host', hostKey: 'not-the-key' });
      expect(wrongKeyLeave.statusCode).toBe(403);
      const after = await room('1234');
      expect(after.hostId).toBe('host');
      expect(Object.keys(after.users).sort()).toEqual(['guest', 'host']);

      // With the key, in the header, a report naming the host is the host's own.
      const own = await report(
        { userId: 'host', player: { ...playing, time: 31 } },
        { [HOST_KEY_HEADER]: grant.hostKey },
      );
      expect(own.statusCode).toBe(200);
      expect(await hostTimes()).toEqual([30, 31]);
    });

    it('takes the host key in a beacon body, and the creating account in its bearer', async () => {
      const grant = await create({ userId: 'host', roomCode: '1234' });
      await hostReport(grant.hostKey);
      await report({ userId: 'guest' });
      const beacon = await app.inject({
        method: 'POST',
        url: '/api/player/rooms/1234/leave',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ userId: 'host', hostKey: grant.hostKey }),
      });
      expect(beacon.statusCode).toBe(204);
      expect((await room('1234')).hostId).toBeNull();

      const creator = await register(app);
      const owned = await create(
        { userId: creator.userId, roomCode: 'ACCOUNT' },
        bearer(creator.token),
      );
      await report(
        { userId: creator.userId, roomCode: owned.roomCode, isHost: true },
        { [HOST_KEY_HEADER]: owned.hostKey },
      );
      const other = await register(app);
      const leaveAs = (token: string) =>
        post(`/api/player/rooms/ACCOUNT/leave`, { userId: creator.userId }, bearer(token));
      expect((await leaveAs(other.token)).statusCode).toBe(403);
      expect((await room('ACCOUNT')).hostId).toBe(creator.userId);
      expect((await leaveAs(creator.token)).statusCode).toBe(204);
      expect((await room('ACCOUNT')).hostId).toBeNull();
    });

    it('ties a member id to the member key of its first report', async () => {
      const grant = await create({ userId: 'host', roomCode: '1234' });
      await hostReport(grant.hostKey);
      const withKey = { [MEMBER_KEY_HEADER]: guestKey };
      expect((await report({ userId: 'guest', player: { time: 1 } }, withKey)).statusCode).toBe(
        200,
      );

      const keyless = await report({ userId: 'guest', player: { time: 666 } });
      expect(keyless.statusCode).toBe(403);
      const otherKey = await report(
        { userId: 'guest', player: { time: 666 } },
        { [MEMBER_KEY_HEADER]: 'someone-elses-key-0123456789' },
      );
      expect(otherKey.statusCode).toBe(403);
      // Not even the host may report or leave as a guest with a key of its own.
      const byHost = await report(
        { userId: 'guest', player: { time: 666 } },
        { [HOST_KEY_HEADER]: grant.hostKey },
      );
      expect(byHost.statusCode).toBe(403);
      expect((await leave({ userId: 'guest', hostKey: grant.hostKey })).statusCode).toBe(403);
      expect((await claim('1234', 'guest')).statusCode).toBe(403);
      expect((await room('1234')).users.guest!.map((e) => e.player.time)).toEqual([1]);

      expect((await report({ userId: 'guest', player: { time: 2 } }, withKey)).statusCode).toBe(
        200,
      );
      expect((await leave({ userId: 'guest', memberKey: guestKey })).statusCode).toBe(204);
      expect(Object.keys((await room('1234')).users)).toEqual(['host']);
      // Gone from the room, the id is free again.
      const anew = await report(
        { userId: 'guest', player: { time: 3 } },
        { [MEMBER_KEY_HEADER]: 'a-new-member-key-0123456789' },
      );
      expect(anew.statusCode).toBe(200);
    });

    it('keeps the key of the host, which follows its member id when it becomes a guest', async () => {
      const grant = await create({ userId: 'host', roomCode: '1234' });
      const first = await report(
        { userId: 'host', isHost: true },
        { [HOST_KEY_HEADER]: grant.hostKey, [MEMBER_KEY_HEADER]: hostMemberKey },
      );
      expect(first.statusCode).toBe(200);
      await report({ userId: 'guest' }, { [MEMBER_KEY_HEADER]: guestKey });
      time.advance(HOST_SILENCE_MS);
      await report({ userId: 'guest' }, { [MEMBER_KEY_HEADER]: guestKey });
      const claimed = await post(`/api/player/rooms/1234/claim`, {
        userId: 'guest',
        memberKey: guestKey,
      });
      expect(claimed.statusCode).toBe(200);
      expect((await room('1234')).hostId).toBe('guest');

      // The old host is a guest now: its id is still its own, by its member key alone.
      expect((await report({ userId: 'host' })).statusCode).toBe(403);
      const asGuest = await report({ userId: 'host' }, { [MEMBER_KEY_HEADER]: hostMemberKey });
      expect(asGuest.statusCode).toBe(200);
    });

    it("keeps an older client's keyless guest id working, never tied by a stranger", async () => {
      const grant = await create({ userId: 'host', roomCode: '1234' });
      await hostReport(grant.hostKey);
      expect((await report({ userId: 'old-guest', player: { time: 1 } })).statusCode).toBe(200);
      // A key sent for an id already in the room without one does not tie it.
      const stranger = await report(
        { userId: 'old-guest', player: { time: 2 } },
        { [MEMBER_KEY_HEADER]: 'stranger-member-key-0123456789' },
      );
      expect(stranger.statusCode).toBe(200);
      expect((await report({ userId: 'old-guest', player: { time: 3 } })).statusCode).toBe(200);
      expect((await leave({ userId: 'old-guest' })).statusCode).toBe(204);
    });

    it('tells the room of a leave only when the member was there', async () => {
      const grant = await create({ userId: 'host', roomCode: '1234' });
      await hostReport(grant.hostKey);
      expect((await leave({ userId: 'nobody' })).statusCode).toBe(204);
      expect(Object.keys((await room('1234')).users)).toEqual(['host']);
    });
  });

  describe('caps', () => {
    const limits = { maxRooms: 2, maxMembersPerRoom: 3 };
    beforeEach(async () => {
      await app.close();
      const prefix = storeKind === 'redis' ? `${runPrefix}${testNumber}:caps:` : undefined;
      app = await buildPartyApp(database.handle, time.clock, prefix, limits);
    });

    it('holds a room to its members, always letting its host in', async () => {
      const grant = await create({ userId: 'host', roomCode: '1234' });
      for (const guest of ['g1', 'g2', 'g3']) {
        expect((await report({ userId: guest })).statusCode).toBe(200);
      }
      const fourth = await report({ userId: 'g4' });
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json().message).toBe('The watch party is full');
      // Guests filling the room cannot shut its host out.
      expect((await hostReport(grant.hostKey)).statusCode).toBe(200);
      expect((await report({ userId: 'g1' })).statusCode).toBe(200);
      expect(Object.keys((await room('1234')).users).sort()).toEqual(['g1', 'g2', 'g3', 'host']);

      for (const guest of ['g2', 'g3']) {
        expect((await post('/api/player/rooms/1234/leave', { userId: guest })).statusCode).toBe(
          204,
        );
      }
      expect((await report({ userId: 'g4' })).statusCode).toBe(200);
      expect((await report({ userId: 'g5' })).statusCode).toBe(409);
      // A member silent for a minute no longer takes a place.
      time.advance(STATUS_TTL_MS / 2);
      await hostReport(grant.hostKey);
      await report({ userId: 'g4' });
      time.advance(STATUS_TTL_MS / 2);
      expect((await report({ userId: 'g5' })).statusCode).toBe(200);
    });

    it('holds the server to its rooms until one is let go', async () => {
      await create({ userId: 'a' });
      const second = await create({ userId: 'b', roomCode: 'SECOND' });
      for (const body of [{ userId: 'c' }, { userId: 'c', roomCode: 'THIRD' }]) {
        const over = await post('/api/player/rooms', body);
        expect(over.statusCode).toBe(503);
        expect(over.json().message).toBe(
          'This server holds as many watch parties as it can, try again later',
        );
      }
      const unhosted = await report({ userId: 'c', roomCode: 'THIRD', isHost: true });
      expect(unhosted.statusCode).toBe(503);
      // Taking over a room that exists makes no new room.
      time.advance(HOST_SILENCE_MS);
      await report({ userId: 'g', roomCode: 'SECOND' });
      expect((await claim('SECOND', 'g')).statusCode).toBe(200);
      expect((await report({ userId: 'b', roomCode: 'SECOND' })).statusCode).toBe(200);
      // A host that left still holds its room for the grant's lifetime; then it is let go.
      const left = await post('/api/player/rooms/SECOND/leave', {
        userId: 'b',
        hostKey: second.hostKey,
      });
      expect(left.statusCode).toBe(204);
      expect((await post('/api/player/rooms', { userId: 'c' })).statusCode).toBe(503);
      time.advance(GRANT_TTL_MS);
      await create({ userId: 'c', roomCode: 'THIRD' });
      await create({ userId: 'd' });
    });
  });

  it("bounds a report's extra fields and their sizes", async () => {
    const grant = await create({ userId: 'host', roomCode: '1234' });
    await hostReport(grant.hostKey);
    const extra = Object.fromEntries(
      Array.from({ length: PARTY_EXTRA_FIELDS_MAX }, (_, i) => [`extra${i}`, 'x']),
    );
    const fine = await report({ userId: 'guest', content: { ...content, ...extra } });
    expect(fine.statusCode).toBe(200);
    expect((await room('1234')).users.guest![0]!.content).toEqual({ ...content, ...extra });

    const refused = [
      { content: { ...content, ...extra, oneMore: 1 } },
      { player: { ...playing, note: 'x'.repeat(PARTY_EXTRA_STRING_MAX + 1) } },
      { player: { ...playing, nested: { deep: true } } },
      { player: { ...playing, list: [1, 2] } },
      { content: { ...content, ['n'.repeat(41)]: 1 } },
      { content: { ...content, tmdbId: '9'.repeat(65) } },
      { content: { ...content, title: 't'.repeat(501) } },
      { userId: 'u'.repeat(101) },
    ];
    for (const body of refused) {
      const answer = await report({ userId: 'guest2', ...body });
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json().errorType).toBe('validation');
    }
    // Nothing refused was kept, and what was there stays.
    expect(Object.keys((await room('1234')).users).sort()).toEqual(['guest', 'host']);
    const tooShortKey = await post('/api/player/rooms/1234/leave', {
      userId: 'guest',
      memberKey: 'short',
    });
    expect(tooShortKey.statusCode).toBe(400);
  });

  it('limits reports and leaves per client, whatever the room', async () => {
    const grant = await create({ userId: 'host', roomCode: '1234' });
    const { limit } = rateLimits.watchPartyReport;
    const from = (remoteAddress: string, payload: object, url = '/api/player/status') =>
      app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress,
        headers: { [HOST_KEY_HEADER]: grant.hostKey },
      });
    const hostBody = { userId: 'host', roomCode: '1234', isHost: true, content, player: playing };
    for (let i = 0; i < limit; i++) {
      const answer = await from('203.0.113.7', hostBody);
      expect(answer.statusCode).toBe(200);
    }
    const over = await from('203.0.113.7', hostBody);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many requests, try again in \d+ seconds$/);
    const leaveOver = await from(
      '203.0.113.7',
      { userId: 'host', hostKey: grant.hostKey },
      '/api/player/rooms/1234/leave',
    );
    expect(leaveOver.statusCode).toBe(429);
    expect((await room('1234')).hostId).toBe('host');
    // Another client is not held back.
    expect(
      (await from('198.51.100.2', { ...hostBody, userId: 'guest', isHost: false })).statusCode,
    ).toBe(200);
  });

  it('tells the time uncached', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/player/clock' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ serverTime: time.clock() });
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('MemoryRoomStore', () => {
  it('drops silent members and forgotten grants, and the rooms left empty', async () => {
    const store = new MemoryRoomStore();
    const now = Date.UTC(2026, 0, 1);
    await store.record(
      '1111',
      'guest',
      now,
      '{}',
      { hostProven: false, memberKeyHash: null },
      false,
    );
    await store.takeGrant(
      {
        roomCode: '2222',
        keyHash: 'ab',
        userId: 'host',
        accountId: null,
        createdAt: now,
        seenAt: now,
        leftAt: null,
      },
      'free',
      now,
    );
    expect(store.size).toBe(2);
    store.sweep(now + STATUS_TTL_MS);
    expect(store.size).toBe(1);
    store.sweep(now + GRANT_TTL_MS);
    expect(store.size).toBe(0);
  });
});
