import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  HOST_KEY_HEADER,
  hostGrantSchema,
  partyServerMessageSchema,
  roomStatusSchema,
  type PartyClientMessage,
  type PartyServerMessage,
} from '@screenroom/core';
import { TEST_POSTGRES_URL, TEST_REDIS_URL } from './databases.ts';
import { exitOf, freePort, stopProcess, untilAnswering, waitUntil } from './processes.ts';
import { startNginx, UPSTREAM_HEADER, type RunningNginx } from './nginx.ts';

/**
 * The watch party scaled out as an operator runs it: two real server processes on one PostgreSQL
 * database and one Redis, behind Debian's nginx. Members on different instances must see each
 * other, and when one instance disappears its members reconnect through the proxy to the other
 * and the party carries on.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const HOST_REPORT_EVERY_MS = 200;
const RECOVERY_BUDGET_MS = 5000;

const content = { title: 'The General', type: 'Movie', tmdbId: 961 };

/** Every process the file started, so afterAll stops them even when set-up failed half-way. */
const started: ChildProcess[] = [];

function start(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  started.push(child);
  return child;
}

interface Instance {
  port: number;
  /** `127.0.0.1:port`, as nginx names the upstream in its header. */
  address: string;
  baseUrl: string;
  child: ChildProcess;
}

/**
 * One server process as `npm start` runs it, with the settings of a scaled-out deployment; on
 * the port given when it replaces a stopped instance behind the proxy.
 */
async function startInstance(env: Record<string, string>, port?: number): Promise<Instance> {
  port ??= await freePort();
  const child = start(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TMDB_API_KEY: '',
      // nginx on loopback is the only proxy: what it appends names the client.
      TRUST_PROXY: '127.0.0.1',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await untilAnswering(child, `${baseUrl}/healthcheck`, 30_000);
  return { port, address: `127.0.0.1:${port}`, baseUrl, child };
}

/** A new PostgreSQL database that both instances share; `drop` removes it again. */
async function createSharedDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `screenroom_scale_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function redisKeys(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

async function createRoom(baseUrl: string, userId: string) {
  const response = await fetch(`${baseUrl}/api/player/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId }),
  });
  expect(response.ok, `POST /api/player/rooms answered ${response.status}`).toBe(true);
  return hostGrantSchema.parse(await response.json());
}

async function fetchRoom(baseUrl: string, roomCode: string) {
  const response = await fetch(`${baseUrl}/api/player/status?roomCode=${roomCode}`);
  if (!response.ok) throw new Error(`GET /api/player/status answered ${response.status}`);
  return roomStatusSchema.parse(await response.json());
}

interface Received {
  at: number;
  message: PartyServerMessage;
}

/**
 * A member as the web app keeps one: it says hello on every (re)connect, with the host key when
 * it hosts, and when the socket closes it connects again after 100 ms, doubling up to 1 s.
 */
class PartyMember extends EventEmitter {
  socket: WebSocket | null = null;
  /** The instance that answered the newest connection (the proxy's header, or the direct URL). */
  upstream: string | null = null;
  /** Set once `room` arrived on the newest connection: the server took the hello. */
  ready = false;
  connections = 0;
  readonly received: Received[] = [];
  readonly refused: PartyServerMessage[] = [];
  private backoffMs = 100;
  private stopped = false;
  private reportTimer: NodeJS.Timeout | null = null;
  /** The host numbers its reports (in `player.time`) so a receiver can tell new from old. */
  reportsSent = 0;

  constructor(
    private readonly url: string,
    readonly userId: string,
    private readonly hostKey?: string,
  ) {
    super();
    this.setMaxListeners(100);
    this.connect();
  }

  get isHost(): boolean {
    return this.hostKey !== undefined;
  }

