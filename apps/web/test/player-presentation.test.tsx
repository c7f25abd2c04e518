import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { AirPlayButton } from '../src/features/player/components/AirPlayButton.tsx';
import { FullscreenButton } from '../src/features/player/components/FullscreenButton.tsx';
import { PictureInPictureButton } from '../src/features/player/components/PictureInPictureButton.tsx';
import { PresentationNotice } from '../src/features/player/components/PresentationNotice.tsx';
import { fullscreenWay } from '../src/features/player/fullscreen.ts';
import type { DisplayEvent } from '../src/features/player/display.ts';
import { applyDisplayEvent } from '../src/features/player/display-binding.ts';
import {
  airPlaySupported,
  isIosHomeScreenApp,
  pictureInPictureSupported,
} from '../src/features/player/presentation-support.ts';
import { createVideoDisplay } from '../src/features/player/video-display.ts';
import { fakeDisplay, type FakeDisplay } from './player-display-fake.ts';
import { player, render } from './test-player.tsx';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15';

describe('what the browser offers', () => {
  it('has picture-in-picture only where document.pictureInPictureEnabled is true', () => {
    expect(pictureInPictureSupported({ pictureInPictureEnabled: true })).toBe(true);
    expect(pictureInPictureSupported({ pictureInPictureEnabled: false })).toBe(false);
    expect(pictureInPictureSupported({} as Document)).toBe(false);
  });

  it('has AirPlay only where Safari defines its availability event', () => {
    expect(airPlaySupported({ WebKitPlaybackTargetAvailabilityEvent: class {} })).toBe(true);
    expect(airPlaySupported({})).toBe(false);
  });

  it('recognises a home-screen app on an iPhone or an iPad', () => {
    expect(isIosHomeScreenApp({ userAgent: IPHONE, standalone: true }, false)).toBe(true);
    expect(isIosHomeScreenApp({ userAgent: IPHONE }, true)).toBe(true);
    expect(isIosHomeScreenApp({ userAgent: IPHONE }, false)).toBe(false);
    // iPadOS reports a Mac, but one with a touch screen.
    expect(
      isIosHomeScreenApp({ userAgent: MAC, platform: 'MacIntel', maxTouchPoints: 5 }, true),
    ).toBe(true);
    expect(
      isIosHomeScreenApp({ userAgent: MAC, platform: 'MacIntel', maxTouchPoints: 0 }, true),
    ).toBe(false);
  });
});

/** jsdom has neither picture-in-picture nor AirPlay; these add the little the display uses. */
function setDocumentPictureInPicture(element: Element | null, enabled = true) {
  Object.defineProperty(document, 'pictureInPictureEnabled', {
    value: enabled,
    configurable: true,
  });
  Object.defineProperty(document, 'pictureInPictureElement', {
    value: element,
    configurable: true,
  });
}

