import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keyCommand } from '../src/features/player/player-keys.ts';
import { useQualityStore } from '../src/shared/stores/quality.ts';
import { useVolumeStore } from '../src/shared/stores/volume.ts';
import { commandsForKey, fakeDisplay, type FakeDisplay } from './player-display-fake.ts';
import { createPlayer } from '../src/features/player/create-player.ts';
import { player } from './test-player.tsx';

const stream = { id: 's', type: 'hls' as const, playlist: '/a.m3u8', captions: [], flags: [] };

describe('player controller', () => {
  let display: FakeDisplay;

  beforeEach(() => {
    localStorage.clear();
    player.store.getState().reset();
    useVolumeStore.setState({ volume: 1, volumeBeforeMute: 1 });
    useQualityStore.setState({ automaticQuality: true, lastChosenQuality: null });
    display = fakeDisplay();
    player.attachDisplay(display);
    player.store.getState().setDuration(100);
  });

  it('loads a stream with the remembered quality, volume and speed, then plays', () => {
    useVolumeStore.setState({ volume: 0.4 });
    useQualityStore.setState({ automaticQuality: false, lastChosenQuality: '720' });
    player.store.getState().setPlaybackRate(1.5);
    player.loadStream(stream, 42);
    expect(display.load).toHaveBeenCalledWith({
      source: stream,
      startAt: 42,
      quality: { automaticQuality: false, lastChosenQuality: '720' },
    });
    expect(display.setVolume).toHaveBeenCalledWith(0.4);
    expect(display.setPlaybackRate).toHaveBeenCalledWith(1.5);
    expect(display.play).toHaveBeenCalled();
  });

  it('toggles play from the state the display reported', () => {
    player.togglePlay();
    expect(display.play).toHaveBeenCalledTimes(1);
    player.store.getState().setPlaying(true);
    player.togglePlay();
    expect(display.pause).toHaveBeenCalledTimes(1);
  });

  it('keeps seeks inside the media', () => {
    player.seekTo(150);
    player.seekTo(-3);
    player.store.getState().setTime(20);
    player.seekBy(-5);
    expect(display.setTime.mock.calls).toEqual([[100], [0], [15]]);
  });

  it('pauses while scrubbing and lands where the thumb is let go', () => {
    player.startScrub(30);
    expect(player.store.getState()).toMatchObject({
      isSeeking: true,
      progress: { draggingTime: 30 },
    });
    expect(display.setSeeking).toHaveBeenLastCalledWith(true);
    player.scrubTo(500);
    expect(player.store.getState().progress.draggingTime).toBe(100);
    player.endScrub(60);
    expect(display.setTime).toHaveBeenLastCalledWith(60);
    expect(display.setSeeking).toHaveBeenLastCalledWith(false);
    expect(player.store.getState()).toMatchObject({ isSeeking: false, progress: { time: 60 } });
  });

  it('ignores a scrub that never started', () => {
    player.scrubTo(10);
    player.endScrub(10);
    expect(display.setTime).not.toHaveBeenCalled();
  });

  it('remembers the volume it sets, clamped', () => {
    player.setVolume(1.7);
    expect(display.setVolume).toHaveBeenLastCalledWith(1);
    player.setVolume(0.3);
    expect(useVolumeStore.getState().volume).toBe(0.3);
    expect(JSON.parse(localStorage.getItem('__MW::volume') ?? '{}')).toMatchObject({
      state: { volume: 0.3 },
    });
  });

  it('unmutes to the volume before the mute', () => {
    player.store.getState().setVolume(0.35);
    player.toggleMute();
    expect(display.setVolume).toHaveBeenLastCalledWith(0);
    player.store.getState().setVolume(0);
    player.toggleMute();
    expect(display.setVolume).toHaveBeenLastCalledWith(0.35);
  });

  it('a manual quality turns automatic off, is remembered and closes the menu', () => {
    player.store.getState().openSettings('/quality');
    player.chooseQuality('480');
    expect(useQualityStore.getState()).toMatchObject({
      automaticQuality: false,
      lastChosenQuality: '480',
    });
    expect(display.changeQuality).toHaveBeenCalledWith({
      automaticQuality: false,
      lastChosenQuality: '480',
    });
    expect(player.store.getState().settingsRoute).toBeNull();
  });

  it('does nothing without a display', () => {
    const bare = createPlayer();
    expect(() => {
      bare.togglePlay();
      bare.seekBy(10);
      bare.toggleFullscreen();
    }).not.toThrow();
  });
});

describe('player store reset', () => {
  it('clears the title but keeps the viewer volume, speed, display and time format', () => {
    const display = fakeDisplay();
    const s = player.store.getState();
    player.attachDisplay(display);
    s.setSource(stream, 'library');
    s.setTime(12);
    s.setVolume(0.5);
    s.setPlaybackRate(2);
    s.setPlaying(true);
    s.toggleTimeFormat();
    s.openSettings('/quality');
    s.reset();
    expect(player.store.getState()).toMatchObject({
      status: 'idle',
      source: null,
      settingsRoute: null,
      timeFormat: 'remaining',
      progress: { time: 0, duration: 0 },
      mediaPlaying: { isPlaying: false, hasPlayedOnce: false, volume: 0.5, playbackRate: 2 },
    });
    player.play();
    expect(display.play).toHaveBeenCalled();
  });
});

describe('keyboard shortcuts', () => {
  const run = commandsForKey;

  it('maps each key to one command', () => {
    expect(run(' ')).toEqual(['togglePlay']);
    expect(run('K')).toEqual(['togglePlay']);
    expect(run('f')).toEqual(['toggleFullscreen']);
    expect(run('m')).toEqual(['toggleMute']);
    expect(run('ArrowLeft')).toEqual(['seekBy -5']);
    expect(run('l')).toEqual(['seekBy 10']);
    expect(run('j')).toEqual(['seekBy -10']);
    expect(run('ArrowUp')).toEqual(['stepVolume 0.15']);
    expect(run('Escape')).toEqual(['closeOverlay']);
    expect(keyCommand('x')).toBeNull();
  });

  it('runs against the real controller', () => {
    const display = fakeDisplay();
    player.store.getState().reset();
    player.attachDisplay(display);
    keyCommand('k')?.(player);
    expect(display.play).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