  private connect(): void {
    if (this.stopped) return;
    this.connections++;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    this.ready = false;
    this.upstream = null;
    socket.on('upgrade', (response) => {
      const header = response.headers[UPSTREAM_HEADER];
      // After a retry nginx lists every upstream it tried; the last one answered.
      this.upstream =
        typeof header === 'string' ? header.split(',').at(-1)!.trim() : new URL(this.url).host;
    });
    socket.on('open', () => {
      this.send({ type: 'hello', userId: this.userId, hostKey: this.hostKey });
      this.emit('change');
    });
    socket.on('message', (data) => {
      const message = partyServerMessageSchema.parse(JSON.parse(String(data)));
      this.received.push({ at: Date.now(), message });
      if (message.type === 'error') this.refused.push(message);
      if (message.type === 'room' && !this.ready) {
        this.ready = true;
        this.backoffMs = 100;
        // Guests report once so the polling fetch lists them; the host reports on its timer.
        if (!this.isHost) this.report();
      }
      this.emit('change');
    });
    // A refused or reset connection closes too; the close handler below retries.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (this.socket === socket) {
        this.socket = null;
        this.ready = false;
      }
      this.emit('change');
      if (this.stopped) return;
      const wait = this.backoffMs;
      this.backoffMs = Math.min(this.backoffMs * 2, 1000);
      setTimeout(() => this.connect(), wait);
    });
  }

  send(message: PartyClientMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  /** One report; the host's carries its running number and its send time. */
  report(): void {
    if (!this.ready) return;
    if (this.isHost) this.reportsSent++;
    this.send({
      type: 'status',
      isHost: this.isHost,
      content,
      player: {
        isPlaying: true,
        isPaused: false,
        time: this.isHost ? this.reportsSent : 0,
        duration: 4000,
        playbackRate: 1,
        atServerTime: Date.now(),
      },
    });
  }

  /** The host reports on a timer while its socket is up, as the player does while playing. */
  startReporting(everyMs: number): void {
    this.reportTimer = setInterval(() => this.report(), everyMs);
  }

  /** Host reports received, with their running numbers. */
  hostReports(hostId: string): { at: number; number: number }[] {
    return this.received.flatMap(({ at, message }) =>
      message.type === 'status' && message.entry.userId === hostId && message.entry.isHost
        ? [{ at, number: Number(message.entry.player.time) }]
        : [],
    );
  }

  /** Resolves once `check` holds, checked on every open, message and close. */
  until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const onChange = () => {
        if (!check()) return;
        clearTimeout(timer);
        this.off('change', onChange);
        resolve();
      };
      const timer = setTimeout(() => {
        this.off('change', onChange);
        reject(new Error(`${this.userId}: ${what}: not within ${timeoutMs} ms`));
      }, timeoutMs);
      this.on('change', onChange);
    });
  }

  close(): void {
    this.stopped = true;
    if (this.reportTimer) clearInterval(this.reportTimer);
    this.socket?.terminate();
  }
}

const liveUrl = (baseUrl: string, roomCode: string) =>
  `${baseUrl.replace(/^http/, 'ws')}/api/player/rooms/${roomCode}/live`;