describe('video display: picture-in-picture and AirPlay', () => {
  const exitPictureInPicture = vi.fn(() => Promise.resolve());

  beforeEach(() => {
    Object.defineProperty(document, 'exitPictureInPicture', {
      value: exitPictureInPicture,
      configurable: true,
    });
    exitPictureInPicture.mockClear();
  });
  afterEach(() => setDocumentPictureInPicture(null, false));

  function setup() {
    const video = document.createElement('video');
    const request = vi.fn(() => Promise.resolve({}));
    const picker = vi.fn();
    Object.assign(video, {
      requestPictureInPicture: request,
      webkitShowPlaybackTargetPicker: picker,
    });
    const display = createVideoDisplay({ video, container: document.createElement('div') });
    const events: DisplayEvent[] = [];
    display.on((event) => events.push(event));
    return { video, display, events, request, picker };
  }

  it('asks the element for the window, and document.exitPictureInPicture to close it', () => {
    const { video, display, request } = setup();
    setDocumentPictureInPicture(null);
    display.enterPictureInPicture();
    expect(request).toHaveBeenCalledTimes(1);
    display.exitPictureInPicture();
    expect(exitPictureInPicture).not.toHaveBeenCalled();
    setDocumentPictureInPicture(video);
    display.enterPictureInPicture();
    expect(request).toHaveBeenCalledTimes(1);
    display.exitPictureInPicture();
    expect(exitPictureInPicture).toHaveBeenCalledTimes(1);
  });

  it('reports the window opening and closing from the element events', () => {
    const { video, events } = setup();
    video.dispatchEvent(new Event('enterpictureinpicture'));
    video.dispatchEvent(new Event('leavepictureinpicture'));
    expect(events).toEqual([
      { type: 'pictureInPicture', active: true },
      { type: 'pictureInPicture', active: false },
    ]);
  });

  it('closes the window when the display goes away', () => {
    const { video, display } = setup();
    setDocumentPictureInPicture(video);
    display.destroy();
    expect(exitPictureInPicture).toHaveBeenCalledTimes(1);
  });

  it('reports AirPlay receivers coming and going, and opens Safari’s list', () => {
    const { video, display, events, picker } = setup();
    const availability = (value: string) =>
      Object.assign(new Event('webkitplaybacktargetavailabilitychanged'), { availability: value });
    video.dispatchEvent(availability('available'));
    video.dispatchEvent(availability('not-available'));
    expect(events).toEqual([
      { type: 'airPlayAvailable', available: true },
      { type: 'airPlayAvailable', available: false },
    ]);
    display.showAirPlayPicker();
    expect(picker).toHaveBeenCalledTimes(1);
  });

  it('mirrors both into the player store, and a new title starts without them', () => {
    const state = player.store.getState();
    applyDisplayEvent(state, { type: 'pictureInPicture', active: true });
    applyDisplayEvent(state, { type: 'airPlayAvailable', available: true });
    expect(player.store.getState()).toMatchObject({
      isPictureInPicture: true,
      airPlayAvailable: true,
    });
    player.store.getState().reset();
    expect(player.store.getState()).toMatchObject({
      isPictureInPicture: false,
      airPlayAvailable: false,
    });
  });
});

describe('picture-in-picture and AirPlay buttons', () => {
  let display: FakeDisplay;

  beforeEach(() => {
    player.store.getState().reset();
    display = fakeDisplay();
    player.attachDisplay(display);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    setDocumentPictureInPicture(null, false);
    delete (window as { WebKitPlaybackTargetAvailabilityEvent?: unknown })
      .WebKitPlaybackTargetAvailabilityEvent;
  });

  it('has no picture-in-picture button where the browser has no such window', () => {
    setDocumentPictureInPicture(null, false);
    render(<PictureInPictureButton />);
    expect(screen.queryByTestId('pip-button')).not.toBeInTheDocument();
  });

  it('opens the window and, once open, closes it', () => {
    setDocumentPictureInPicture(null, true);
    render(<PictureInPictureButton />);
    const button = screen.getByRole('button', { name: 'Picture-in-picture' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(display.enterPictureInPicture).toHaveBeenCalledTimes(1);
    act(() => player.store.getState().setPictureInPicture(true));
    fireEvent.click(screen.getByRole('button', { name: 'Exit picture-in-picture' }));
    expect(display.exitPictureInPicture).toHaveBeenCalledTimes(1);
  });

  it('explains instead in a home-screen app on iOS, for fullscreen too', () => {
    setDocumentPictureInPicture(null, true);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    try {
      render(
        <>
          <PictureInPictureButton />
          <FullscreenButton />
          <PresentationNotice />
        </>,
      );
      fireEvent.click(screen.getByTestId('pip-button'));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Picture-in-Picture and Fullscreen are disabled on iOS PWAs.',
      );
      expect(display.enterPictureInPicture).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Picture-in-Picture and Fullscreen are disabled on iOS PWAs.',
      );
      expect(display.toggleFullscreen).not.toHaveBeenCalled();
    } finally {
      delete (navigator as { standalone?: boolean }).standalone;
    }
  });

  it('shows AirPlay only in Safari with a receiver in reach', () => {
    const { rerender } = render(<AirPlayButton />);
    act(() => player.store.getState().setAirPlayAvailable(true));
    expect(screen.queryByTestId('airplay-button')).not.toBeInTheDocument();
    (
      window as { WebKitPlaybackTargetAvailabilityEvent?: unknown }
    ).WebKitPlaybackTargetAvailabilityEvent = class {};
    rerender(<AirPlayButton />);
    fireEvent.click(screen.getByRole('button', { name: 'AirPlay' }));
    expect(display.showAirPlayPicker).toHaveBeenCalledTimes(1);
    act(() => player.store.getState().setAirPlayAvailable(false));
    expect(screen.queryByTestId('airplay-button')).not.toBeInTheDocument();
  });
});

