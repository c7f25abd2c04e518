import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  HOST_KEY_HEADER,
  hostGrantSchema,
  MEMBER_KEY_HEADER,
  partyServerMessageSchema,
  roomStatusSchema,
  type PartyClientMessage,
  type PartyServerMessage,
} from '@screenroom/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { registerAccounts } from '../src/accounts/accounts.module.ts';
import type { DatabaseHandle, DialectName } from '../src/db/database.ts';
import { acceptEmptyJsonBodies } from '../src/http/empty-json-body.ts';
import { errorHandler } from '../src/http/errors.ts';
import { MemoryRateLimiter } from '../src/rate-limit/memory-rate-limiter.ts';
import { assertWithinLimit, rateLimits } from '../src/rate-limit/rate-limiter.ts';
import { HOST_SILENCE_MS } from '../src/watch-party/host-rules.ts';
import { MemoryRoomStore } from '../src/watch-party/memory-room-store.ts';
import type { RoomSnapshot } from '../src/watch-party/room-store.ts';
import { DIGEST_MS, type RoomSockets } from '../src/watch-party/room-sockets.ts';
import {
  MAX_MESSAGE_BYTES,
  registerWatchParty,
  type WatchPartyOptions,
} from '../src/watch-party/watch-party.module.ts';
import { manualClock } from './accounts-client.ts';
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
/** Long enough for a loaded machine; every wait ends as soon as its message arrives. */
const WAIT_MS = 5000;

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

/** A member's socket that keeps every message and lets the test wait for the one it expects. */
class TestSocket {
  readonly messages: PartyServerMessage[] = [];
  readonly closed: Promise<number>;
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(partyServerMessageSchema.parse(JSON.parse(String(data))));
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  }

  static open(url: string): Promise<TestSocket> {
    const ws = new WebSocket(url);
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  send(message: PartyClientMessage | string): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message from `from` on that matches, waiting for it when it has not come yet. */
  next<T extends PartyServerMessage['type']>(
    type: T,
    match: (message: Extract<PartyServerMessage, { type: T }>) => boolean = () => true,
    from = 0,
  ): Promise<Extract<PartyServerMessage, { type: T }>> {
    const find = () =>
      this.messages
        .slice(from)
        .find(
          (m): m is Extract<PartyServerMessage, { type: T }> =>
            m.type === type && match(m as Extract<PartyServerMessage, { type: T }>),
        );
    const found = find();
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== wake);
        reject(
          new Error(`no ${type} message within ${WAIT_MS} ms: ${JSON.stringify(this.messages)}`),
        );
      }, WAIT_MS);
      const wake = () => {
        const message = find();
        if (!message) return;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== wake);
        resolve(message);
      };
      this.waiters.push(wake);
    });
  }

  /** Says hello and waits for the room. */
  async hello(userId: string, hostKey?: string, memberKey?: string) {
    this.send({
      type: 'hello',
      userId,
      ...(hostKey !== undefined && { hostKey }),
      ...(memberKey !== undefined && { memberKey }),
    });
    return (await this.next('room')).room;
  }

  close(): void {
    this.ws.terminate();
  }
}

interface PartyInstance {
  app: FastifyInstance;
  base: string;
  sockets: RoomSockets;
}

