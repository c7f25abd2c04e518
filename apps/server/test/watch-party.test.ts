import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorHandler } from '../src/http/errors.ts';
import { MemoryRoomStatusStore } from '../src/watch-party/memory-room-status-store.ts';
import { RedisRoomStatusStore } from '../src/watch-party/redis-room-status-store.ts';
import { STATUS_TTL_MS, type RoomStatusStore } from '../src/watch-party/room-status-store.ts';
import { registerWatchPartyRoutes } from '../src/watch-party/watch-party.routes.ts';
import { manualClock } from './accounts-client.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const stores: [string, () => RoomStatusStore][] = [
  ['memory', () => new MemoryRoomStatusStore()],
  [
    'redis',
    () =>
      new RedisRoomStatusStore(
        new Redis(REDIS_URL),
        `screenroom-test:${crypto.randomBytes(6).toString('hex')}:`,
      ),
  ],
];

const hostStatus = {
  userId: 'host-user',
  roomCode: '1234',
  isHost: true,
  content: { title: 'The General', type: 'Movie', tmdbId: 961 },
  player: { isPlaying: true, isPaused: false, time: 12.5, duration: 4000 },
};

describe.each(stores)('watch party with the %s store', (_name, makeStore) => {
  let store: RoomStatusStore;
  let app: FastifyInstance;
  let time: ReturnType<typeof manualClock>;

  beforeEach(async () => {
    store = makeStore();
    time = manualClock();
    app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    registerWatchPartyRoutes(app, store, time.clock);
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
    await store.close();
  });

  const send = (body: object) =>
    app.inject({ method: 'POST', url: '/api/player/status', payload: body });
  const room = (code: string) =>
    app.inject({ method: 'GET', url: `/api/player/status?roomCode=${code}` });

  it('records statuses per member and answers the users map', async () => {
    const sent = await send(hostStatus);
    expect(sent.json()).toEqual({ success: true, timestamp: time.clock() });
    time.advance(1000);
    await send({ ...hostStatus, userId: 'guest', isHost: false });
    const body = (await room('1234')).json();
    expect(body.roomCode).toBe('1234');
    expect(Object.keys(body.users).sort()).toEqual(['guest', 'host-user']);
    expect(body.users['host-user'][0]).toMatchObject({
      ...hostStatus,
      timestamp: time.clock() - 1000,
    });
    expect((await room('9999')).json()).toEqual({ roomCode: '9999', users: {} });
  });

  it('keeps the newest five entries of a member', async () => {
    for (let i = 0; i < 7; i++) {
      await send({ ...hostStatus, player: { ...hostStatus.player, time: i } });
      time.advance(1000);
    }
    const entries = (await room('1234')).json().users['host-user'];
    expect(entries.map((e: { player: { time: number } }) => e.player.time)).toEqual([
      2, 3, 4, 5, 6,
    ]);
  });

  it('forgets a member that stopped sending', async () => {
    await send(hostStatus);
    time.advance(STATUS_TTL_MS / 2);
    await send({ ...hostStatus, userId: 'guest', isHost: false });
    time.advance(STATUS_TTL_MS / 2 + 1);
    expect(Object.keys((await room('1234')).json().users)).toEqual(['guest']);
    time.advance(STATUS_TTL_MS);
    expect((await room('1234')).json().users).toEqual({});
  });

  it('validates the body and the room code', async () => {
    const bad = await send({ ...hostStatus, roomCode: 'X'.repeat(11) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorType).toBe('validation');
    expect((await app.inject({ method: 'GET', url: '/api/player/status' })).statusCode).toBe(400);
  });
});