describe('watch party on two instances behind nginx', () => {
  const redisPrefix = `screenroom-test-scale:${crypto.randomBytes(6).toString('hex')}:`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-scale-'));
  const members: PartyMember[] = [];
  let database: { url: string; drop(): Promise<void> } | undefined;
  let env: Record<string, string> = {};
  const instances: Instance[] = [];
  let proxy: RunningNginx | undefined;
  let redis: Redis;

  const join = (url: string, userId: string, hostKey?: string) => {
    const member = new PartyMember(url, userId, hostKey);
    members.push(member);
    return member;
  };

  beforeAll(async () => {
    redis = new Redis(TEST_REDIS_URL);
    database = await createSharedDatabase();
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      // An empty folder: the API alone is under test, whether or not the web app is built.
      WEB_DIST: dataDir,
    };
    // One after the other: the first start fills the shared database's catalog.
    instances.push(await startInstance(env));
    instances.push(await startInstance(env));
    proxy = await startNginx({ upstreams: instances.map((i) => i.address) });
  });

  afterAll(async () => {
    for (const member of members) member.close();
    await proxy?.stop();
    await Promise.all(started.map((child) => stopProcess(child)));
    await database?.drop();
    if (redis) {
      const keys = await redisKeys(redis, redisPrefix);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('fans a host report on one instance out to a guest on the other', async () => {
    const [a, b] = instances as [Instance, Instance];
    // Created on B, hosted from A: the host key must hold on an instance that did not issue it.
    const grant = await createRoom(b.baseUrl, 'host-direct');
    const host = join(liveUrl(a.baseUrl, grant.roomCode), 'host-direct', grant.hostKey);
    const guest = join(liveUrl(b.baseUrl, grant.roomCode), 'guest-direct');
    await host.until(() => host.ready, 5000, 'room after hello on instance A');
    await guest.until(() => guest.ready, 5000, 'room after hello on instance B');

    host.report();
    await guest.until(
      () => guest.hostReports('host-direct').length > 0,
      3000,
      "the host's report from instance A",
    );
    expect(guest.hostReports('host-direct')[0]!.number).toBe(1);
    // The other way round too: the guest's own report reaches the host on A.
    await host.until(
      () =>
        host.received.some(
          ({ message }) => message.type === 'status' && message.entry.userId === 'guest-direct',
        ),
      3000,
      "the guest's report from instance B",
    );

    for (const instance of instances) {
      await waitUntil(
        async () => {
          const room = await fetchRoom(instance.baseUrl, grant.roomCode);
          return (
            room.users['host-direct'] !== undefined && room.users['guest-direct'] !== undefined
          );
        },
        3000,
        `${instance.baseUrl} listing host and guest`,
      );
    }
    const room = await fetchRoom(b.baseUrl, grant.roomCode);
    expect(room.users['host-direct']!.at(-1)!.isHost).toBe(true);
    expect(room.users['guest-direct']!.at(-1)!.isHost).toBe(false);
    expect(host.refused).toEqual([]);
    expect(guest.refused).toEqual([]);

    // Without the key, a report as host is refused on either instance.
    const impostor = join(liveUrl(b.baseUrl, grant.roomCode), 'impostor');
    await impostor.until(() => impostor.ready, 5000, 'room after hello on instance B');
    impostor.send({ type: 'status', isHost: true, content, player: { time: 999 } });
    await impostor.until(() => impostor.refused.length > 0, 3000, 'a refused host report');
    expect(impostor.refused[0]).toMatchObject({ type: 'error', status: 403 });
    // A host report sent after the refusal comes after anything the impostor's could have sent.
    host.report();
    await guest.until(
      () => guest.hostReports('host-direct').some((r) => r.number === 2),
      3000,
      "the host's second report",
    );
    expect(guest.hostReports('impostor')).toEqual([]);
    impostor.close();
    // The rooms live under the prefix given, so parallel deployments and tests never meet.
    expect(await redisKeys(redis, redisPrefix)).not.toEqual([]);
    host.close();
    guest.close();
  });

  /** Brings a stopped instance back on its port, and waits until the proxy sends to it again. */
  async function restartStopped(): Promise<void> {
    for (const [index, instance] of instances.entries()) {
      if (instance.child.exitCode === null && instance.child.signalCode === null) continue;
      instances[index] = await startInstance(env, instance.port);
      await waitUntil(
        async () => {
          const response = await fetch(`${proxy!.baseUrl}/healthcheck`);
          return response.headers.get(UPSTREAM_HEADER) === instance.address;
        },
        10_000,
        `nginx sending to ${instance.address} again`,
      );
    }
  }

  it.each([
    // A crash: nothing says goodbye, the sockets just drop.
    ['crashes', 'SIGKILL'],
    // A deploy or scale-in: the instance closes its sockets and exits.
    ['shuts down', 'SIGTERM'],
  ] as const)(
    'keeps the party going through the proxy when an instance %s (%s)',
    async (_what, signal) => {
      await restartStopped();
      const base = proxy!.baseUrl;
      const hostId = `host-${signal}`;
      const grant = await createRoom(base, hostId);
      const url = liveUrl(base, grant.roomCode);
      const party: PartyMember[] = [];
      const guestIds = [1, 2, 3, 4, 5].map((n) => `guest-${n}-${signal}`);
      // One at a time, so nginx's round robin spreads them over both instances.
      for (const userId of [hostId, ...guestIds]) {
        const member = join(url, userId, userId === hostId ? grant.hostKey : undefined);
        await member.until(() => member.ready, 5000, 'room after hello through nginx');
        party.push(member);
      }
      const [host, ...guests] = party as [PartyMember, ...PartyMember[]];
      host.startReporting(HOST_REPORT_EVERY_MS);
      for (const guest of guests) {
        await guest.until(() => guest.hostReports(hostId).length > 0, 3000, 'a first host report');
      }

      // The host's instance goes, so the host too must find its way to the other one.
      const victim = instances.find((i) => i.address === host.upstream);
      const survivor = instances.find((i) => i !== victim);
      expect(victim, `host connected to ${host.upstream}`).toBeDefined();
      const onVictim = guests.filter((g) => g.upstream === victim!.address).length;
      const onSurvivor = guests.filter((g) => g.upstream === survivor!.address);
      expect(onVictim, 'guests on the instance that stops').toBeGreaterThan(0);
      expect(onSurvivor.length, 'guests on the instance that stays').toBeGreaterThan(0);

      const lastBefore = host.reportsSent;
      const stoppedAt = Date.now();
      victim!.child.kill(signal);
      expect(
        await exitOf(victim!.child, RECOVERY_BUDGET_MS),
        `${signal} ended the instance`,
      ).not.toBeNull();

      const recovered = await Promise.all(
        party.map(async (member) => {
          await member.until(
            () =>
              member.ready &&
              member.upstream === survivor!.address &&
              (member.isHost || member.hostReports(hostId).some((r) => r.number > lastBefore)),
            Math.max(0, stoppedAt + RECOVERY_BUDGET_MS - Date.now()),
            member.isHost
              ? `connected again to ${survivor!.address}`
              : `connected to ${survivor!.address} and a host report sent after the stop`,
          );
          return { userId: member.userId, ms: Date.now() - stoppedAt };
        }),
      );
      console.log(
        `${signal}: recovered after the stop: ${recovered.map((r) => `${r.userId} ${r.ms} ms`).join(', ')}`,
      );

      // The party goes on: reports still fan out to everyone and polling through nginx answers.
      const mark = host.reportsSent;
      for (const guest of guests) {
        await guest.until(
          () => guest.hostReports(hostId).filter((r) => r.number > mark).length >= 3,
          3000,
          'three more host reports',
        );
      }
      const polled = await fetch(`${base}/api/player/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: 'guest-polling', roomCode: grant.roomCode, content }),
      });
      expect(polled.status).toBe(200);
      const hostPost = await fetch(`${base}/api/player/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [HOST_KEY_HEADER]: grant.hostKey },
        body: JSON.stringify({
          userId: hostId,
          roomCode: grant.roomCode,
          isHost: true,
          content,
          player: { isPlaying: true, time: host.reportsSent + 1000 },
        }),
      });
      expect(hostPost.status).toBe(200);
      const everyone = [...party.map((m) => m.userId), 'guest-polling'];
      await waitUntil(
        async () => {
          const room = await fetchRoom(base, grant.roomCode);
          return everyone.every((id) => room.users[id] !== undefined);
        },
        3000,
        `GET /api/player/status through nginx listing ${everyone.join(', ')}`,
      );
      for (const member of party) expect(member.refused, member.userId).toEqual([]);
      // The other instance's members never noticed: still on their first connection.
      for (const guest of onSurvivor) expect(guest.connections, guest.userId).toBe(1);
      for (const member of party) member.close();
    },
  );
});