async function startInstance(
  database: DatabaseHandle,
  clock: () => number,
  redisPrefix: string | undefined,
  options: WatchPartyOptions = {},
): Promise<PartyInstance> {
  const app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  acceptEmptyJsonBodies(app);
  await registerAccounts(app, testContext(app, testConfig(), database), {
    clock,
    rateLimiter: new MemoryRateLimiter(clock),
  });
  const config = redisPrefix
    ? testConfig({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: redisPrefix })
    : testConfig();
  let sockets: RoomSockets | undefined;
  await registerWatchParty(app, testContext(app, config, database), {
    clock,
    helloTimeoutMs: 200,
    onSockets: (s) => (sockets = s),
    ...options,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, base: `http://127.0.0.1:${port}`, sockets: sockets! };
}

const liveUrl = (instance: PartyInstance, code: string) =>
  `${instance.base.replace(/^http/, 'ws')}/api/player/rooms/${encodeURIComponent(code)}/live`;

async function createRoom(instance: PartyInstance, userId = 'host') {
  const answer = await fetch(`${instance.base}/api/player/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId }),
  });
  expect(answer.status).toBe(201);
  return hostGrantSchema.parse(await answer.json());
}

async function postStatus(
  instance: PartyInstance,
  body: object,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${instance.base}/api/player/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ content, ...body }),
  });
}

async function fetchRoom(instance: PartyInstance, code: string) {
  const answer = await fetch(`${instance.base}/api/player/status?roomCode=${code}`);
  return roomStatusSchema.parse(await answer.json());
}

/** Polls until the condition holds; for state that settles without a message to wait for. */
async function eventually(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(combos)('watch party push channel on %s with the %s store', (dialect, storeKind) => {
  const runPrefix = `screenroom-test:${crypto.randomBytes(6).toString('hex')}:`;
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let instance: PartyInstance;
  let time: ReturnType<typeof manualClock>;
  let testNumber = 0;
  const opened: TestSocket[] = [];

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
    instance = await startInstance(database.handle, time.clock, prefix);
  });
  afterEach(async () => {
    for (const socket of opened.splice(0)) socket.close();
    await instance.app.close();
  });

  const open = async (code: string) => {
    const socket = await TestSocket.open(liveUrl(instance, code));
    opened.push(socket);
    return socket;
  };

  it('sends the room after hello, the same shape as the status fetch', async () => {
    const grant = await createRoom(instance);
    await postStatus(
      instance,
      { userId: 'host', roomCode: grant.roomCode, isHost: true, player: { time: 3 } },
      { [HOST_KEY_HEADER]: grant.hostKey },
    );
    const guest = await open(grant.roomCode);
    const room = await guest.hello('guest');
    expect(room).toEqual(await fetchRoom(instance, grant.roomCode));
    expect(room.hostId).toBe('host');
    expect(room.serverTime).toBe(time.clock());
    expect(room.users.host![0]!.player.time).toBe(3);
  });

  it("pushes the host's post to a guest's socket with the server time", async () => {
    const grant = await createRoom(instance);
    const guest = await open(grant.roomCode);
    await guest.hello('guest');
    time.advance(1500);
    const posted = await postStatus(
      instance,
      { userId: 'host', roomCode: grant.roomCode, isHost: true, player: { time: 42 } },
      { [HOST_KEY_HEADER]: grant.hostKey },
    );
    expect(posted.status).toBe(200);
    const status = await guest.next('status');
    expect(status.entry).toMatchObject({ userId: 'host', isHost: true, player: { time: 42 } });
    expect(status.serverTime).toBe(time.clock());
    expect(status.entry.timestamp).toBe(time.clock());
  });

  it("carries the host's socket reports and refuses a guest's claim to host", async () => {
    const grant = await createRoom(instance);
    const host = await open(grant.roomCode);
    await host.hello('host', grant.hostKey);
    const guest = await open(grant.roomCode);
    await guest.hello('guest');

    host.send({ type: 'status', isHost: true, content, player: { isPlaying: true, time: 7 } });
    const fromHost = await guest.next('status', (m) => m.entry.userId === 'host');
    expect(fromHost.entry.player.time).toBe(7);

    guest.send({ type: 'status', isHost: true, content, player: { time: 1 } });
    const refused = await guest.next('error');
    expect(refused).toEqual({
      type: 'error',
      status: 403,
      message: 'Only the host of this room can report as host',
    });
    guest.send({ type: 'status', isHost: false, content, player: { time: 7 } });
    await host.next('status', (m) => m.entry.userId === 'guest');
    expect(host.messages.filter((m) => m.type === 'error')).toEqual([]);
  });

  it("keeps the host's id the host's: a forged leave is refused and guests keep their host", async () => {
    const grant = await createRoom(instance);
    const guest = await open(grant.roomCode);
    await guest.hello('guest');
    const leave = (body: object) =>
      fetch(`${instance.base}/api/player/rooms/${grant.roomCode}/leave`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await leave({ userId: 'host' })).status).toBe(403);
    const forged = await postStatus(instance, {
      userId: 'host',
      roomCode: grant.roomCode,
      player: { time: 999 },
    });
    expect(forged.status).toBe(403);

    await postStatus(
      instance,
      { userId: 'host', roomCode: grant.roomCode, isHost: true, player: { time: 4 } },
      { [HOST_KEY_HEADER]: grant.hostKey },
    );
    const status = await guest.next('status');
    expect(status.entry).toMatchObject({ userId: 'host', player: { time: 4 } });
    // Nothing but the host's own report reached the guest.
    expect(guest.messages.map((m) => m.type)).toEqual(['room', 'status']);
    expect((await fetchRoom(instance, grant.roomCode)).hostId).toBe('host');
  });

  it('refuses a hello naming the host without its key, or a member tied to another key', async () => {
    const grant = await createRoom(instance);
    const impostor = await open(grant.roomCode);
    impostor.send({ type: 'hello', userId: 'host' });
    expect(await impostor.closed).toBe(4403);
    expect(impostor.messages).toEqual([
      {
        type: 'error',
        status: 403,
        message: 'That member id belongs to another member of this room',
      },
    ]);

    const guestKey = 'guest-member-key-0123456789';
    const guest = await open(grant.roomCode);
    await guest.hello('guest', undefined, guestKey);
    guest.send({ type: 'status', isHost: false, content, player: { time: 1 } });
    await guest.next('status', (m) => m.entry.userId === 'guest');
    for (const memberKey of [undefined, 'another-member-key-0123456789']) {
      const other = await open(grant.roomCode);
      other.send({ type: 'hello', userId: 'guest', ...(memberKey && { memberKey }) });
      expect(await other.closed).toBe(4403);
    }
    // Its own key over HTTP, and a second socket of its own, are the member's.
    const posted = await postStatus(
      instance,
      { userId: 'guest', roomCode: grant.roomCode, player: { time: 2 } },
      { [MEMBER_KEY_HEADER]: guestKey },
    );
    expect(posted.status).toBe(200);
    const again = await open(grant.roomCode);
    expect((await again.hello('guest', undefined, guestKey)).users.guest).toHaveLength(2);
  });

  it('answers a ping at once with the server time', async () => {
    const grant = await createRoom(instance);
    const guest = await open(grant.roomCode);
    // A clock sample needs no hello: a member may measure before it joins.
    time.advance(250);
    guest.send({ type: 'ping', id: 7, clientTime: 1234.5 });
    expect(await guest.next('pong')).toEqual({
      type: 'pong',
      id: 7,
      clientTime: 1234.5,
      serverTime: time.clock(),
    });
  });

  it('answers bad messages with an error and stays usable', async () => {
    const grant = await createRoom(instance);
    const guest = await open(grant.roomCode);
    guest.send('{not json');
    expect((await guest.next('error')).status).toBe(400);
    guest.send(JSON.stringify({ type: 'dance' }));
    expect((await guest.next('error', () => true, 1)).status).toBe(400);
    guest.send({ type: 'status', isHost: false, content, player: {} });
    expect(await guest.next('error', () => true, 2)).toMatchObject({ message: 'Say hello first' });
    const room = await guest.hello('guest');
    expect(room.roomCode).toBe(grant.roomCode);
    guest.send({ type: 'ping', id: 1, clientTime: 0 });
    await guest.next('pong');
  });

  it('closes a socket that never says hello', async () => {
    const grant = await createRoom(instance);
    const silent = await open(grant.roomCode);
    expect(await silent.closed).toBe(4400);
    expect(silent.messages).toEqual([{ type: 'error', status: 400, message: 'Say hello first' }]);
  });

  it('refuses a room that does not exist', async () => {
    const guest = await open('0000');
    guest.send({ type: 'hello', userId: 'guest' });
    expect(await guest.closed).toBe(4404);
    expect(guest.messages).toEqual([
      { type: 'error', status: 404, message: 'No watch party with that code' },
    ]);
  });

  it('closes a socket that sends an oversized message', async () => {
    const grant = await createRoom(instance);
    const guest = await open(grant.roomCode);
    await guest.hello('guest');
    guest.send(
      JSON.stringify({ type: 'ping', id: 1, clientTime: 0, pad: 'x'.repeat(MAX_MESSAGE_BYTES) }),
    );
    expect(await guest.closed).toBe(1009);
  });

  it('tells the room when the host leaves and when a guest takes over', async () => {
    const grant = await createRoom(instance);
    const host = await open(grant.roomCode);
    await host.hello('host', grant.hostKey);
    const guest = await open(grant.roomCode);
    await guest.hello('guest');
    guest.send({ type: 'status', isHost: false, content, player: {} });
    await host.next('status', (m) => m.entry.userId === 'guest');

    host.send({ type: 'leave' });
    expect(await guest.next('left')).toEqual({ type: 'left', userId: 'host', wasHost: true });
    expect(await host.closed).toBe(1000);
    expect((await fetchRoom(instance, grant.roomCode)).hostId).toBeNull();

    time.advance(HOST_SILENCE_MS);
    const claimed = await fetch(`${instance.base}/api/player/rooms/${grant.roomCode}/claim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'guest' }),
    });
    expect(claimed.status).toBe(200);
    expect(await guest.next('host')).toEqual({ type: 'host', userId: 'guest' });
  });

  it('hands the key to a member whose socket report made it host of an unhosted room', async () => {
    const grant = await createRoom(instance);
    const host = await open(grant.roomCode);
    await host.hello('host', grant.hostKey);
    const guest = await open(grant.roomCode);
    await guest.hello('guest');
    host.send({ type: 'leave' });
    await guest.next('left');
    time.advance(HOST_SILENCE_MS);

    guest.send({ type: 'status', isHost: true, content, player: { time: 5 } });
    const granted = await guest.next('granted');
    expect(granted.roomCode).toBe(grant.roomCode);
    expect(granted.hostKey).not.toBe(grant.hostKey);
    const withKey = await postStatus(
      instance,
      { userId: 'guest', roomCode: grant.roomCode, isHost: true, player: { time: 6 } },
      { [HOST_KEY_HEADER]: granted.hostKey },
    );
    expect(withKey.status).toBe(200);
    const oldKey = await postStatus(
      instance,
      { userId: 'host', roomCode: grant.roomCode, isHost: true, player: { time: 6 } },
      { [HOST_KEY_HEADER]: grant.hostKey },
    );
    expect(oldKey.status).toBe(403);
  });

  it('keeps a member whose socket closes without leaving, and forgets the socket', async () => {
    const grant = await createRoom(instance);
    const guest = await open(grant.roomCode);
    await guest.hello('guest');
    guest.send({ type: 'status', isHost: false, content, player: {} });
    await guest.next('status');
    expect(instance.sockets.counts()).toEqual({ rooms: 1, sockets: 1 });
    guest.close();
    await eventually(
      () => instance.sockets.counts().sockets === 0 && instance.sockets.counts().rooms === 0,
      'the closed socket dropped',
    );
    expect(Object.keys((await fetchRoom(instance, grant.roomCode)).users)).toEqual(['guest']);
  });
});

