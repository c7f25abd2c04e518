import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { CenterPlayButton } from '../src/features/player/components/CenterPlayButton.tsx';
import { PlayButton } from '../src/features/player/components/PlayButton.tsx';
import { useControlsVisibility } from '../src/features/player/hooks/useControlsVisibility.ts';
import { fakeDisplay, type FakeDisplay } from './player-display-fake.ts';
import { useStore } from 'zustand';
import { player, render } from './test-player.tsx';

/** The picture, the controls and the centre button wired the way PlayerView wires them. */
function Player() {
  const isPlaying = useStore(player.store, (s) => s.mediaPlaying.isPlaying);
  const { visible, containerHandlers, videoHandlers } = useControlsVisibility(isPlaying);
  return (
    <div data-testid="container" {...containerHandlers}>
      <video data-testid="video" {...videoHandlers} />
      <CenterPlayButton />
      <div data-testid="controls" data-visible={visible}>
        <PlayButton />
      </div>
    </div>
  );
}

const store = () => player.store.getState();
const controlsVisible = () => screen.getByTestId('controls').getAttribute('data-visible');

function tap(element: Element) {
  fireEvent.pointerDown(element, { pointerType: 'touch' });
  fireEvent.pointerUp(element, { pointerType: 'touch' });
  fireEvent.click(element);
}

function clickWithMouse(element: Element) {
  fireEvent.pointerDown(element, { pointerType: 'mouse' });
  fireEvent.pointerUp(element, { pointerType: 'mouse' });
  fireEvent.click(element);
}

describe('controls visibility and the picture', () => {
  let display: FakeDisplay;

  beforeEach(() => {
    vi.useFakeTimers();
    store().reset();
    display = fakeDisplay();
    player.attachDisplay(display);
    store().setStatus('playing');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the controls while paused, and a centre play button that plays', () => {
    render(<Player />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(controlsVisible()).toBe('true');
    const centre = screen.getByTestId('center-play-button');
    expect(centre).toHaveAttribute('aria-label', 'Play');
    clickWithMouse(centre);
    expect(display.play).toHaveBeenCalledTimes(1);
  });

  it('hides them 3 s after the last mouse move while playing', () => {
    render(<Player />);
    act(() => store().setPlaying(true));
    expect(screen.queryByTestId('center-play-button')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(controlsVisible()).toBe('false');
    fireEvent.pointerMove(screen.getByTestId('container'), { pointerType: 'mouse' });
    expect(controlsVisible()).toBe('true');
    act(() => vi.advanceTimersByTime(2999));
    expect(controlsVisible()).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(controlsVisible()).toBe('false');
    fireEvent.pointerMove(screen.getByTestId('container'), { pointerType: 'mouse' });
    fireEvent.pointerLeave(screen.getByTestId('container'), { pointerType: 'mouse' });
    expect(controlsVisible()).toBe('false');
  });

  it('a mouse click on the picture toggles play and a double click toggles fullscreen', () => {
    render(<Player />);
    clickWithMouse(screen.getByTestId('video'));
    expect(display.play).toHaveBeenCalledTimes(1);
    act(() => store().setPlaying(true));
    clickWithMouse(screen.getByTestId('video'));
    expect(display.pause).toHaveBeenCalledTimes(1);
    fireEvent.doubleClick(screen.getByTestId('video'));
    expect(display.toggleFullscreen).toHaveBeenCalledTimes(1);
  });

  it('the first tap shows the controls without pausing; a second tap hides them', () => {
    render(<Player />);
    act(() => store().setPlaying(true));
    act(() => vi.advanceTimersByTime(3000));
    expect(controlsVisible()).toBe('false');

    tap(screen.getByTestId('video'));
    expect(controlsVisible()).toBe('true');
    expect(display.pause).not.toHaveBeenCalled();
    expect(screen.getByTestId('center-play-button')).toHaveAttribute('aria-label', 'Pause');

    tap(screen.getByTestId('video'));
    expect(controlsVisible()).toBe('false');
    expect(display.pause).not.toHaveBeenCalled();
    expect(screen.queryByTestId('center-play-button')).not.toBeInTheDocument();
  });

  it('a double tap does not toggle fullscreen', () => {
    render(<Player />);
    tap(screen.getByTestId('video'));
    fireEvent.doubleClick(screen.getByTestId('video'));
    expect(display.toggleFullscreen).not.toHaveBeenCalled();
  });

  it('after a tap the controls go again 3 s later, and touching them keeps them up', () => {
    render(<Player />);
    act(() => store().setPlaying(true));
    act(() => vi.advanceTimersByTime(3000));
    tap(screen.getByTestId('video'));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.pointerDown(screen.getByTestId('controls'), { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(2000));
    expect(controlsVisible()).toBe('true');
    act(() => vi.advanceTimersByTime(1000));
    expect(controlsVisible()).toBe('false');
  });

  it('on touch the play button and the centre button pause and play', () => {
    render(<Player />);
    act(() => store().setPlaying(true));
    tap(screen.getByTestId('video'));
    tap(screen.getByTestId('play-button'));
    expect(display.pause).toHaveBeenCalledTimes(1);
    tap(screen.getByTestId('center-play-button'));
    expect(display.pause).toHaveBeenCalledTimes(2);
    act(() => store().setPlaying(false));
    tap(screen.getByTestId('center-play-button'));
    expect(display.play).toHaveBeenCalledTimes(1);
    expect(controlsVisible()).toBe('true');
  });
});
