import { PARTY_CONTENT_MOVIE } from '@screenroom/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  selectInControl,
  selectSpeedLocked,
} from '../src/features/player/store/watch-party-slice.ts';
import { PARTY_STORAGE_KEY } from '../src/features/player/watch-party/party-storage.ts';
import { useAuthStore } from '../src/shared/stores/auth.ts';
import type { FakePartyServer } from './watch-party-fake-server.ts';
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
});
afterEach(endFakeParty);

const saved = () =>
  JSON.parse(sessionStorage.getItem(PARTY_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;

describe('hosting', () => {
  it('starts a room for what plays, at speed 1, and reports every second on the push channel', async () => {
    const media = playerOn(movie, { time: 30 });
    media.setPlaybackRate(1.5);
    await player.hostParty();
    expect(party()).toMatchObject({ status: 'active', role: 'host', error: null });
    expect(party().roomCode).toMatch(/^\d{4}$/);
    expect(media.rate()).toBe(1);

    await advance(200);
    expect(party().connection).toBe('push');
    const socket = lastSocket(server);
    const hostKey = server.rooms.get(party().roomCode!)!.hostKey;
    const { memberId, memberKey } = saved() as { memberId: string; memberKey: string };
    expect(memberKey).toMatch(/^[\w-]{32}$/);
    expect(socket.sentOfType('hello')).toEqual([
      { type: 'hello', userId: memberId, hostKey, memberKey },
    ]);

    const before = socket.sentOfType('status').length;
    const posts = server.callsTo('POST', '/api/player/status').length;
    await advance(10_000);
    const reports = socket.sentOfType('status').slice(before);
    expect(reports.length).toBeGreaterThanOrEqual(10);
    expect(reports.length).toBeLessThanOrEqual(11);
    expect(reports.at(-1)).toMatchObject({
      isHost: true,
      content: { type: PARTY_CONTENT_MOVIE, tmdbId: '500', title: 'The Film' },
      player: { isPlaying: true, playbackRate: 1 },
    });
    // Nothing went over HTTP while the channel was up.
    expect(server.callsTo('POST', '/api/player/status')).toHaveLength(posts);
  });

  it('lists its members, itself first as host', async () => {
    playerOn(movie);
    await player.hostParty();
    await advance(1500);
    const code = party().roomCode!;
    server.record(code, { userId: 'guest-zzz', isHost: false, player: { isPlaying: true } });
    await advance(1100);
    expect(party().members.map((m) => [m.isHost, m.isSelf, m.userId === 'guest-zzz'])).toEqual([
      [true, true, false],
      [false, false, true],
    ]);
  });

  it('reports a seek, a pause and a new speed at once', async () => {
    const media = playerOn(movie, { time: 10 });
    await player.hostParty();
    await advance(300);
    const socket = lastSocket(server);
    const count = () => socket.sentOfType('status').length;

    let before = count();
    player.seekTo(600);
    await advance(60);
    expect(count()).toBe(before + 1);
    expect(socket.sentOfType('status').at(-1)).toMatchObject({
      player: { time: expect.closeTo(600, 1) },
    });

    before = count();
    player.pause();
    await advance(60);
    expect(count()).toBe(before + 1);
    expect(socket.sentOfType('status').at(-1)).toMatchObject({ player: { isPlaying: false } });

    // The host may change the speed for everyone.
    before = count();
    player.setPlaybackRate(1.25);
    expect(media.rate()).toBe(1.25);
    await advance(60);
    expect(socket.sentOfType('status').at(-1)).toMatchObject({ player: { playbackRate: 1.25 } });
    expect(count()).toBe(before + 1);
  });

  it('takes another code only while nobody live holds it', async () => {
    playerOn(movie);
    await player.hostParty();
    const first = party().roomCode!;
    simulatedHost(server, 'TAKEN', 'someone-else');
    await player.changePartyCode('taken');
    expect(party()).toMatchObject({ roomCode: first, error: 'watchParty.codeTaken' });
    await player.changePartyCode(' movienight ');
    expect(party()).toMatchObject({ roomCode: 'MOVIENIGHT', role: 'host', status: 'active' });
    expect(saved()).toMatchObject({ roomCode: 'MOVIENIGHT', role: 'host' });
    // The old room was left.
    await advance(100);
    expect(server.rooms.get(first)!.hostId).toBeNull();
  });

  it('gives the copy-link button this page with only the code', async () => {
    window.history.replaceState(null, '', '/media/tmdb-movie-500-the-film?t=20&r=%2Fsettings#x');
    playerOn(movie);
    expect(player.partyLink()).toBeNull();
    await player.hostParty();
    expect(player.partyLink()).toBe(
      `${location.origin}/media/tmdb-movie-500-the-film?watchparty=${party().roomCode}`,
    );
  });

  it('offers no party on a backend older than 2.0.1', async () => {
    useAuthStore.setState({ backendUrl: 'http://old.example' });
    server.version = '2.0.0';
    playerOn(movie);
    await player.hostParty();
    expect(party()).toMatchObject({
      status: 'off',
      backendVersionOk: false,
      error: 'watchParty.startFailed',
    });
    expect(server.callsTo('POST', '/api/player/rooms')).toHaveLength(0);
  });
});

describe('joining', () => {
  it('checks the room and its host’s content, then follows as a guest', async () => {
    simulatedHost(server, '4321', 'host-1', { content: contentOf(movie) });
    playerOn(movie);
    await player.joinParty(' 4321 ');
    expect(party()).toMatchObject({ status: 'active', role: 'guest', roomCode: '4321' });
    expect(saved()).toMatchObject({ roomCode: '4321', role: 'guest', hostKey: null });
  });

  it.each([
    ['an empty room', () => undefined, 'watchParty.emptyRoom'],
    [
      'a room without a host',
      (s: FakePartyServer) => s.record('4321', { userId: 'g', isHost: false }),
      'watchParty.noHost',
    ],
    [
      'another title',
      (s: FakePartyServer) =>
        simulatedHost(s, '4321', 'h', { content: { type: 'Movie', tmdbId: 9 } }),
      'watchParty.contentMismatch',
    ],
    [
      'another episode',
      (s: FakePartyServer) => simulatedHost(s, '4321', 'h', { content: contentOf(episode(2)) }),
      'watchParty.episodeMismatch',
    ],
    [
      'a server that cannot be reached',
      (s: FakePartyServer) => {
        simulatedHost(s, '4321', 'h');
        s.httpDown = true;
      },
      'watchParty.invalidRoom',
    ],
  ])('refuses %s', async (_case, arrange, error) => {
    playerOn(error === 'watchParty.episodeMismatch' ? episode(1) : movie);
    // The version is known beforehand, so only the room lookup can fail.
    await player.checkPartyBackend();
    arrange(server);
    await player.joinParty('4321');
    expect(party()).toMatchObject({ status: 'off', role: null, error });
    expect(server.opened).toHaveLength(0);
  });

  it('reports every 10 s when nothing changes', async () => {
    const host = simulatedHost(server, '4321', 'host-1', { time: 50 });
    playerOn(movie, { time: 50 });
    await player.joinParty('4321');
    // Settled on the host first.
    await advance(10_000);
    const socket = lastSocket(server);
    const before = socket.sentOfType('status').length;
    await advance(30_000);
    expect(socket.sentOfType('status').length - before).toBe(3);
    expect(socket.sentOfType('status').at(-1)).toMatchObject({ isHost: false });
    host.stop();
  });

  it('keeps the party through the store’s reset between episodes', async () => {
    simulatedHost(server, '4321', 'host-1', { content: contentOf(episode(1)) });
    playerOn(episode(1));
    await player.joinParty('4321');
    player.store.getState().reset();
    expect(party()).toMatchObject({ status: 'active', role: 'guest', roomCode: '4321' });
  });
});

describe('a guest’s controls', () => {
  it('refuses play, pause, seek, speed and episodes; the party moves the media itself', async () => {
    simulatedHost(server, '4321', 'host-1', { content: contentOf(episode(1)) });
    const media = playerOn(episode(1));
    const navigate = vi.fn();
    player.store.getState().setEpisodeNavigator(navigate);
    await player.joinParty('4321');
    const state = player.store.getState();
    expect(selectInControl(state)).toBe(false);
    expect(selectSpeedLocked(state)).toBe(true);

    vi.clearAllMocks();
    player.play();
    player.pause();
    player.togglePlay();
    player.seekTo(5);
    player.seekBy(10);
    player.startScrub(20);
    player.endScrub(20);
    player.setPlaybackRate(2);
    player.stepPlaybackSpeed(1);
    player.playEpisode({
      season: { number: 1, title: '', tmdbId: 's1' },
      episode: { number: 4, title: '', tmdbId: 'e4', overview: '', stillPath: null, airDate: null },
    });
    player.replay();
    for (const method of ['play', 'pause', 'setTime', 'setPlaybackRate', 'setSeeking'] as const) {
      expect(media[method]).not.toHaveBeenCalled();
    }
    expect(navigate).not.toHaveBeenCalled();
    // Volume is the guest's own.
    player.setVolume(0.3);
    expect(media.setVolume).toHaveBeenCalledWith(0.3);
  });

  it('hands the controls back on leaving', async () => {
    simulatedHost(server, '4321', 'host-1');
    const media = playerOn(movie, { playing: false });
    await player.joinParty('4321');
    player.leaveParty();
    expect(party().status).toBe('off');
    expect(selectInControl(player.store.getState())).toBe(true);
    media.play.mockClear();
    player.play();
    expect(media.play).toHaveBeenCalled();
  });
});

describe('leaving and coming back', () => {
  it('says goodbye on the channel and forgets the room', async () => {
    simulatedHost(server, '4321', 'host-1');
    playerOn(movie);
    await player.joinParty('4321');
    await advance(300);
    const socket = lastSocket(server);
    const memberId = socket.helloFrom!;
    expect(server.rooms.get('4321')!.entries.has(memberId)).toBe(true);
    player.leaveParty();
    expect(socket.sentOfType('leave')).toHaveLength(1);
    await advance(50);
    expect(server.rooms.get('4321')!.entries.has(memberId)).toBe(false);
    expect(saved()).toMatchObject({ roomCode: null, role: null });
    expect(party()).toMatchObject({ status: 'off', members: [] });
  });

  it('leaves by beacon as the page goes, and a reload comes back as host with its key', async () => {
    playerOn(movie, { time: 40 });
    await player.hostParty();
    await advance(300);
    const code = party().roomCode!;
    const key = server.rooms.get(code)!.hostKey;
    const { memberId, memberKey } = saved() as { memberId: string; memberKey: string };
    player.partyPageHidden();
    expect(server.beacons).toHaveLength(1);
    expect(JSON.parse(server.beacons[0]!.body)).toEqual({
      userId: memberId,
      memberKey,
      hostKey: key,
    });
    // The server took the beacon as the host's: the room knows its host left.
    expect(server.rooms.get(code)!.hostId).toBeNull();
    expect(saved()).toMatchObject({ roomCode: code, role: 'host', hostKey: key, memberKey });

    // The reloaded page plays again and finds its record.
    playerOn(movie, { time: 40 });
    player.partyRouteReady(null);
    await advance(300);
    expect(party()).toMatchObject({ status: 'active', role: 'host', roomCode: code });
    expect(lastSocket(server).sentOfType('hello')[0]).toEqual({
      type: 'hello',
      userId: memberId,
      hostKey: key,
      memberKey,
    });
    await advance(1000);
    expect(server.rooms.get(code)!.hostId).toBe(lastSocket(server).helloFrom);
  });

  it('leaves over HTTP with its keys when the channel is down, so the room learns its host left', async () => {
    server.pushDown = true;
    playerOn(movie);
    await player.hostParty();
    await advance(1500);
    const code = party().roomCode!;
    const { memberId, memberKey } = saved() as { memberId: string; memberKey: string };
    expect(party().connection).toBe('polling');
    expect(server.rooms.get(code)!.hostId).toBe(memberId);
    player.leaveParty();
    await advance(50);
    const leaves = server.callsTo('POST', `/api/player/rooms/${code}/leave`);
    expect(leaves.map((call) => call.body)).toEqual([
      { userId: memberId, memberKey, hostKey: server.rooms.get(code)!.hostKey },
    ]);
    expect(server.rooms.get(code)!.hostId).toBeNull();
    expect(server.rooms.get(code)!.entries.has(memberId)).toBe(false);
  });

  it('proves its member id on every report, and a reload keeps the id and its key', async () => {
    server.pushDown = true;
    simulatedHost(server, '4321', 'host-1');
    playerOn(movie);
    await player.joinParty('4321');
    await advance(10_500);
    const { memberId, memberKey } = saved() as { memberId: string; memberKey: string };
    const posts = server.callsTo('POST', '/api/player/status');
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(post.body).toMatchObject({ userId: memberId, isHost: false });
      expect(post.headers['x-watch-party-member-key']).toBe(memberKey);
      expect(post.headers['x-watch-party-host-key']).toBeUndefined();
    }
    expect(server.rooms.get('4321')!.memberKeys.get(memberId)).toBe(memberKey);

    player.partyPageHidden();
    expect(JSON.parse(server.beacons.at(-1)!.body)).toEqual({ userId: memberId, memberKey });
    server.pushDown = false;
    playerOn(movie);
    player.partyRouteReady(null);
    await advance(500);
    expect(party()).toMatchObject({ status: 'active', role: 'guest', connection: 'push' });
    expect(lastSocket(server).sentOfType('hello')).toEqual([
      { type: 'hello', userId: memberId, memberKey },
    ]);
  });

  it('gives a record saved before member keys a key, keeping its member id and room', async () => {
    simulatedHost(server, '4321', 'host-1');
    sessionStorage.setItem(
      PARTY_STORAGE_KEY,
      JSON.stringify({
        memberId: 'older-member-id',
        roomCode: '4321',
        role: 'guest',
        hostKey: null,
        showStatusOverlay: true,
      }),
    );
    playerOn(movie);
    player.partyRouteReady(null);
    await advance(500);
    expect(party()).toMatchObject({ status: 'active', role: 'guest', roomCode: '4321' });
    const { memberKey } = saved() as { memberKey: string };
    expect(memberKey).toMatch(/^[\w-]{32}$/);
    expect(lastSocket(server).sentOfType('hello')).toEqual([
      { type: 'hello', userId: 'older-member-id', memberKey },
    ]);
  });

  it('joins from the route’s code once, and leaves when another title plays', async () => {
    simulatedHost(server, '4321', 'host-1');
    playerOn(movie);
    player.partyRouteReady('4321');
    player.partyRouteReady('4321');
    await advance(100);
    expect(party()).toMatchObject({ status: 'active', role: 'guest' });
    // One membership: one channel.
    expect(server.opened).toHaveLength(1);
    playerOn({ ...movie, tmdbId: '501' });
    player.partyRouteReady(null);
    expect(party().status).toBe('off');
  });
});