describe.each(combos)('watch party push caps on %s with the %s store', (dialect, storeKind) => {
  const runPrefix = `screenroom-test:${crypto.randomBytes(6).toString('hex')}:`;
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let instance: PartyInstance;
  let time: ReturnType<typeof manualClock>;
  let testNumber = 0;
  let limiter: MemoryRateLimiter;
  const opened: TestSocket[] = [];

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
    limiter = new MemoryRateLimiter(time.clock);
    instance = await startInstance(database.handle, time.clock, prefix, {
      limits: { maxMembersPerRoom: 2 },
      rateLimiter: limiter,
      maxBufferedBytes: 64 * 1024,
    });
  });
  afterEach(async () => {
    for (const socket of opened.splice(0)) socket.close();
    await instance.app.close();
  });

  const open = async (code: string) => {
    const socket = await TestSocket.open(liveUrl(instance, code));
    opened.push(socket);
    return socket;
  };

  it('counts reports over the channel against the same per-client limit as posts', async () => {
    const grant = await createRoom(instance);
    const host = await open(grant.roomCode);
    await host.hello('host', grant.hostKey);
    // This client (loopback) has used all but two of its reports.
    const rule = rateLimits.watchPartyReport;
    for (let i = 0; i < rule.limit - 2; i++) await assertWithinLimit(limiter, rule, '127.0.0.1');
    for (const time of [1, 2]) {
      host.send({ type: 'status', isHost: true, content, player: { time } });
      await host.next('status', (m) => m.entry.player.time === time);
    }
    host.send({ type: 'status', isHost: true, content, player: { time: 3 } });
    const refused = await host.next('error');
    expect(refused.status).toBe(429);
    const posted = await postStatus(
      instance,
      { userId: 'host', roomCode: grant.roomCode, isHost: true },
      { [HOST_KEY_HEADER]: grant.hostKey },
    );
    expect(posted.status).toBe(429);
    expect((await fetchRoom(instance, grant.roomCode)).users.host).toHaveLength(2);
  });

  it('refuses a hello once the room holds its members, but never its host', async () => {
    const grant = await createRoom(instance);
    for (const guest of ['g1', 'g2']) {
      const socket = await open(grant.roomCode);
      await socket.hello(guest);
      socket.send({ type: 'status', isHost: false, content, player: {} });
      await socket.next('status', (m) => m.entry.userId === guest);
    }
    const third = await open(grant.roomCode);
    third.send({ type: 'hello', userId: 'g3' });
    expect(await third.closed).toBe(4409);
    expect(third.messages).toEqual([
      { type: 'error', status: 409, message: 'The watch party is full' },
    ]);
    // A member already in comes back on a new socket, and so does the host.
    const back = await open(grant.roomCode);
    await back.hello('g1');
    const host = await open(grant.roomCode);
    await host.hello('host', grant.hostKey);
  });

  it('drops a member that stops reading instead of queueing its messages', async () => {
    const grant = await createRoom(instance);
    const reader = await open(grant.roomCode);
    await reader.hello('reader');
    const stalled = await open(grant.roomCode);
    await stalled.hello('stalled');
    expect(instance.sockets.counts().sockets).toBe(2);
    // It stops reading, and asks for a pong without end: its answers pile up on the server.
    stalled.ws.pause();
    const ping = JSON.stringify({ type: 'ping', id: 1, clientTime: 0 });
    const deadline = Date.now() + WAIT_MS;
    while (instance.sockets.counts().sockets === 2) {
      if (Date.now() > deadline) throw new Error('the stalled member was never dropped');
      for (let i = 0; i < 2000; i++) stalled.ws.send(ping);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(instance.sockets.counts().sockets).toBe(1);
    // The one that reads is still served.
    reader.send({ type: 'ping', id: 2, clientTime: 0 });
    expect((await reader.next('pong', (m) => m.id === 2)).serverTime).toBe(time.clock());
  });
});

