import { WATCH_PARTY_ALONE_BECOMES_HOST_MS, mediaPath } from '@screenroom/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakePartyServer } from './watch-party-fake-server.ts';
import type { SimulatedMedia } from './watch-party-media.ts';
import {
  advance,
  contentOf,
  endFakeParty,
  episode,
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
  // The server's clock is its own: a guest must find the offset to follow at all.
  server.offsetMs = 7_321;
});
afterEach(endFakeParty);

type Host = ReturnType<typeof simulatedHost>;

/** The guest's position minus the host's, read at the same moment (s). */
const offset = (media: SimulatedMedia, host: Host) => media.position() - host.position();

/** Reads the offset every 50 ms for `ms`, as the benchmark reads the two pages. */
async function offsetsOver(media: SimulatedMedia, host: Host, ms: number): Promise<number[]> {
  const readings: number[] = [];
  for (let t = 0; t < ms; t += 50) {
    await advance(50);
    readings.push(offset(media, host));
  }
  return readings;
}

/** A guest of `host` on `meta`, its media seeking in 150 ms and starting to play in 40 ms. */
async function joinAsGuest(host: Host, { time = 0 } = {}) {
  const media = playerOn(movie, { time });
  media.seekMs = 150;
  media.playMs = 40;
  await player.joinParty('4321');
  void host;
  return media;
}

describe('a guest following its host', () => {
  it('catches up on joining and stays within a tenth of a second', async () => {
    const host = simulatedHost(server, '4321', 'host-1', { time: 300 });
    const media = await joinAsGuest(host, { time: 12 });
    await advance(3000);
    expect(Math.abs(offset(media, host))).toBeLessThan(0.06);
    const readings = await offsetsOver(media, host, 20_000);
    expect(Math.max(...readings.map(Math.abs))).toBeLessThan(0.1);
    expect(media.isPaused()).toBe(false);
    // The offset to the server's clock was found (pings on the channel).
    expect(party().connection).toBe('push');
    expect(lastSocket(server).sentOfType('ping').length).toBeGreaterThanOrEqual(5);
  });

  it('eases a small offset away by speed alone, unheard and unseen in the speed', async () => {
    const host = simulatedHost(server, '4321', 'host-1', { time: 300 });
    const media = await joinAsGuest(host, { time: 12 });
    await advance(3000);
    media.setTime(media.position() + 0.3);
    media.setTime.mockClear();
    const corrections: number[] = [];
    for (let i = 0; i < 100; i++) {
      await advance(100);
      corrections.push(media.correction());
    }
    expect(media.setTime).not.toHaveBeenCalled();
    expect(Math.min(...corrections)).toBeGreaterThanOrEqual(0.92 - 1e-9);
    expect(Math.min(...corrections)).toBeLessThan(1);
    expect(media.correction()).toBe(1);
    expect(Math.abs(offset(media, host))).toBeLessThan(0.06);
    expect(player.store.getState().mediaPlaying.playbackRate).toBe(1);
  });

  it('stops on the host’s frame when it pauses, and starts with it when it plays', async () => {
    const host = simulatedHost(server, '4321', 'host-1', { time: 300 });
    const media = await joinAsGuest(host);
    await advance(3000);
    host.pause();
    await advance(1000);
    expect(media.isPaused()).toBe(true);
    expect(Math.abs(offset(media, host))).toBeLessThanOrEqual(0.02);
    await advance(5000);
    host.play();
    await advance(1000);
    expect(media.isPaused()).toBe(false);
    expect(Math.abs(offset(media, host))).toBeLessThan(0.1);
  });

  it('is back within 0.1 s no later than a second after the host seeks', async () => {
    const host = simulatedHost(server, '4321', 'host-1', { time: 300 });
    const media = await joinAsGuest(host);
    await advance(3000);
    for (const jump of [40, -25, 5, -5]) {
      host.seek(host.position() + jump);
      const readings = await offsetsOver(media, host, 1500);
      // Within 0.1 s by one second after the seek, and from then on.
      expect(readings.slice(19).every((reading) => Math.abs(reading) <= 0.1)).toBe(true);
      await advance(4000);
    }
  });

  it('follows an older host, whose reports are stale and unstamped, without chasing them', async () => {
    const host = simulatedHost(server, '4321', 'host-1', { time: 300, stamped: false });
    const media = await joinAsGuest(host);
    await advance(5000);
    media.setTime.mockClear();
    media.pause.mockClear();
    const readings = await offsetsOver(media, host, 20_000);
    expect(media.setTime).not.toHaveBeenCalled();
    expect(media.pause).not.toHaveBeenCalled();
    expect(Math.max(...readings.map(Math.abs))).toBeLessThan(0.5);
  });

  it('plays at the host’s speed, locked for the guest', async () => {
    const host = simulatedHost(server, '4321', 'host-1', { time: 300 });
    const media = await joinAsGuest(host);
    await advance(2000);
    host.setRate(1.5);
    await advance(3000);
    expect(media.rate()).toBe(1.5);
    expect(player.store.getState().mediaPlaying.playbackRate).toBe(1.5);
    expect(Math.abs(offset(media, host))).toBeLessThan(0.1);
    player.setPlaybackRate(1);
    expect(media.rate()).toBe(1.5);
  });

  it('waits for a host that stalls only for the grace, then plays on', async () => {
    const host = simulatedHost(server, '4321', 'host-1', { time: 300 });
    const media = await joinAsGuest(host);
    await advance(3000);
    host.stall(true);
    await advance(200);
    expect(media.isPaused()).toBe(true);
    await advance(1000);
    expect(media.isPaused()).toBe(false);
    host.stall(false);
    await advance(4000);
    expect(media.isPaused()).toBe(false);
  });

  it('shows the sync button when it cannot keep up, and resyncs on it', async () => {
    const host = simulatedHost(server, '4321', 'host-1', { time: 300 });
    const media = await joinAsGuest(host);
    await advance(3000);
    // The browser refuses to play (no gesture yet): the guest stays paused.
    const play = media.play.getMockImplementation()!;
    media.play.mockImplementation(() => undefined);
    media.pause();
    await advance(2000);
    expect(party().outOfSync).toBe(false);
    await advance(2000);
    expect(party().outOfSync).toBe(true);
    expect(media.isPaused()).toBe(true);
    // The button is a click: playing is allowed now.
    media.play.mockImplementation(play);
    player.syncPartyNow();
    await advance(1500);
    expect(media.isPaused()).toBe(false);
    expect(Math.abs(offset(media, host))).toBeLessThan(0.1);
    expect(party()).toMatchObject({ outOfSync: false, syncing: false });
  });
});

