import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { SettingsButton } from '../src/features/player/components/SettingsButton.tsx';
import { SettingsOverlay } from '../src/features/player/components/SettingsOverlay.tsx';
import { hlsError } from '../src/features/player/playback-error.ts';
import {
  overlayRouteFor,
  parentSettingsRoute,
  settingsRouteFrom,
} from '../src/features/player/settings-overlay-route.ts';
import { useSettingsOverlayRoute } from '../src/features/player/hooks/useSettingsOverlayRoute.ts';
import { player, render } from './test-player.tsx';

/** The player's settings controls as PlayerView wires them, on a media route. */
function Controls() {
  useSettingsOverlayRoute();
  return (
    <>
      <SettingsButton />
      <SettingsOverlay sourceName="Library" />
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/media/:media', element: <Controls /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const overlayParam = (router: ReturnType<typeof renderAt>) =>
  new URLSearchParams(router.state.location.search).get('r');

beforeEach(() => player.store.getState().reset());
afterEach(cleanup);

describe('settings overlay route mapping', () => {
  it('names each settings page under /settings and reads it back', () => {
    expect(overlayRouteFor(null)).toBeNull();
    expect(overlayRouteFor('/')).toBe('/settings');
    expect(overlayRouteFor('/quality')).toBe('/settings/quality');
    expect(settingsRouteFrom('/settings')).toBe('/');
    expect(settingsRouteFrom('/settings/source')).toBe('/source');
    expect(settingsRouteFrom('/settings/nope')).toBeNull();
    expect(settingsRouteFrom('/episodes')).toBeNull();
    expect(settingsRouteFrom(null)).toBeNull();
  });

  it('leads the back button one level up', () => {
    expect(parentSettingsRoute('/download/ios')).toBe('/download');
    expect(parentSettingsRoute('/captions/source')).toBe('/captions');
    expect(parentSettingsRoute('/source/embeds')).toBe('/source');
    expect(parentSettingsRoute('/quality')).toBe('/');
  });
});

describe('settings overlay and the r parameter', () => {
  it('opening pushes a history entry and Back closes the overlay', async () => {
    const router = renderAt('/media/tmdb-movie-603-x?watchparty=AB12');
    fireEvent.click(screen.getByTestId('settings-button'));
    expect(screen.getByTestId('settings-overlay')).toBeInTheDocument();
    expect(overlayParam(router)).toBe('/settings');
    expect(router.state.location.search).toContain('watchparty=AB12');
    expect(router.state.historyAction).toBe('PUSH');

    await act(() => router.navigate(-1));
    expect(overlayParam(router)).toBeNull();
    expect(screen.queryByTestId('settings-overlay')).not.toBeInTheDocument();
    expect(player.store.getState().settingsRoute).toBeNull();
  });

  it('moving inside the overlay replaces the entry, so one Back still closes it', async () => {
    const router = renderAt('/media/tmdb-movie-603-x');
    fireEvent.click(screen.getByTestId('settings-button'));
    fireEvent.click(screen.getByRole('button', { name: /Quality/ }));
    expect(overlayParam(router)).toBe('/settings/quality');
    expect(router.state.historyAction).toBe('REPLACE');

    await act(() => router.navigate(-1));
    expect(screen.queryByTestId('settings-overlay')).not.toBeInTheDocument();
  });

  it('closing steps back over the entry opening pushed', async () => {
    const router = renderAt('/media/tmdb-movie-603-x');
    fireEvent.click(screen.getByTestId('settings-button'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close settings' }));
    });
    expect(overlayParam(router)).toBeNull();
    expect(router.state.historyAction).toBe('POP');
    expect(screen.queryByTestId('settings-overlay')).not.toBeInTheDocument();
  });

  it('a ?r= link opens the overlay on its page, and closing keeps the viewer on the title', async () => {
    const router = renderAt('/media/tmdb-movie-603-x?r=%2Fsettings%2Fsource');
    expect(screen.getByTestId('settings-overlay')).toHaveAttribute('aria-label', 'Source');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close settings' }));
    });
    expect(router.state.location.pathname).toBe('/media/tmdb-movie-603-x');
    expect(overlayParam(router)).toBeNull();
    expect(screen.queryByTestId('settings-overlay')).not.toBeInTheDocument();
  });

  it('a playback error opening the source list shows in the URL', () => {
    const router = renderAt('/media/tmdb-movie-603-x');
    act(() => player.store.getState().setPlaybackError(hlsError('x')));
    expect(overlayParam(router)).toBe('/settings/source');
  });
});