/** Rooms in memory whose reads can be held up, as a Redis that stops answering holds them. */
class StallingRoomStore extends MemoryRoomStore {
  private gate: Promise<void> | null = null;
  private open: () => void = () => undefined;

  stall(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  resume(): void {
    this.gate = null;
    this.open();
  }

  override async snapshot(roomCode: string, now: number): Promise<RoomSnapshot> {
    if (this.gate) await this.gate;
    return super.snapshot(roomCode, now);
  }
}

describe.each(dialects)('a push member whose room read hangs, on %s', (dialect) => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  const opened: TestSocket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    for (const socket of opened) socket.close();
    await database.drop();
  });

  it('is dropped once the messages held for it pass the bound', async () => {
    const time = manualClock();
    const store = new StallingRoomStore();
    const instance = await startInstance(database.handle, time.clock, undefined, {
      store,
      maxBufferedBytes: 16 * 1024,
    });
    try {
      const grant = await createRoom(instance);
      const open = async () => {
        const socket = await TestSocket.open(liveUrl(instance, grant.roomCode));
        opened.push(socket);
        return socket;
      };
      const host = await open();
      await host.hello('host', grant.hostKey);
      store.stall();
      const waiting = await open();
      waiting.send({ type: 'hello', userId: 'guest' });
      await eventually(() => instance.sockets.counts().rooms === 1, 'the guest joined');
      // Each report is about 400 bytes; 60 of them pass 16 KiB.
      const note = 'x'.repeat(60);
      for (let i = 0; i < 60; i++) {
        host.send({ type: 'status', isHost: true, content, player: { time: i, note } });
      }
      await host.next('status', (m) => m.entry.player.time === 59);
      expect(await waiting.closed).toBe(1006);
      expect(waiting.messages).toEqual([]);
      store.resume();
      await eventually(() => instance.sockets.counts().sockets === 1, 'the guest dropped');
    } finally {
      store.resume();
      await instance.app.close();
    }
  });
});