describe('fullscreen everywhere', () => {
  /** A video with Safari's own fullscreen, as an iPhone has it; `ready` once its metadata loaded. */
  function iphoneVideo(ready = true) {
    const video = document.createElement('video');
    const enter = vi.fn(() => {
      Object.assign(video, { webkitDisplayingFullscreen: true });
      video.dispatchEvent(new Event('webkitbeginfullscreen'));
    });
    const exit = vi.fn(() => {
      Object.assign(video, { webkitDisplayingFullscreen: false });
      video.dispatchEvent(new Event('webkitendfullscreen'));
    });
    Object.assign(video, {
      webkitEnterFullscreen: enter,
      webkitExitFullscreen: exit,
      webkitSupportsFullscreen: ready,
      webkitDisplayingFullscreen: false,
    });
    return { video, enter, exit };
  }

  /** The player's element: jsdom has no fullscreen API, so `withApi` adds the standard one. */
  function playerElement(withApi: boolean) {
    const container = document.createElement('div');
    const request = vi.fn(() => Promise.resolve());
    if (withApi) Object.assign(container, { requestFullscreen: request });
    return { container, request };
  }

  beforeEach(() => player.store.getState().reset());
  afterEach(cleanup);

  it('prefers the player itself, then the video alone, else says there is no way', () => {
    const { video } = iphoneVideo();
    expect(fullscreenWay(playerElement(true).container, video)).toBe('player');
    expect(fullscreenWay(playerElement(false).container, video)).toBe('video');
    // Safari offers it only once the video knows what it plays.
    expect(fullscreenWay(playerElement(false).container, iphoneVideo(false).video)).toBe('none');
    expect(fullscreenWay(playerElement(false).container, document.createElement('video'))).toBe(
      'none',
    );
    expect(fullscreenWay(playerElement(false).container, null)).toBe('none');
  });

  it('asks the player element where the standard API exists', () => {
    const { container, request } = playerElement(true);
    const { video, enter } = iphoneVideo();
    const display = createVideoDisplay({ video, container });
    display.toggleFullscreen();
    expect(request).toHaveBeenCalledTimes(1);
    expect(enter).not.toHaveBeenCalled();
    display.destroy();
  });

  it('on an iPhone, puts the video in the system player and follows it in and out', () => {
    const { video, enter, exit } = iphoneVideo();
    const display = createVideoDisplay({ video, container: playerElement(false).container });
    const unbind = player.attachDisplay(display);
    render(<FullscreenButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(enter).toHaveBeenCalledTimes(1);
    expect(player.store.getState().isFullscreen).toBe(true);
    // Back from the system player, the button offers fullscreen again.
    act(() => player.toggleFullscreen());
    expect(exit).toHaveBeenCalledTimes(1);
    expect(player.store.getState().isFullscreen).toBe(false);
    expect(screen.getByRole('button', { name: 'Fullscreen' })).toBeInTheDocument();
    expect(player.store.getState().presentationNotice).toBeNull();
    unbind();
    display.destroy();
  });

  it('says so where the browser has no fullscreen at all, and the notice closes', () => {
    vi.useFakeTimers();
    try {
      const display = createVideoDisplay({
        video: document.createElement('video'),
        container: playerElement(false).container,
      });
      const unbind = player.attachDisplay(display);
      render(
        <>
          <FullscreenButton />
          <PresentationNotice />
        </>,
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        "This browser can't show the player full screen.",
      );
      act(() => vi.advanceTimersByTime(6000));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      unbind();
      display.destroy();
    } finally {
      vi.useRealTimers();
    }
  });
});
