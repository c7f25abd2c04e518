import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { SeekBar } from '../src/features/player/components/SeekBar.tsx';
import { seekPreviewLeft } from '../src/features/player/seek-preview-position.ts';
import { usePreferencesStore } from '../src/shared/stores/preferences.ts';
import { fakeDisplay, type FakeDisplay } from './player-display-fake.ts';
import { player, render } from './test-player.tsx';

describe('seek preview position', () => {
  it('centres the preview on the pointer', () => {
    expect(seekPreviewLeft(500, 160, 1000)).toBe(420);
  });

  it('holds the preview inside the bar at both ends', () => {
    expect(seekPreviewLeft(10, 160, 1000)).toBe(0);
    expect(seekPreviewLeft(995, 160, 1000)).toBe(840);
  });

  it('starts at the bar when the bar is narrower than the preview', () => {
    expect(seekPreviewLeft(50, 160, 100)).toBe(0);
  });
});

/** The bar is 1000 px wide from x = 100, so x = 600 is the middle. */
function layOutBar() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 100,
    right: 1100,
    width: 1000,
    top: 0,
    bottom: 20,
    height: 20,
    x: 100,
    y: 0,
    toJSON: () => ({}),
  });
}

describe('seek bar preview', () => {
  let display: FakeDisplay;

  beforeEach(() => {
    localStorage.clear();
    player.store.getState().reset();
    usePreferencesStore.setState({ enableThumbnails: false });
    display = fakeDisplay();
    player.attachDisplay(display);
    player.store.getState().setDuration(200);
    layOutBar();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows the time under a hovering mouse and hides when it leaves', () => {
    render(<SeekBar />);
    const bar = screen.getByTestId('seek-bar');
    expect(screen.queryByTestId('seek-preview')).not.toBeInTheDocument();
    fireEvent.pointerMove(bar, { clientX: 600, pointerType: 'mouse' });
    expect(screen.getByTestId('seek-preview-time').textContent).toBe('1:40');
    fireEvent.pointerMove(bar, { clientX: 1100, pointerType: 'mouse' });
    expect(screen.getByTestId('seek-preview-time').textContent).toBe('3:20');
    // Hovering seeks nothing.
    expect(display.setTime).not.toHaveBeenCalled();
    fireEvent.pointerLeave(bar);
    expect(screen.queryByTestId('seek-preview')).not.toBeInTheDocument();
  });

  it('follows the thumb while dragging and seeks where it is let go', () => {
    render(<SeekBar />);
    const bar = screen.getByTestId('seek-bar');
    fireEvent.pointerDown(bar, { clientX: 200, pointerType: 'touch', pointerId: 1 });
    expect(screen.getByTestId('seek-preview-time').textContent).toBe('0:20');
    fireEvent.pointerMove(bar, { clientX: 400, pointerType: 'touch', pointerId: 1 });
    expect(screen.getByTestId('seek-preview-time').textContent).toBe('1:00');
    fireEvent.pointerUp(bar, { clientX: 400, pointerType: 'touch', pointerId: 1 });
    expect(display.setTime).toHaveBeenCalledWith(60);
    // A finger has no hover: the preview goes with the drag.
    expect(screen.queryByTestId('seek-preview')).not.toBeInTheDocument();
  });

  it('shows the new time for a moment after an arrow key on the focused bar', () => {
    vi.useFakeTimers();
    display.setTime.mockImplementation((time: number) => player.store.getState().setTime(time));
    act(() => player.store.getState().setTime(100));
    render(<SeekBar />);
    const bar = screen.getByTestId('seek-bar');
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    expect(screen.getByTestId('seek-preview-time').textContent).toBe('1:45');
    act(() => vi.advanceTimersByTime(1600));
    expect(screen.queryByTestId('seek-preview')).not.toBeInTheDocument();
  });

  it('shows no picture while the thumbnails setting is off', () => {
    player.store.getState().addThumbnail({ at: 100, data: 'data:image/jpeg;base64,AAAA' });
    render(<SeekBar />);
    fireEvent.pointerMove(screen.getByTestId('seek-bar'), { clientX: 600, pointerType: 'mouse' });
    expect(screen.getByTestId('seek-preview-time')).toBeInTheDocument();
    expect(screen.queryByTestId('seek-preview-thumbnail')).not.toBeInTheDocument();
  });

  it('shows the picture nearest to the hovered time with thumbnails on', () => {
    usePreferencesStore.setState({ enableThumbnails: true });
    const store = player.store.getState();
    store.addThumbnail({ at: 0, data: 'data:image/jpeg;base64,start' });
    store.addThumbnail({ at: 100, data: 'data:image/jpeg;base64,middle' });
    store.addThumbnail({ at: 200, data: 'data:image/jpeg;base64,end' });
    render(<SeekBar />);
    const bar = screen.getByTestId('seek-bar');
    fireEvent.pointerMove(bar, { clientX: 680, pointerType: 'mouse' });
    const picture = () => screen.getByTestId('seek-preview-thumbnail').getAttribute('src');
    expect(picture()).toBe('data:image/jpeg;base64,middle');
    fireEvent.pointerMove(bar, { clientX: 1000, pointerType: 'mouse' });
    expect(picture()).toBe('data:image/jpeg;base64,end');
  });

  it('shows nothing before the duration is known', () => {
    act(() => player.store.getState().setDuration(0));
    render(<SeekBar />);
    fireEvent.pointerMove(screen.getByTestId('seek-bar'), { clientX: 600, pointerType: 'mouse' });
    expect(screen.queryByTestId('seek-preview')).not.toBeInTheDocument();
  });
});