describe.each(dialects)('two instances sharing Redis on %s', (dialect) => {
  const prefix = `screenroom-test:${crypto.randomBytes(6).toString('hex')}:`;
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let a: PartyInstance;
  let b: PartyInstance;
  let time: ReturnType<typeof manualClock>;
  const opened: TestSocket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    time = manualClock();
    a = await startInstance(database.handle, time.clock, prefix);
    b = await startInstance(database.handle, time.clock, prefix);
  });
  afterAll(async () => {
    for (const socket of opened) socket.close();
    await a.app.close();
    await b.app.close();
    await database.drop();
    await deleteKeys(prefix);
  });

  const open = async (instance: PartyInstance, code: string) => {
    const socket = await TestSocket.open(liveUrl(instance, code));
    opened.push(socket);
    return socket;
  };

  it("brings a host's report on one instance to a guest on the other", async () => {
    const grant = await createRoom(a);
    const guest = await open(b, grant.roomCode);
    await guest.hello('guest');
    const posted = await postStatus(
      a,
      { userId: 'host', roomCode: grant.roomCode, isHost: true, player: { time: 9 } },
      { [HOST_KEY_HEADER]: grant.hostKey },
    );
    expect(posted.status).toBe(200);
    const status = await guest.next('status');
    expect(status.entry).toMatchObject({ userId: 'host', isHost: true, player: { time: 9 } });

    // Either instance checks the host made on the other.
    const refused = await postStatus(b, {
      userId: 'guest',
      roomCode: grant.roomCode,
      isHost: true,
    });
    expect(refused.status).toBe(403);
    const accepted = await postStatus(
      b,
      { userId: 'host', roomCode: grant.roomCode, isHost: true },
      { [HOST_KEY_HEADER]: grant.hostKey },
    );
    expect(accepted.status).toBe(200);
    expect((await fetchRoom(a, grant.roomCode)).hostId).toBe('host');
  });

  it("brings a guest's report to the host on the other instance by the room's digest", async () => {
    const grant = await createRoom(a);
    const host = await open(a, grant.roomCode);
    await host.hello('host', grant.hostKey);
    const guest = await open(b, grant.roomCode);
    await guest.hello('guest');
    const from = host.messages.length;

    const sentAt = Date.now();
    guest.send({ type: 'status', isHost: false, content, player: { time: 3 } });
    // It travels marked as a digest message and reaches the socket as plain JSON.
    const fromGuest = await host.next('status', (m) => m.entry.userId === 'guest', from);
    expect(fromGuest.entry.player.time).toBe(3);
    expect(Date.now() - sentAt).toBeLessThan(DIGEST_MS + 1000);
  });

  it('shows a claim made on one instance to a socket on the other', async () => {
    const grant = await createRoom(a);
    const host = await open(a, grant.roomCode);
    await host.hello('host', grant.hostKey);
    const guest = await open(b, grant.roomCode);
    await guest.hello('guest');
    guest.send({ type: 'status', isHost: false, content, player: {} });
    await host.next('status', (m) => m.entry.userId === 'guest');

    time.advance(HOST_SILENCE_MS);
    const claimed = await fetch(`${b.base}/api/player/rooms/${grant.roomCode}/claim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'guest' }),
    });
    expect(claimed.status).toBe(200);
    expect(await host.next('host')).toEqual({ type: 'host', userId: 'guest' });
    // The old host's socket is refused from now on, on its own instance too.
    host.send({ type: 'status', isHost: true, content, player: {} });
    expect((await host.next('error')).status).toBe(403);
  });

  it('subscribes to a room only while a socket of it is here', async () => {
    const grant = await createRoom(a);
    const guest = await open(b, grant.roomCode);
    await guest.hello('guest');
    const before = b.sockets.counts().rooms;
    guest.close();
    await eventually(() => b.sockets.counts().rooms === before - 1, 'room dropped on B');
  });
});

/** A free loopback port, for a process that must be told its port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * One Redis node in cluster mode holding every slot. It refuses a script or a transaction whose
 * keys hash to different slots (CROSSSLOT) exactly as a Cluster of many nodes does, without the
 * client having to follow redirections.
 */
async function startClusterNode(): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-redis-cluster-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--cluster-enabled',
      'yes',
      '--cluster-config-file',
      'nodes.conf',
    ],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + WAIT_MS;
  const accepts = () =>
    new Promise<boolean>((resolve) => {
      const probe = net.connect(port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(true);
      });
      probe.once('error', () => resolve(false));
    });
  let admin: Redis | undefined;
  try {
    while (!(await accepts())) {
      if (Date.now() > deadline) throw new Error('redis-server never listened');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    admin = new Redis(url);
    await admin.call('CLUSTER', 'ADDSLOTSRANGE', '0', '16383');
    while (!String(await admin.call('CLUSTER', 'INFO')).includes('cluster_state:ok')) {
      if (Date.now() > deadline) throw new Error('the cluster node never became ready');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } catch (error) {
    admin?.disconnect();
    await stop();
    throw error;
  }
  await admin.quit();
  return { url, stop };
}

describe.each(dialects)('the watch party on a Redis Cluster node, on %s', (dialect) => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let node: Awaited<ReturnType<typeof startClusterNode>>;
  let instance: PartyInstance;
  const time = manualClock();
  const opened: TestSocket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    node = await startClusterNode();
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    acceptEmptyJsonBodies(app);
    let sockets: RoomSockets | undefined;
    const config = testConfig({ REDIS_URL: node.url, REDIS_KEY_PREFIX: 'screenroom-test:' });
    await registerWatchParty(app, testContext(app, config, database.handle), {
      clock: time.clock,
      onSockets: (s) => (sockets = s),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    instance = { app, base: `http://127.0.0.1:${port}`, sockets: sockets! };
  });
  afterAll(async () => {
    for (const socket of opened) socket.close();
    await instance?.app.close();
    await node?.stop();
    await database.drop();
  });

  it('runs every call of a party, each script and transaction on one slot', async () => {
    const grant = await createRoom(instance);
    const guestKey = 'guest-member-key-0123456789';
    const guest = await TestSocket.open(liveUrl(instance, grant.roomCode));
    opened.push(guest);
    await guest.hello('guest', undefined, guestKey);
    guest.send({ type: 'status', isHost: false, content, player: { time: 1 } });
    const hostPost = await postStatus(
      instance,
      { userId: 'host', roomCode: grant.roomCode, isHost: true, player: { time: 5 } },
      { [HOST_KEY_HEADER]: grant.hostKey },
    );
    expect(hostPost.status).toBe(200);
    await guest.next('status', (m) => m.entry.userId === 'host');
    const room = await fetchRoom(instance, grant.roomCode);
    expect(Object.keys(room.users).sort()).toEqual(['guest', 'host']);

    const leave = await fetch(`${instance.base}/api/player/rooms/${grant.roomCode}/leave`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'host', hostKey: grant.hostKey }),
    });
    expect(leave.status).toBe(204);
    expect(await guest.next('left')).toEqual({ type: 'left', userId: 'host', wasHost: true });
    time.advance(HOST_SILENCE_MS);
    const claimed = await fetch(`${instance.base}/api/player/rooms/${grant.roomCode}/claim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'guest', memberKey: guestKey }),
    });
    expect(claimed.status).toBe(200);
    expect(await guest.next('host')).toEqual({ type: 'host', userId: 'guest' });
    const renamed = await fetch(`${instance.base}/api/player/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'other', roomCode: 'CLUSTER' }),
    });
    expect(renamed.status).toBe(201);
  });
});
