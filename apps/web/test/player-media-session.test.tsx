import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import type { PlayerCommands } from '../src/features/player/create-player.ts';
import { previousEpisodeTarget } from '../src/features/player/episodes/next-episode-offer.ts';
import type {
  EpisodeTarget,
  ShowEpisode,
  ShowSeason,
} from '../src/features/player/episodes/show-episodes.ts';
import { useMediaSession } from '../src/features/player/hooks/useMediaSession.ts';
import {
  sessionHandlers,
  sessionMetadata,
  sessionPosition,
} from '../src/features/player/media-session.ts';
import type { PlayerMeta } from '../src/features/player/player-meta.ts';
import { fakeDisplay, type FakeDisplay } from './player-display-fake.ts';
import { player, render } from './test-player.tsx';

const PAGE = 'https://screen.example/media/tmdb-tv-99-test-show/1/2';

const movie: PlayerMeta = {
  type: 'movie',
  tmdbId: '45745',
  title: 'Sintel',
  releaseYear: 2010,
  poster: '/tmdb/images/w342/sintel.jpg',
};
const episodeMeta: PlayerMeta = {
  type: 'show',
  tmdbId: '99',
  title: 'Test Show',
  releaseYear: 2026,
  season: { number: 1, title: 'Season 1', tmdbId: '901' },
  episode: { number: 2, title: 'Tone and Timecode', tmdbId: '102' },
};

const season = (number: number): ShowSeason => ({
  number,
  title: `Season ${number}`,
  tmdbId: String(900 + number),
});
const episode = (number: number): ShowEpisode => ({
  number,
  title: `Episode ${number}`,
  tmdbId: String(100 + number),
  overview: '',
  stillPath: null,
  airDate: '2020-01-01',
});
const target: EpisodeTarget = { season: season(1), episode: episode(1) };

/** A player that records the commands it is asked for, as "name arg…". */
function recordingPlayer() {
  const calls: string[] = [];
  const recorder = new Proxy({} as PlayerCommands, {
    get:
      (_target, name) =>
      (...args: unknown[]) =>
        calls.push([String(name), ...args.map(String)].join(' ')),
  });
  return { calls, recorder };
}

describe('what the system media controls get', () => {
  it('names the title, the episode under it, and the poster at a full address', () => {
    const label = (s: number, e: number, title: string) => `S${s} E${e} · ${title}`;
    expect(sessionMetadata(movie, label, PAGE)).toEqual({
      title: 'Sintel',
      artist: '',
      artwork: [{ src: 'https://screen.example/tmdb/images/w342/sintel.jpg' }],
    });
    expect(sessionMetadata(episodeMeta, label, PAGE)).toEqual({
      title: 'Test Show',
      artist: 'S1 E2 · Tone and Timecode',
      artwork: [],
    });
  });

  it('answers every action through the player commands', () => {
    const { calls, recorder } = recordingPlayer();
    const handlers = sessionHandlers(
      { nextOffer: { kind: 'nextEpisode', target }, previousEpisode: target },
      recorder,
    );
    handlers.play?.({});
    handlers.pause?.({});
    handlers.seekbackward?.({});
    handlers.seekforward?.({ seekOffset: 30 });
    handlers.seekto?.({ seekTime: 42 });
    handlers.previoustrack?.({});
    handlers.nexttrack?.({});
    expect(calls).toEqual([
      'play',
      'pause',
      'seekBy -10',
      'seekBy 30',
      'seekTo 42',
      'playPreviousEpisode',
      'playNext',
    ]);
  });

  it('offers previous and next only between episodes', () => {
    const { recorder } = recordingPlayer();
    const movieHandlers = sessionHandlers(
      { nextOffer: { kind: 'none' }, previousEpisode: null },
      recorder,
    );
    expect(movieHandlers.previoustrack).toBeNull();
    expect(movieHandlers.nexttrack).toBeNull();
    // At the show's last episode the offer is a replay, which is no next track.
    expect(
      sessionHandlers({ nextOffer: { kind: 'replay' }, previousEpisode: target }, recorder)
        .nexttrack,
    ).toBeNull();
  });

  it('gives the position only once the duration is known', () => {
    const state = player.store.getState();
    const at = (time: number, duration: number) => ({
      progress: { ...state.progress, time, duration },
      mediaPlaying: { ...state.mediaPlaying, playbackRate: 1.5 },
    });
    expect(sessionPosition(at(0, 0))).toBeNull();
    expect(sessionPosition(at(12, 60))).toEqual({ duration: 60, position: 12, playbackRate: 1.5 });
    expect(sessionPosition(at(61, 60))?.position).toBe(60);
  });

  it('goes back to the episode before, or to the last of the season before', () => {
    const seasons = [season(1), season(2)];
    const input = {
      season: season(2),
      seasons,
      episodes: [episode(1), episode(2), episode(4)],
      previousSeasonEpisodes: [episode(1), episode(2), episode(3)],
    };
    expect(previousEpisodeTarget({ ...input, episodeNumber: 4 })).toEqual({
      season: season(2),
      episode: episode(2),
    });
    expect(previousEpisodeTarget({ ...input, episodeNumber: 1 })).toEqual({
      season: season(1),
      episode: episode(3),
    });
    expect(
      previousEpisodeTarget({ ...input, season: season(1), episodeNumber: 1, seasons }),
    ).toBeNull();
    expect(previousEpisodeTarget({ ...input, episodeNumber: 1, episodes: null })).toBeNull();
  });
});

