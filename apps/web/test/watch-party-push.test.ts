import { WATCH_PARTY_POLL_MS } from '@screenroom/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NEVER_UP_ATTEMPTS,
  RECONNECT_CAP_MS,
  RECONNECT_FIRST_MS,
  RECONNECT_NEVER_UP_MS,
  reconnectDelay,
} from '../src/features/player/watch-party/reconnect-delay.ts';
import { PUSH_SILENT_MS } from '../src/features/player/watch-party/push-channel.ts';
import { useConnectivityStore } from '../src/shared/stores/connectivity.ts';
import type { FakePartyServer } from './watch-party-fake-server.ts';
import {
  advance,
  endFakeParty,
  lastSocket,
  movie,
  party,
  playerOn,
  simulatedHost,
  startFakeParty,
} from './watch-party-setup.ts';
import { player } from './test-player.tsx';

let server: FakePartyServer;

beforeEach(() => {
  server = startFakeParty();
});
afterEach(endFakeParty);

const roomFetches = () => server.callsTo('GET', '/api/player/status?roomCode=').length;
const statusPosts = () => server.callsTo('POST', '/api/player/status').length;

describe('reconnect delay', () => {
  it('retries quickly first, then doubles up to about two seconds, jittered', () => {
    expect(reconnectDelay(0, 0)).toBe(RECONNECT_FIRST_MS / 2);
    expect(reconnectDelay(0, 0.999)).toBeLessThanOrEqual(RECONNECT_FIRST_MS);
    const ceilings = [0, 1, 2, 3, 4, 5, 9].map((attempt) => reconnectDelay(attempt, 1));
    expect(ceilings).toEqual([150, 300, 600, 1200, 2000, 2000, 2000]);
    expect(reconnectDelay(20, 0.5)).toBeLessThanOrEqual(RECONNECT_CAP_MS);
    expect(reconnectDelay(20, 0.5)).toBeGreaterThanOrEqual(RECONNECT_CAP_MS / 2);
  });

  it('asks a server that never took the channel only now and then', () => {
    expect(reconnectDelay(NEVER_UP_ATTEMPTS - 1, 1, false)).toBe(2000);
    expect(reconnectDelay(NEVER_UP_ATTEMPTS, 0, false)).toBe(RECONNECT_NEVER_UP_MS);
  });
});