describe('a guest and the host’s episodes', () => {
  it('moves to the host’s next episode with the room code', async () => {
    const host = simulatedHost(server, '4321', 'host-1', { content: contentOf(episode(1)) });
    playerOn(episode(1));
    const navigate = vi.fn();
    player.store.getState().setEpisodeNavigator(navigate);
    await player.joinParty('4321');
    await advance(2000);
    expect(navigate).not.toHaveBeenCalled();
    host.setContent(contentOf(episode(2)));
    await advance(300);
    const path = mediaPath({
      type: 'show',
      tmdbId: '700',
      title: 'The Show',
      season: 1,
      episode: 2,
    });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(`${path}?watchparty=4321`);
    // The new episode's page keeps the party, and the guest follows on it.
    playerOn(episode(2));
    player.store.getState().setEpisodeNavigator(navigate);
    await advance(3000);
    expect(party()).toMatchObject({ status: 'active', role: 'guest' });
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('a guest whose host leaves', () => {
  it('is told at once and takes the room over after 10 s', async () => {
    const host = simulatedHost(server, '4321', 'host-1');
    const media = await joinAsGuest(host);
    await advance(3000);
    host.leave();
    await advance(100);
    expect(party().hostLeft).toBe(true);
    expect(media.isPaused()).toBe(false);
    await advance(WATCH_PARTY_ALONE_BECOMES_HOST_MS - 300);
    expect(server.callsTo('POST', '/api/player/rooms/4321/claim')).toHaveLength(0);
    await advance(300);
    expect(server.callsTo('POST', '/api/player/rooms/4321/claim')).toHaveLength(1);
    expect(party()).toMatchObject({ role: 'host', hostLeft: false, status: 'active' });
    await advance(500);
    // The channel says hello again, now with the key, and reports as host.
    const socket = lastSocket(server);
    expect(socket.sentOfType('hello')[0]).toMatchObject({
      hostKey: server.rooms.get('4321')!.hostKey,
    });
    await advance(1500);
    expect(socket.sentOfType('status').at(-1)).toMatchObject({ isHost: true });
    expect(server.rooms.get('4321')!.hostId).toBe(socket.helloFrom);
  });

  it('notices a host gone silent without a goodbye', async () => {
    const host = simulatedHost(server, '4321', 'host-1');
    await joinAsGuest(host);
    await advance(2000);
    host.stop();
    await advance(9000);
    expect(party().hostLeft).toBe(false);
    await advance(2000);
    expect(party().hostLeft).toBe(true);
    await advance(WATCH_PARTY_ALONE_BECOMES_HOST_MS);
    expect(party().role).toBe('host');
  });

  it('follows another guest that took over first', async () => {
    const host = simulatedHost(server, '4321', 'host-1');
    await joinAsGuest(host);
    await advance(2000);
    host.leave();
    await advance(5000);
    const next = simulatedHost(server, '4321', 'other-guest');
    await advance(500);
    expect(party().hostLeft).toBe(false);
    await advance(WATCH_PARTY_ALONE_BECOMES_HOST_MS);
    expect(party().role).toBe('guest');
    expect(server.callsTo('POST', '/api/player/rooms/4321/claim')).toHaveLength(0);
    next.stop();
  });
});
