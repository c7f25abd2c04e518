import { describe, expect, it } from 'vitest';
import {
  HOST_SILENT_MS,
  INITIAL_PLAY_LATENCY_S,
  backendSupportsWatchParty,
  contentDifference,
  hostJumped,
  learnPlayLatency,
  learnSeekDuration,
  liveHostEntry,
  memberStateOf,
  partyMembers,
  projectPosition,
  reportedAt,
  satisfiesMinimum,
  seekLeadFor,
  shouldClaimHost,
  type RoomEntry,
} from '../src/index.ts';

const entry = (patch: Partial<RoomEntry> & { player?: RoomEntry['player'] }): RoomEntry => ({
  userId: 'h',
  roomCode: '1234',
  isHost: true,
  content: {},
  timestamp: 10_000,
  ...patch,
  player: { isPlaying: true, isPaused: false, time: 20, duration: 100, ...patch.player },
});

describe('host projection', () => {
  it('carries a playing report to now at its rate, from the sender’s own stamp', () => {
    const report = entry({ player: { atServerTime: 9_900, playbackRate: 1.5 } });
    expect(reportedAt(report)).toBe(9_900);
    expect(projectPosition(report, 11_900)).toEqual({
      time: 23,
      playing: true,
      stalled: false,
      rate: 1.5,
    });
  });

  it('uses the arrival stamp of an older client, and stops at the end', () => {
    expect(projectPosition(entry({}), 12_000).time).toBe(22);
    expect(projectPosition(entry({}), 1_000_000).time).toBe(100);
  });

  it('holds a paused or stalled position', () => {
    expect(projectPosition(entry({ player: { isPlaying: false } }), 50_000).time).toBe(20);
    const stalled = projectPosition(entry({ player: { isLoading: true } }), 50_000);
    expect(stalled).toMatchObject({ time: 20, stalled: true, playing: true });
  });

  it('tells a seek from a report that is where it should be', () => {
    const first = entry({ player: { time: 20, atServerTime: 10_000 } });
    expect(hostJumped(first, entry({ player: { time: 21.05, atServerTime: 11_000 } }))).toBe(false);
    expect(hostJumped(first, entry({ player: { time: 30, atServerTime: 11_000 } }))).toBe(true);
    expect(hostJumped(first, entry({ player: { time: 20.5, atServerTime: 11_000 } }))).toBe(true);
    // Unstamped reports of an older client jump only beyond the 5 s older clients use.
    const old = entry({ player: { time: 20 }, timestamp: 10_000 });
    expect(hostJumped(old, entry({ player: { time: 21.6 }, timestamp: 11_000 }))).toBe(false);
    expect(hostJumped(old, entry({ player: { time: 30 }, timestamp: 11_000 }))).toBe(true);
    const paused = entry({ player: { isPlaying: false, time: 20, atServerTime: 10_000 } });
    expect(hostJumped(paused, entry({ player: { time: 20.01, atServerTime: 12_000 } }))).toBe(
      false,
    );
  });
});