/** navigator.mediaSession as the browser has it, recording what the player sets. */
function fakeMediaSession() {
  const handlers = new Map<string, MediaSessionActionHandler | null>();
  const session = {
    metadata: null as { title: string; artist: string } | null,
    playbackState: 'none' as MediaSessionPlaybackState,
    position: null as MediaPositionState | null,
    setActionHandler: vi.fn((action: string, handler: MediaSessionActionHandler | null) => {
      handlers.set(action, handler);
    }),
    setPositionState: vi.fn((state: MediaPositionState) => {
      session.position = state;
    }),
  };
  return { session, handlers };
}

function Session() {
  useMediaSession();
  return null;
}

describe('the media session while a title plays', () => {
  let display: FakeDisplay;
  let fake: ReturnType<typeof fakeMediaSession>;

  beforeEach(() => {
    fake = fakeMediaSession();
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), { mediaSession: fake.session }),
    );
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(init: MediaMetadataInit) {
          Object.assign(this, init);
        }
      },
    );
    player.store.getState().reset();
    display = fakeDisplay();
    player.attachDisplay(display);
    player.store.getState().setMeta(episodeMeta, 'playing');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says what plays and steers the player from the system controls', () => {
    const { unmount } = render(<Session />);
    expect(fake.session.metadata).toMatchObject({
      title: 'Test Show',
      artist: 'S1 E2 · Tone and Timecode',
    });
    act(() => {
      player.store.getState().setDuration(60);
      player.store.getState().setTime(12);
      player.store.getState().setPlaying(true);
    });
    expect(fake.session.playbackState).toBe('playing');
    expect(fake.session.position).toEqual({ duration: 60, position: 12, playbackRate: 1 });

    fake.handlers.get('pause')?.({ action: 'pause' });
    expect(display.pause).toHaveBeenCalledTimes(1);
    fake.handlers.get('seekto')?.({ action: 'seekto', seekTime: 30 });
    expect(display.setTime).toHaveBeenCalledWith(30);
    fake.handlers.get('seekbackward')?.({ action: 'seekbackward' });
    expect(display.setTime).toHaveBeenCalledWith(2);

    expect(fake.handlers.get('nexttrack')).toBeNull();
    const navigate = vi.fn();
    act(() => {
      player.store.getState().setEpisodeNavigator(navigate);
      player.store.getState().setNextOffer({
        kind: 'nextEpisode',
        target: { season: season(1), episode: episode(3) },
      });
      player.store.getState().setPreviousEpisode(target);
    });
    fake.handlers.get('nexttrack')?.({ action: 'nexttrack' });
    expect(navigate).toHaveBeenLastCalledWith('/media/tmdb-tv-99-test-show/1/3');
    fake.handlers.get('previoustrack')?.({ action: 'previoustrack' });
    expect(navigate).toHaveBeenLastCalledWith('/media/tmdb-tv-99-test-show/1/1');

    unmount();
    expect(fake.session.metadata).toBeNull();
    expect(fake.handlers.get('play')).toBeNull();
  });
});
