import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n } from '../src/shared/i18n/i18n.ts';
import { CaptionsButton } from '../src/features/player/components/captions/CaptionsButton.tsx';
import { EpisodesButton } from '../src/features/player/components/episodes/EpisodesButton.tsx';
import { EpisodesOverlay } from '../src/features/player/components/episodes/EpisodesOverlay.tsx';
import { SettingsButton } from '../src/features/player/components/SettingsButton.tsx';
import { SettingsOverlay } from '../src/features/player/components/SettingsOverlay.tsx';
import { useSettingsOverlayRoute } from '../src/features/player/hooks/useSettingsOverlayRoute.ts';
import type { PlayerMeta } from '../src/features/player/player-meta.ts';
import { server } from './msw-server.ts';
import { player, render } from './test-player.tsx';

/**
 * The overlays' panels download on demand (settings-menus-module.ts, episodes-panel-module.ts).
 * Here each download waits for the test: `arrive()` lets the next one through, `fail()` makes it
 * fail as a dropped connection would. This file's module registry is its own, so nothing is
 * downloaded when it starts, and what one test downloads stays for the next, as in a page.
 */
const downloads = vi.hoisted(() => {
  function gate() {
    const waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
    const gate = {
      started: 0,
      wait: () =>
        new Promise<void>((resolve, reject) => {
          gate.started += 1;
          waiting.push({ resolve, reject });
        }),
      next: () => {
        const download = waiting.shift();
        if (!download) throw new Error('no download is waiting');
        return download;
      },
      arrive: () => gate.next().resolve(),
      fail: () => gate.next().reject(new Error('offline')),
    };
    return gate;
  }
  return { settings: gate(), episodes: gate() };
});

vi.mock('../src/features/player/components/settings-menus.tsx', async (importOriginal) => {
  await downloads.settings.wait();
  return importOriginal();
});
vi.mock(
  '../src/features/player/components/episodes/EpisodesPanelContent.tsx',
  async (importOriginal) => {
    await downloads.episodes.wait();
    return importOriginal();
  },
);

const store = () => player.store.getState();

/** The player's buttons and overlays as PlayerView wires them, on a media route. */
function Controls() {
  useSettingsOverlayRoute();
  return (
    <>
      <SettingsButton />
      <CaptionsButton />
      <EpisodesButton />
      <SettingsOverlay sourceName="Library" />
      <EpisodesOverlay />
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/media/:media', element: <Controls /> },
      { path: '/media/:media/:season/:episode', element: <Controls /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const withQueries = (children: ReactNode) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(withQueries(<RouterProvider router={router} />));
  return router;
}

const show: PlayerMeta = {
  type: 'show',
  tmdbId: '99',
  title: 'Test Show',
  releaseYear: 2026,
  season: { number: 1, title: 'Season 1', tmdbId: '901' },
  episode: { number: 1, title: 'Colour Bars', tmdbId: '101' },
};

const spinner = (panel: HTMLElement) => within(panel).queryByRole('status', { name: 'Loading…' });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  store().reset();
});
afterEach(cleanup);

describe('the settings overlay', () => {
  it('starts the menus downloading when the pointer or focus reaches its buttons', async () => {
    renderAt('/media/tmdb-movie-603-x');
    expect(downloads.settings.started).toBe(0);
    fireEvent.pointerEnter(screen.getByTestId('settings-button'));
    await vi.waitFor(() => expect(downloads.settings.started).toBe(1));
    // A failed prefetch shows nothing: the overlay, once opened, asks again.
    await act(async () => downloads.settings.fail());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('settings-overlay')).not.toBeInTheDocument();
  });

  it('opens a deep link on its panel once the code is in, the frame and title at once', async () => {
    const router = renderAt('/media/tmdb-movie-603-x?r=%2Fsettings%2Fsource');
    const overlay = screen.getByTestId('settings-overlay');
    await vi.waitFor(() => expect(downloads.settings.started).toBe(2));
    expect(overlay).toHaveAttribute('aria-label', 'Source');
    expect(within(overlay).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(spinner(overlay)).toBeInTheDocument();
    expect(within(overlay).queryByText('Playing from Library')).not.toBeInTheDocument();

    await act(async () => downloads.settings.arrive());
    expect(await within(overlay).findByText('Playing from Library')).toBeInTheDocument();
    expect(spinner(overlay)).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('r')).toBe('/settings/source');
  });

  it('shows every later opening at once', () => {
    renderAt('/media/tmdb-movie-603-x');
    fireEvent.click(screen.getByTestId('captions-button'));
    const overlay = screen.getByTestId('settings-overlay');
    expect(within(overlay).getByRole('radiogroup', { name: 'Captions' })).toBeInTheDocument();
    expect(downloads.settings.started).toBe(2);
  });
});

describe('the episodes overlay', () => {
  beforeEach(() => {
    server.use(
      http.get('*/tmdb/3/tv/99', () =>
        HttpResponse.json({
          id: 99,
          name: 'Test Show',
          poster_path: null,
          seasons: [{ id: 901, season_number: 1, name: 'Season 1', episode_count: 1 }],
        }),
      ),
      http.get('*/tmdb/3/tv/99/season/1', () =>
        HttpResponse.json({
          id: 901,
          name: 'Season 1',
          season_number: 1,
          episodes: [
            {
              id: 101,
              name: 'Colour Bars',
              overview: '',
              still_path: null,
              air_date: '2026-01-05',
              episode_number: 1,
              season_number: 1,
            },
          ],
        }),
      ),
    );
    store().setMeta(show, 'playing');
  });

  it('says so when its code fails to download, and the next opening shows the list', async () => {
    renderAt('/media/tmdb-tv-99-test-show/1/1');
    fireEvent.focus(screen.getByTestId('episodes-button'));
    await vi.waitFor(() => expect(downloads.episodes.started).toBe(1));
    fireEvent.click(screen.getByTestId('episodes-button'));
    const overlay = await screen.findByRole('dialog', { name: 'Season 1' });
    expect(spinner(overlay)).toBeInTheDocument();

    await act(async () => downloads.episodes.fail());
    expect(await within(overlay).findByRole('alert')).toHaveTextContent(
      "This panel couldn't be downloaded.",
    );
    expect(spinner(overlay)).not.toBeInTheDocument();

    fireEvent.click(within(overlay).getByRole('button', { name: 'Close episodes' }));
    expect(screen.queryByTestId('episodes-overlay')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('episodes-button'));
    const again = await screen.findByRole('dialog', { name: 'Season 1' });
    // Asked again on opening, with no stale message shown in the meantime.
    await vi.waitFor(() => expect(downloads.episodes.started).toBe(2));
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
    expect(spinner(again)).toBeInTheDocument();

    await act(async () => downloads.episodes.arrive());
    expect(
      await within(again).findByRole('button', { name: /^Episode 1\s*Colour Bars/ }),
    ).toBeInTheDocument();
    expect(spinner(again)).not.toBeInTheDocument();
  });
});