describe('the push channel and polling under it', () => {
  it('polls every 2 s and posts reports over HTTP while the channel is refused', async () => {
    server.pushDown = true;
    simulatedHost(server, '4321', 'host-1');
    playerOn(movie);
    await player.joinParty('4321');
    await advance(500);
    expect(party().connection).toBe('polling');
    const fetches = roomFetches();
    await advance(10 * WATCH_PARTY_POLL_MS);
    expect(roomFetches() - fetches).toBe(10);
    // The clock route stands in for the channel's pings.
    expect(server.callsTo('GET', '/api/player/clock').length).toBeGreaterThan(0);
    expect(statusPosts()).toBeGreaterThan(0);
    expect(party().members.some((member) => member.isHost)).toBe(true);
  });

  it('tries a channel it never had only now and then, and takes it when it comes', async () => {
    server.pushDown = true;
    simulatedHost(server, '4321', 'host-1');
    playerOn(movie);
    await player.joinParty('4321');
    await advance(15_000);
    const tries = server.opened.length;
    await advance(RECONNECT_NEVER_UP_MS - 500);
    // An older server without the channel is not asked every two seconds.
    expect(server.opened.length - tries).toBeLessThanOrEqual(1);
    server.pushDown = false;
    await advance(RECONNECT_NEVER_UP_MS + 500);
    expect(party().connection).toBe('push');
  });

  it('goes back to the channel when it returns, and stops polling', async () => {
    simulatedHost(server, '4321', 'host-1');
    playerOn(movie);
    await player.joinParty('4321');
    await advance(500);
    expect(party().connection).toBe('push');

    server.pushDown = true;
    server.dropSockets();
    await advance(100);
    expect(party().connection).toBe('polling');
    const fetches = roomFetches();
    await advance(3 * WATCH_PARTY_POLL_MS);
    expect(roomFetches() - fetches).toBeGreaterThanOrEqual(3);

    server.pushDown = false;
    // At most one capped delay (and the connection's own trip) later, the channel is back.
    await advance(RECONNECT_CAP_MS + 100);
    expect(party().connection).toBe('push');
    const afterBack = roomFetches();
    const postsAfterBack = statusPosts();
    await advance(5 * WATCH_PARTY_POLL_MS);
    expect(roomFetches()).toBe(afterBack);
    expect(statusPosts()).toBe(postsAfterBack);
  });

  it('comes back within a fifth of a second when an instance stops, and within 5 s when one hangs', async () => {
    simulatedHost(server, '4321', 'host-1');
    playerOn(movie);
    await player.joinParty('4321');
    await advance(500);
    const first = lastSocket(server);

    server.dropSockets();
    await advance(200);
    const second = lastSocket(server);
    expect(second).not.toBe(first);
    expect(party().connection).toBe('push');

    // A hung instance: the socket stays open but nothing comes back.
    second.deliver = () => undefined;
    // Silence for the limit, a retry, and the new connection's trip: well inside 5 s.
    await advance(PUSH_SILENT_MS + 1000);
    expect(lastSocket(server)).not.toBe(second);
    expect(party().connection).toBe('push');
  });

  it('backs off between refused tries, up to the cap', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    simulatedHost(server, '4321', 'host-1');
    playerOn(movie);
    await player.joinParty('4321');
    await advance(500);
    server.pushDown = true;
    server.dropSockets();
    const opened: number[] = [];
    const seen = new Set(server.opened);
    for (let t = 0; t < 9000; t += 10) {
      await advance(10);
      for (const socket of server.opened) {
        if (!seen.has(socket)) {
          seen.add(socket);
          opened.push(Date.now());
        }
      }
    }
    const start = opened[0]!;
    const gaps = opened.slice(1).map((at, i) => at - opened[i]!);
    // The first retry comes at once; each later one waits about twice as long, never over the cap.
    expect(start).toBeGreaterThan(0);
    expect(gaps.length).toBeGreaterThanOrEqual(5);
    for (let i = 1; i < gaps.length; i++) {
      expect(gaps[i]!).toBeGreaterThanOrEqual(gaps[i - 1]! - 20);
      expect(gaps[i]!).toBeLessThanOrEqual(RECONNECT_CAP_MS + 50);
    }
    expect(gaps.at(-1)!).toBeGreaterThanOrEqual(RECONNECT_CAP_MS - 50);
  });

  it('marks the app offline when the party calls fail', async () => {
    server.pushDown = true;
    simulatedHost(server, '4321', 'host-1');
    playerOn(movie);
    await player.joinParty('4321');
    await advance(500);
    server.httpDown = true;
    useConnectivityStore.setState({ isOnline: true });
    await advance(WATCH_PARTY_POLL_MS + 100);
    expect(party().connection).toBe('down');
    expect(useConnectivityStore.getState().isOnline).toBe(false);
  });
});

describe('the server clock', () => {
  it('stamps every report with the server’s time, found from the channel’s pings', async () => {
    server.offsetMs = -86_400_000;
    server.latencyMs = 20;
    simulatedHost(server, '4321', 'host-1');
    playerOn(movie);
    await player.joinParty('4321');
    await advance(15_000);
    const socket = lastSocket(server);
    expect(socket.sentOfType('ping').length).toBeGreaterThanOrEqual(8);
    const last = socket.sent.filter((message) => message.type === 'status').at(-1)!;
    const entry = server.rooms.get('4321')!.entries.get(socket.helloFrom!)!.at(-1)!;
    // The server stamped its arrival one trip later.
    expect(entry.timestamp - last.player!.atServerTime!).toBeCloseTo(server.latencyMs, -1);
  });

  it('learns the offset from the clock route and the answers while polling', async () => {
    server.offsetMs = 123_456;
    server.pushDown = true;
    simulatedHost(server, '4321', 'host-1');
    playerOn(movie);
    await player.joinParty('4321');
    await advance(12_000);
    const posts = server.callsTo('POST', '/api/player/status');
    const body = posts.at(-1)!.body as { player: { atServerTime: number } };
    const entry = server.rooms
      .get('4321')!
      .entries.get((posts.at(-1)!.body as { userId: string }).userId)!
      .at(-1)!;
    expect(Math.abs(entry.timestamp - body.player.atServerTime)).toBeLessThan(5);
  });
});
