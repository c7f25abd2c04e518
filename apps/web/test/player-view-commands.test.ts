import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAME_STEP_S } from '../src/features/player/controller/view-commands.ts';
import { formatPlaybackSpeed, stepPlaybackSpeed } from '../src/features/player/playback-speed.ts';
import { wheelVolumeDelta } from '../src/features/player/wheel-volume.ts';
import { useVolumeStore } from '../src/shared/stores/volume.ts';
import { commandsForKey, fakeDisplay, type FakeDisplay } from './player-display-fake.ts';
import { player } from './test-player.tsx';

const store = () => player.store.getState();

describe('playback speed steps', () => {
  it('moves through 0.25, 0.5, 1, 1.5 and 2 and stops at the ends', () => {
    expect(stepPlaybackSpeed(1, 1)).toBe(1.5);
    expect(stepPlaybackSpeed(1.5, 1)).toBe(2);
    expect(stepPlaybackSpeed(2, 1)).toBe(2);
    expect(stepPlaybackSpeed(1, -1)).toBe(0.5);
    expect(stepPlaybackSpeed(0.5, -1)).toBe(0.25);
    expect(stepPlaybackSpeed(0.25, -1)).toBe(0.25);
  });

  it('moves a rate that is not offered to the nearest offered one in that direction', () => {
    expect(stepPlaybackSpeed(1.25, 1)).toBe(1.5);
    expect(stepPlaybackSpeed(1.25, -1)).toBe(1);
    expect(stepPlaybackSpeed(3, -1)).toBe(2);
  });

  it('writes a speed with a times sign', () => {
    expect(formatPlaybackSpeed(0.25)).toBe('0.25×');
    expect(formatPlaybackSpeed(1.5)).toBe('1.5×');
  });
});

describe('wheel volume', () => {
  it('turns deltaY into a volume change of deltaY / 1000, down lowering it', () => {
    expect(wheelVolumeDelta({ deltaY: 100, deltaMode: 0 })).toBeCloseTo(-0.1);
    expect(wheelVolumeDelta({ deltaY: -50, deltaMode: 0 })).toBeCloseTo(0.05);
  });

  it('counts lines and pages as the pixels a browser scrolls for them', () => {
    expect(wheelVolumeDelta({ deltaY: 3, deltaMode: 1 })).toBeCloseTo(-0.12);
    expect(wheelVolumeDelta({ deltaY: 1, deltaMode: 2 })).toBeCloseTo(-0.8);
  });
});

describe('view commands', () => {
  let display: FakeDisplay;

  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    store().reset();
    store().hideTransientOverlay();
    store().setPlaybackRate(1);
    store().setStretch(false);
    useVolumeStore.setState({ volume: 1, volumeBeforeMute: 1 });
    display = fakeDisplay();
    player.attachDisplay(display);
    store().setDuration(100);
    store().setTime(50);
  });
  afterEach(() => vi.useRealTimers());

  it('steps the speed through the display and confirms it with the speed overlay', () => {
    player.stepPlaybackSpeed(1);
    expect(display.setPlaybackRate).toHaveBeenLastCalledWith(1.5);
    expect(store().transientOverlay).toBe('speed');
    store().setPlaybackRate(0.5);
    player.stepPlaybackSpeed(-1);
    expect(display.setPlaybackRate).toHaveBeenLastCalledWith(0.25);
  });

  it('a speed picked in the menu is set and closes the menu', () => {
    store().openSettings('/playback');
    player.choosePlaybackSpeed(2);
    expect(display.setPlaybackRate).toHaveBeenLastCalledWith(2);
    expect(store().settingsRoute).toBeNull();
  });

  it('steps one second while paused and about a frame while playing', () => {
    player.stepFrame(1);
    expect(display.setTime).toHaveBeenLastCalledWith(51);
    player.stepFrame(-1);
    expect(display.setTime).toHaveBeenLastCalledWith(49);
    store().setPlaying(true);
    player.stepFrame(1);
    expect(display.setTime).toHaveBeenLastCalledWith(50 + FRAME_STEP_S);
    expect(FRAME_STEP_S).toBeCloseTo(1 / 24);
    player.stepFrame(-1);
    expect(display.setTime).toHaveBeenLastCalledWith(50 - FRAME_STEP_S);
  });

  it('a volume step is clamped, remembered and shows the volume overlay for 3 s', () => {
    store().setVolume(0.9);
    player.stepVolume(0.15);
    expect(display.setVolume).toHaveBeenLastCalledWith(1);
    expect(useVolumeStore.getState().volume).toBe(1);
    expect(store().transientOverlay).toBe('volume');
    vi.advanceTimersByTime(2900);
    expect(store().transientOverlay).toBe('volume');
    vi.advanceTimersByTime(100);
    expect(store().transientOverlay).toBeNull();
  });

  it('a repeated press restarts the 3 s, and another overlay replaces the first', () => {
    player.stepVolume(-0.15);
    vi.advanceTimersByTime(2000);
    player.stepVolume(-0.15);
    vi.advanceTimersByTime(2000);
    expect(store().transientOverlay).toBe('volume');
    store().showTransientOverlay('subtitleDelay');
    expect(store().transientOverlay).toBe('subtitleDelay');
    vi.advanceTimersByTime(2999);
    expect(store().transientOverlay).toBe('subtitleDelay');
    vi.advanceTimersByTime(1);
    expect(store().transientOverlay).toBeNull();
  });

  it('toggles stretch, and keeps it for the next title', () => {
    player.toggleStretch();
    expect(store().stretch).toBe(true);
    store().reset();
    expect(store().stretch).toBe(true);
    player.toggleStretch();
    expect(store().stretch).toBe(false);
  });

  it('rolls the picture for one second', () => {
    player.roll();
    expect(store().isRolling).toBe(true);
    vi.advanceTimersByTime(999);
    expect(store().isRolling).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store().isRolling).toBe(false);
  });
});

describe('view shortcuts', () => {
  const run = commandsForKey;

  it('maps period, comma, the angle brackets, r and the volume arrows', () => {
    expect(run('.')).toEqual(['stepFrame 1']);
    expect(run(',')).toEqual(['stepFrame -1']);
    expect(run('>')).toEqual(['stepPlaybackSpeed 1']);
    expect(run('<')).toEqual(['stepPlaybackSpeed -1']);
    expect(run('r')).toEqual(['roll']);
    expect(run('R')).toEqual(['roll']);
    expect(run('ArrowUp')).toEqual(['stepVolume 0.15']);
    expect(run('ArrowDown')).toEqual(['stepVolume -0.15']);
  });
});