describe('members', () => {
  it('names a member’s state from its report', () => {
    expect(memberStateOf({ isPlaying: true })).toBe('playing');
    expect(memberStateOf({ isPlaying: true, isLoading: true })).toBe('buffering');
    expect(memberStateOf({ isPlaying: false, hasPlayedOnce: false })).toBe('idle');
    expect(memberStateOf({ isPlaying: false })).toBe('paused');
  });

  it('lists the host first, then by id, without members silent for a minute', () => {
    const members = partyMembers(
      [
        entry({ userId: 'zed', isHost: false, timestamp: 70_000 }),
        entry({ userId: 'abc', isHost: false, timestamp: 15_000 }),
        entry({ userId: 'gone', isHost: false, timestamp: 5_000 }),
        entry({ userId: 'me', isHost: false, timestamp: 1_000 }),
        entry({ userId: 'host', timestamp: 70_000, player: { isPlaying: false, time: 8 } }),
      ],
      'host',
      'me',
      70_000,
    );
    expect(members.map((m) => [m.userId, m.isHost, m.isSelf, m.state, m.time])).toEqual([
      ['host', true, false, 'paused', 8],
      ['abc', false, false, 'playing', 75],
      ['me', false, true, 'playing', 89],
      ['zed', false, false, 'playing', 20],
    ]);
  });

  it('finds the live host by the server’s word, else by the entries', () => {
    const host = entry({ userId: 'host', timestamp: 20_000 });
    const guest = entry({ userId: 'g', isHost: false, timestamp: 20_000 });
    expect(liveHostEntry([host, guest], 'host', 21_000)).toBe(host);
    expect(liveHostEntry([host, guest], null, 21_000)).toBeNull();
    expect(liveHostEntry([host, guest], undefined, 21_000)).toBe(host);
    expect(liveHostEntry([host, guest], 'host', 20_000 + HOST_SILENT_MS)).toBeNull();
  });

  it('claims host after 10 s without one', () => {
    expect(shouldClaimHost(null, 50_000)).toBe(false);
    expect(shouldClaimHost(40_001, 50_000)).toBe(false);
    expect(shouldClaimHost(40_000, 50_000)).toBe(true);
  });
});

describe('content', () => {
  const show = { type: 'TV Show', tmdbId: 42, title: 'A', seasonNumber: 1, episodeNumber: 2 };

  it('matches the same episode, however the ids are written', () => {
    expect(contentDifference(show, { ...show, tmdbId: '42', type: 'tv show' })).toBeNull();
    expect(
      contentDifference({ type: 'Movie', tmdbId: '7' }, { type: 'Movie', tmdbId: 7 }),
    ).toBeNull();
  });

  it('tells another title from another episode', () => {
    expect(contentDifference(show, { ...show, tmdbId: 43 })).toBe('title');
    expect(contentDifference(show, { ...show, type: 'Movie' })).toBe('title');
    expect(contentDifference(show, { ...show, episodeNumber: 3 })).toBe('episode');
    expect(contentDifference(show, { ...show, seasonNumber: 2 })).toBe('episode');
  });

  it('falls back to ids and names for older clients', () => {
    expect(contentDifference({ title: 'A' }, { title: 'B' })).toBe('title');
    expect(
      contentDifference(
        { tmdbId: '1', seasonId: 's1', episodeId: 'e1' },
        { tmdbId: 1, seasonId: 's1', episodeId: 'e2' },
      ),
    ).toBe('episode');
  });
});

describe('versions and learning', () => {
  it('needs backend 2.0.1 or newer', () => {
    expect(backendSupportsWatchParty('2.0.1')).toBe(true);
    expect(backendSupportsWatchParty('3.0.0')).toBe(true);
    expect(backendSupportsWatchParty('2.0.0')).toBe(false);
    expect(backendSupportsWatchParty('1.3.0')).toBe(false);
    expect(backendSupportsWatchParty(undefined)).toBe(false);
    expect(satisfiesMinimum('v2.1.0-beta', '2.0.1')).toBe(true);
    expect(satisfiesMinimum('junk', '2.0.1')).toBe(false);
  });

  it('learns how long seeks take and lands that far ahead, always past the settle time', () => {
    expect(learnSeekDuration(0.3, 1.3)).toBeCloseTo(0.7);
    expect(learnSeekDuration(0.3, Number.NaN)).toBe(0.3);
    expect(seekLeadFor(0)).toBeCloseTo(0.3);
    expect(seekLeadFor(1)).toBeCloseTo(1.6);
  });

  it('asks for play earlier after starting behind, later after starting ahead', () => {
    expect(learnPlayLatency(INITIAL_PLAY_LATENCY_S, -0.05)).toBeCloseTo(0.1);
    expect(learnPlayLatency(0.05, 0.05)).toBeCloseTo(0.03);
    expect(learnPlayLatency(0.05, 2)).toBe(0.05);
    expect(learnPlayLatency(0, 0.2)).toBe(0);
  });
});
