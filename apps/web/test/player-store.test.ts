import { beforeEach, describe, expect, it } from 'vitest';
import type { PlayerMeta } from '../src/features/player/player-meta.ts';
import { player } from './test-player.tsx';

const meta: PlayerMeta = { type: 'movie', tmdbId: '603', title: 'The Matrix', releaseYear: 1999 };
const stream = { id: 's', type: 'hls' as const, playlist: '/a.m3u8', captions: [], flags: [] };

describe('player store', () => {
  beforeEach(() => player.store.getState().reset());

  it('starts idle and paused', () => {
    const s = player.store.getState();
    expect(s.status).toBe('idle');
    expect(s.mediaPlaying).toMatchObject({
      isPlaying: false,
      isPaused: true,
      hasPlayedOnce: false,
    });
  });

  it('sets the status together with the meta, and only then', () => {
    player.store.getState().setMeta(meta, 'scraping');
    expect(player.store.getState().status).toBe('scraping');
    player.store.getState().setMeta({ ...meta, title: 'Other' });
    expect(player.store.getState()).toMatchObject({
      status: 'scraping',
      meta: { title: 'Other' },
    });
  });

  it('switches to playing when a source is set', () => {
    player.store.getState().setSource(stream, 'library');
    expect(player.store.getState()).toMatchObject({ status: 'playing', sourceId: 'library' });
  });

  it('keeps progress fields apart', () => {
    const s = player.store.getState();
    s.setTime(12);
    s.setDuration(100);
    s.setBuffered(40);
    s.setDraggingTime(55);
    expect(player.store.getState().progress).toEqual({
      time: 12,
      duration: 100,
      buffered: 40,
      draggingTime: 55,
    });
  });

  it('remembers that playback started once, even after pausing', () => {
    player.store.getState().setPlaying(true);
    player.store.getState().setPlaying(false);
    expect(player.store.getState().mediaPlaying).toMatchObject({
      isPlaying: false,
      isPaused: true,
      hasPlayedOnce: true,
    });
  });

  it('clamps the volume between 0 and 1', () => {
    player.store.getState().setVolume(1.4);
    expect(player.store.getState().mediaPlaying.volume).toBe(1);
    player.store.getState().setVolume(-0.2);
    expect(player.store.getState().mediaPlaying.volume).toBe(0);
  });

  it('opens the settings on the source list once when playback fails', () => {
    const s = player.store.getState();
    s.setSource(stream, 'library');
    s.setPlaybackError({ type: 'htmlvideo', reason: 'network', message: 'x' });
    expect(player.store.getState()).toMatchObject({
      status: 'playbackError',
      settingsRoute: '/source',
    });
    player.store.getState().closeSettings();
    player.store.getState().setPlaybackError({ type: 'hls', reason: null, message: 'y' });
    expect(player.store.getState().settingsRoute).toBeNull();
    expect(player.store.getState().error?.message).toBe('y');
  });

  it('toggles the time format', () => {
    player.store.getState().toggleTimeFormat();
    expect(player.store.getState().timeFormat).toBe('remaining');
    player.store.getState().toggleTimeFormat();
    expect(player.store.getState().timeFormat).toBe('regular');
  });

  it('reset returns to idle and clears meta, time and duration', () => {
    const s = player.store.getState();
    s.setMeta(meta, 'scraping');
    s.setTime(30);
    s.setDuration(90);
    s.reset();
    expect(player.store.getState()).toMatchObject({
      status: 'idle',
      meta: null,
      progress: { time: 0, duration: 0 },
    });
  });
});
