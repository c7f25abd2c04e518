import { beforeEach, describe, expect, it } from 'vitest';
import { usePlayerStore } from '../src/player/store/player-store.ts';
import type { PlayerMeta } from '../src/player/player-meta.ts';

const meta: PlayerMeta = { type: 'movie', tmdbId: '603', title: 'The Matrix', releaseYear: 1999 };
const stream = { id: 's', type: 'hls' as const, playlist: '/a.m3u8', captions: [], flags: [] };

describe('player store', () => {
  beforeEach(() => usePlayerStore.getState().reset());

  it('starts idle and paused', () => {
    const s = usePlayerStore.getState();
    expect(s.status).toBe('idle');
    expect(s.mediaPlaying).toMatchObject({
      isPlaying: false,
      isPaused: true,
      hasPlayedOnce: false,
    });
  });

  it('sets the status together with the meta, and only then', () => {
    usePlayerStore.getState().setMeta(meta, 'scraping');
    expect(usePlayerStore.getState().status).toBe('scraping');
    usePlayerStore.getState().setMeta({ ...meta, title: 'Other' });
    expect(usePlayerStore.getState()).toMatchObject({
      status: 'scraping',
      meta: { title: 'Other' },
    });
  });

  it('switches to playing when a source is set', () => {
    usePlayerStore.getState().setSource(stream, 'library');
    expect(usePlayerStore.getState()).toMatchObject({ status: 'playing', sourceId: 'library' });
  });

  it('keeps progress fields apart', () => {
    const s = usePlayerStore.getState();
    s.setTime(12);
    s.setDuration(100);
    s.setBuffered(40);
    s.setDraggingTime(55);
    expect(usePlayerStore.getState().progress).toEqual({
      time: 12,
      duration: 100,
      buffered: 40,
      draggingTime: 55,
    });
  });

  it('remembers that playback started once, even after pausing', () => {
    usePlayerStore.getState().setPlaying(true);
    usePlayerStore.getState().setPlaying(false);
    expect(usePlayerStore.getState().mediaPlaying).toMatchObject({
      isPlaying: false,
      isPaused: true,
      hasPlayedOnce: true,
    });
  });

  it('clamps the volume between 0 and 1', () => {
    usePlayerStore.getState().setVolume(1.4);
    expect(usePlayerStore.getState().mediaPlaying.volume).toBe(1);
    usePlayerStore.getState().setVolume(-0.2);
    expect(usePlayerStore.getState().mediaPlaying.volume).toBe(0);
  });

  it('opens the settings on the source list once when playback fails', () => {
    const s = usePlayerStore.getState();
    s.setSource(stream, 'library');
    s.setPlaybackError({ type: 'htmlvideo', reason: 'network', message: 'x' });
    expect(usePlayerStore.getState()).toMatchObject({
      status: 'playbackError',
      settingsRoute: '/source',
    });
    usePlayerStore.getState().closeSettings();
    usePlayerStore.getState().setPlaybackError({ type: 'hls', reason: null, message: 'y' });
    expect(usePlayerStore.getState().settingsRoute).toBeNull();
    expect(usePlayerStore.getState().error?.message).toBe('y');
  });

  it('toggles the time format', () => {
    usePlayerStore.getState().toggleTimeFormat();
    expect(usePlayerStore.getState().timeFormat).toBe('remaining');
    usePlayerStore.getState().toggleTimeFormat();
    expect(usePlayerStore.getState().timeFormat).toBe('regular');
  });

  it('reset returns to idle and clears meta, time and duration', () => {
    const s = usePlayerStore.getState();
    s.setMeta(meta, 'scraping');
    s.setTime(30);
    s.setDuration(90);
    s.reset();
    expect(usePlayerStore.getState()).toMatchObject({
      status: 'idle',
      meta: null,
      progress: { time: 0, duration: 0 },
    });
  });
});
