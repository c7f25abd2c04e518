import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { appConfig } from '../src/shared/config.ts';
import type { AutoplayConfig } from '../src/features/player/episodes/autoplay-config.ts';
import { EpisodeActions } from '../src/features/player/components/episodes/EpisodeActions.tsx';
import { EpisodesButton } from '../src/features/player/components/episodes/EpisodesButton.tsx';
import { EpisodesOverlay } from '../src/features/player/components/episodes/EpisodesOverlay.tsx';
import type { PlayerMeta } from '../src/features/player/player-meta.ts';
import { useAuthStore } from '../src/shared/stores/auth.ts';
import { usePreferencesStore } from '../src/shared/stores/preferences.ts';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { fakeDisplay, type FakeDisplay } from './player-display-fake.ts';
import { libraryHls } from './player-sources-fixture.ts';
import { http } from 'msw';
import { server } from './msw-server.ts';
import { player, render, loadPanelCode } from './test-player.tsx';

loadPanelCode();

const SHOW_ID = '99';
const autoplayConfig = appConfig as { autoplay: AutoplayConfig };
const ROUTE = '/media/tmdb-tv-99-test-show';

type Episode = { number: number; name: string; airDate: string | null; overview?: string };

/** The show the fake movie database answers for: two seasons, the last episode not yet aired. */
let catalog: Record<number, Episode[]>;
let failSeasons: Set<number>;
let introSkipTime: string | null;

function defaultCatalog(): Record<number, Episode[]> {
  return {
    1: [
      { number: 1, name: 'Colour Bars', airDate: '2026-01-05', overview: 'The first card.' },
      { number: 2, name: 'Tone and Timecode', airDate: '2026-01-12' },
      { number: 3, name: 'Two Languages', airDate: '2026-01-19' },
    ],
    2: [
      { number: 1, name: 'The Ladder', airDate: '2026-02-02' },
      { number: 2, name: 'Captions', airDate: '2999-02-09' },
    ],
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  const seasonMatch = /^\/tmdb\/3\/tv\/99\/season\/(\d+)$/.exec(url.pathname);
  if (url.pathname === '/tmdb/3/tv/99') {
    return Promise.resolve(
      json({
        id: 99,
        name: 'Test Show',
        poster_path: null,
        seasons: Object.entries(catalog).map(([number, episodes]) => ({
          id: 900 + Number(number),
          season_number: Number(number),
          name: `Season ${number}`,
          episode_count: episodes.length,
        })),
      }),
    );
  }
  if (seasonMatch) {
    const number = Number(seasonMatch[1]);
    if (failSeasons.has(number)) return Promise.resolve(json({}, 500));
    const episodes = catalog[number];
    if (!episodes) return Promise.resolve(json({}, 404));
    return Promise.resolve(
      json({
        id: 900 + number,
        name: `Season ${number}`,
        season_number: number,
        episodes: episodes.map((e) => ({
          id: number * 100 + e.number,
          name: e.name,
          overview: e.overview ?? '',
          still_path: `/still-${number}-${e.number}.svg`,
          air_date: e.airDate,
          episode_number: e.number,
          season_number: number,
        })),
      }),
    );
  }
  if (url.pathname.startsWith('/intro-skip/')) {
    return Promise.resolve(introSkipTime ? json({ introSkipTime }) : json({}, 404));
  }
  return Promise.resolve(json({}, 404));
}

function metaFor(season: number, episode: number): PlayerMeta {
  const entry = catalog[season]?.find((e) => e.number === episode);
  return {
    type: 'show',
    tmdbId: SHOW_ID,
    title: 'Test Show',
    releaseYear: 2026,
    season: { number: season, title: `Season ${season}`, tmdbId: String(900 + season) },
    episode: {
      number: episode,
      title: entry?.name ?? '',
      tmdbId: String(season * 100 + episode),
    },
  };
}

let hovering = true;

function Controls() {
  return (
    <>
      <EpisodesButton />
      <EpisodeActions hovering={hovering} />
      <EpisodesOverlay />
    </>
  );
}

function renderPlayer(season = 1, episode = 1, search = '', otherRoutes: RouteObject[] = []) {
  player.store.getState().setMeta(metaFor(season, episode), 'playing');
  const router = createMemoryRouter(
    [{ path: '/media/:media/:season/:episode', element: <Controls /> }, ...otherRoutes],
    { initialEntries: [`${ROUTE}/${season}/${episode}${search}`] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const overlayParam = (router: ReturnType<typeof renderPlayer>) =>
  new URLSearchParams(router.state.location.search).get('r');

function saveProgress(season: number, episode: number, watched: number, duration: number) {
  const meta = metaFor(season, episode);
  useProgressStore.getState().updateProgress({
    meta: {
      tmdbId: SHOW_ID,
      title: 'Test Show',
      type: 'show',
      season: { id: meta.season!.tmdbId, number: season, title: meta.season!.title },
      episode: { id: meta.episode!.tmdbId, number: episode, title: meta.episode!.title },
    },
    progress: { watched, duration },
  });
}

function wideScreen(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: wide && query.includes('min-width'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

let display: FakeDisplay;
/** The path and query of every request the page made, in order. */
let asked: string[] = [];

beforeEach(() => {
  localStorage.clear();
  catalog = defaultCatalog();
  failSeasons = new Set();
  introSkipTime = null;
  hovering = true;
  asked = [];
  server.use(
    http.all('*', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.pathname + url.search);
      return fakeFetch(request.url);
    }),
  );
  wideScreen(false);
  player.store.getState().reset();
  useProgressStore.getState().clear();
  usePreferencesStore.setState({
    enableAutoplay: true,
    enableSkipCredits: true,
    forceCompactEpisodeView: false,
  });
  useAuthStore.setState({ proxySet: null });
  display = fakeDisplay();
  player.attachDisplay(display);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  autoplayConfig.autoplay = 'unset';
});

/** Resolves when the page posts the extension's hello, as a page does to ask it. */
function helloPosted(): Promise<void> {
  return new Promise((resolve) => {
    const seen = (event: MessageEvent<{ name?: unknown; relayed?: unknown }>) => {
      if (event.data?.name !== 'hello' || event.data.relayed === true) return;
      window.removeEventListener('message', seen);
      resolve();
    };
    window.addEventListener('message', seen);
  });
}

describe('episodes overlay', () => {
  it('opens on the season on screen, with progress, the current and unreleased episodes', async () => {
    saveProgress(1, 2, 57, 60);
    saveProgress(1, 3, 30, 60);
    catalog[1]!.push({ number: 4, name: 'Coming Soon', airDate: '2999-01-01' });
    const router = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Episodes' }));
    expect(overlayParam(router)).toBe('/episodes/1');
    expect(router.state.historyAction).toBe('PUSH');

    const overlay = await screen.findByRole('dialog', { name: 'Season 1' });
    expect(overlay.dataset.layout).toBe('compact');
    const current = await within(overlay).findByRole('button', {
      name: /^Episode 1\s*Colour Bars\s*Now playing$/,
    });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(document.getElementById(current.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The first card.',
    );
    // 95 % watched reads as finished; the bar fills only above 98 %.
    const second = screen.getByRole('button', {
      name: /^Episode 2\s*Tone and Timecode\s*100% watched$/,
    });
    const bar = within(second.parentElement!).getByTestId('episode-progress');
    expect(bar.dataset.percentage).toBe('100');
    expect(bar.style.width).toBe('95%');
    expect(
      screen.getByRole('button', { name: /^Episode 3\s*Two Languages\s*50% watched$/ }),
    ).toBeInTheDocument();
    const unreleased = screen.getByRole('button', {
      name: /^Episode 4\s*Coming Soon\s*Not released yet$/,
    }) as HTMLButtonElement;
    expect(unreleased).toBeDisabled();
    expect(unreleased.parentElement!.className).toContain('opacity-50');
  });

  it('goes to the season list and into another season, and Back closes it', async () => {
    const router = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Episodes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back to seasons' }));
    expect(overlayParam(router)).toBe('/episodes');
    const seasonList = await screen.findByRole('dialog', { name: 'Seasons' });
    fireEvent.click(await within(seasonList).findByRole('button', { name: /Season 2/ }));
    expect(overlayParam(router)).toBe('/episodes/2');
    expect(router.state.historyAction).toBe('REPLACE');
    await screen.findByRole('button', { name: /^Episode 1\s*The Ladder/ });
    // Focus stays inside the overlay when the button that had it goes away.
    expect(screen.getByTestId('episodes-overlay').contains(document.activeElement)).toBe(true);

    await act(() => router.navigate(-1));
    expect(overlayParam(router)).toBeNull();
    expect(screen.queryByTestId('episodes-overlay')).not.toBeInTheDocument();
    expect(player.store.getState().episodesRoute).toBeNull();
  });

  it('opens from a link and closes on Escape', async () => {
    const router = renderPlayer(1, 1, '?r=/episodes/2');
    const overlay = await screen.findByRole('dialog', { name: 'Season 2' });
    fireEvent.keyDown(overlay, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('episodes-overlay')).not.toBeInTheDocument());
    expect(overlayParam(router)).toBeNull();
  });

  it('choosing an episode moves to its route without the query, replacing the overlay entry', async () => {
    const router = renderPlayer(1, 1, '?t=30');
    fireEvent.click(screen.getByRole('button', { name: 'Episodes' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Episode 3\s*Two Languages/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ROUTE}/1/3`));
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lays the episodes out as a carousel of stills on wide screens, unless compact is forced', async () => {
    wideScreen(true);
    renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Episodes' }));
    const overlay = await screen.findByTestId('episodes-overlay');
    expect(overlay.dataset.layout).toBe('carousel');
    await screen.findByRole('button', { name: /^Episode 1/ });
    const still = overlay.querySelector('img');
    expect(still).toHaveAttribute('src', '/tmdb/images/w300/still-1-1.svg');
    expect(screen.getByRole('button', { name: 'More episodes' })).toBeInTheDocument();

    act(() => usePreferencesStore.setState({ forceCompactEpisodeView: true }));
    expect(overlay.dataset.layout).toBe('compact');
    expect(overlay.querySelector('img')).not.toBeInTheDocument();
  });

  it('says when the list is loading, failed or empty, and retries', async () => {
    failSeasons.add(2);
    renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Episodes' }));
    act(() => player.store.getState().openEpisodes(2));
    expect(screen.getByRole('status').textContent).toContain('Loading episodes…');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Couldn't load the episodes.");
    failSeasons.clear();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: /^Episode 1\s*The Ladder/ });

    catalog[4] = [];
    act(() => player.store.getState().openEpisodes(4));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('This season has no episodes yet.'),
    );
  });
});

describe('go to episode', () => {
  async function openForm() {
    const router = renderPlayer();
    act(() => player.store.getState().openEpisodes('seasons'));
    await screen.findByRole('button', { name: /Season 2/ });
    const form = screen.getByRole('form', { name: 'Go to episode' });
    const submit = (season: string, episode: string) => {
      fireEvent.input(within(form).getByLabelText('Season'), { target: { value: season } });
      fireEvent.input(within(form).getByLabelText('Episode'), { target: { value: episode } });
      fireEvent.click(within(form).getByRole('button', { name: 'Go' }));
    };
    return { router, form, submit };
  }

  it('limits the inputs: season 1 to the season count, episode from 1', async () => {
    const { form } = await openForm();
    const season = within(form).getByLabelText('Season');
    expect(season).toHaveAttribute('min', '1');
    expect(season).toHaveAttribute('max', '2');
    expect((season as HTMLInputElement).value).toBe('1');
    expect(within(form).getByLabelText('Episode')).toHaveAttribute('min', '1');
  });

  it('explains a request that goes nowhere', async () => {
    const { router, submit } = await openForm();
    submit('two', '1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter whole numbers for the season and the episode.',
    );
    submit('3', '1');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This show has no season with that number.',
      ),
    );
    submit('2', '9');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This season has no episode with that number.',
      ),
    );
    submit('2', '2');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('That episode has not been released yet.'),
    );
    expect(router.state.location.pathname).toBe(`${ROUTE}/1/1`);
    expect(screen.getByLabelText('Season')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Episode')).toHaveAttribute('aria-invalid', 'true');
  });

  it('plays a valid episode of another season', async () => {
    const { router, submit } = await openForm();
    submit('2', '1');
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ROUTE}/2/1`));
  });
});

describe('next episode, replay and skip intro', () => {
  const setTime = (time: number, duration = 60) =>
    act(() => {
      player.store.getState().setDuration(duration);
      player.store.getState().setTime(time);
    });

  it('offers the next episode in the last 30 s and starts it from the beginning', async () => {
    saveProgress(1, 2, 40, 60);
    const router = renderPlayer();
    await waitFor(() => expect(player.store.getState().nextOffer.kind).toBe('nextEpisode'));
    setTime(20);
    expect(screen.queryByTestId('next-episode-button')).not.toBeInTheDocument();
    setTime(31);
    const button = screen.getByRole('button', { name: /Next episode/ });
    expect(button.textContent).toContain('S1 E2 · Tone and Timecode');
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ROUTE}/1/2`));
    expect(router.state.historyAction).toBe('PUSH');
    expect(useProgressStore.getState().items[SHOW_ID]?.episodes['102']?.progress).toEqual({
      watched: 0,
      duration: 0,
    });
  });

  it('after 93 % shows the button only while the controls are in use', async () => {
    hovering = false;
    renderPlayer();
    await waitFor(() => expect(player.store.getState().nextOffer.kind).toBe('nextEpisode'));
    setTime(940, 1000);
    expect(screen.queryByTestId('next-episode-button')).not.toBeInTheDocument();
    cleanup();
    hovering = true;
    renderPlayer();
    await waitFor(() => expect(player.store.getState().nextOffer.kind).toBe('nextEpisode'));
    setTime(940, 1000);
    expect(screen.getByTestId('next-episode-button')).toBeInTheDocument();
  });

  it("offers the next season's first aired episode at the end of a season", async () => {
    catalog[2]!.unshift({ number: 0, name: 'Preview', airDate: null });
    const router = renderPlayer(1, 3);
    await waitFor(() => expect(player.store.getState().nextOffer.kind).toBe('nextSeason'));
    setTime(50);
    const button = screen.getByRole('button', { name: /Next season/ });
    expect(button.textContent).toContain('S2 E1 · The Ladder');
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ROUTE}/2/1`));
  });

  it("restarts the show's last episode with Replay", async () => {
    catalog[2] = catalog[2]!.slice(0, 1);
    renderPlayer(2, 1);
    await waitFor(() => expect(player.store.getState().nextOffer.kind).toBe('replay'));
    setTime(59);
    expect(screen.queryByTestId('next-episode-button')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Replay' }));
    expect(display.setTime).toHaveBeenCalledWith(0);
    expect(display.play).toHaveBeenCalled();
  });

  it('autoplays the next episode at the end, once, when autoplay is allowed here', async () => {
    useAuthStore.setState({ proxySet: ['https://worker.example'] });
    usePreferencesStore.setState({ enableSkipCredits: false });
    const router = renderPlayer();
    await waitFor(() => expect(player.store.getState().nextOffer.kind).toBe('nextEpisode'));
    act(() => player.store.getState().setPlaying(true));
    setTime(59.7);
    expect(router.state.location.pathname).toBe(`${ROUTE}/1/1`);
    setTime(60);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ROUTE}/1/2`));
    const entries = router.state.location.key;
    setTime(60);
    expect(router.state.location.key).toBe(entries);
  });

  it('autoplays after a library stream with nothing set up, on a default install', async () => {
    usePreferencesStore.setState({ enableSkipCredits: false });
    const router = renderPlayer();
    act(() => player.store.getState().setSource(libraryHls, 'library'));
    await waitFor(() => expect(player.store.getState().nextOffer.kind).toBe('nextEpisode'));
    act(() => player.store.getState().setPlaying(true));
    setTime(60);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ROUTE}/1/2`));
  });

  it('does not autoplay when the operator turned it off, whatever the source or setup', async () => {
    autoplayConfig.autoplay = 'off';
    useAuthStore.setState({ proxySet: ['https://worker.example'] });
    const router = renderPlayer();
    act(() => player.store.getState().setSource(libraryHls, 'library'));
    await waitFor(() => expect(player.store.getState().nextOffer.kind).toBe('nextEpisode'));
    act(() => player.store.getState().setPlaying(true));
    setTime(60);
    // The offer is there, so a render has passed with the state that would have autoplayed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    setTime(60);
    expect(router.state.location.pathname).toBe(`${ROUTE}/1/1`);
  });

  it('autoplays after any source when the operator allows it', async () => {
    autoplayConfig.autoplay = 'allowed';
    const router = renderPlayer();
    act(() => player.store.getState().setSource(libraryHls, 'stremio-addon.example'));
    await waitFor(() => expect(player.store.getState().nextOffer.kind).toBe('nextEpisode'));
    act(() => player.store.getState().setPlaying(true));
    setTime(60);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ROUTE}/1/2`));
  });

  it('with skip credits on, autoplays within the last 1 %', async () => {
    useAuthStore.setState({ proxySet: ['https://worker.example'] });
    const router = renderPlayer();
    await waitFor(() => expect(player.store.getState().nextOffer.kind).toBe('nextEpisode'));
    act(() => player.store.getState().setPlaying(true));
    setTime(59.7);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ROUTE}/1/2`));
  });

  it('does not autoplay over a page the viewer is leaving for while its code loads', async () => {
    useAuthStore.setState({ proxySet: ['https://worker.example'] });
    usePreferencesStore.setState({ enableSkipCredits: false });
    let loadPage: (route: { Component: () => React.JSX.Element }) => void = () => undefined;
    const router = renderPlayer(1, 1, '', [
      { path: '/discover', lazy: () => new Promise((resolve) => (loadPage = resolve)) },
    ]);
    await waitFor(() => expect(player.store.getState().nextOffer.kind).toBe('nextEpisode'));
    act(() => player.store.getState().setPlaying(true));
    void router.navigate('/discover');
    setTime(60);
    await act(async () => loadPage({ Component: () => <p>discover</p> }));
    await screen.findByText('discover');
    expect(router.state.location.pathname).toBe('/discover');
  });

  it('does not autoplay when the viewer turned it off, or nothing here allows it', async () => {
    usePreferencesStore.setState({ enableAutoplay: false });
    useAuthStore.setState({ proxySet: ['https://worker.example'] });
    const router = renderPlayer();
    await waitFor(() => expect(player.store.getState().nextOffer.kind).toBe('nextEpisode'));
    setTime(60);
    act(() => {
      usePreferencesStore.setState({ enableAutoplay: true });
      useAuthStore.setState({ proxySet: null });
    });
    // The extension is asked once, half a second in; nothing answers in jsdom. Once it has been
    // asked, only its answer could allow autoplay, so that is when staying put is worth checking.
    const asked = helloPosted();
    setTime(60);
    await asked;
    setTime(60);
    expect(router.state.location.pathname).toBe(`${ROUTE}/1/1`);
  });

  it('shows Skip intro while playing before the intro ends and seeks past it', async () => {
    introSkipTime = '12s';
    hovering = false;
    renderPlayer(1, 2);
    await waitFor(() => expect(player.store.getState().introSkipTime).toBe(12));
    setTime(2);
    expect(screen.queryByTestId('skip-intro-button')).not.toBeInTheDocument();
    act(() => player.store.getState().setPlaying(true));
    fireEvent.click(screen.getByRole('button', { name: 'Skip intro' }));
    expect(display.setTime).toHaveBeenCalledWith(12);
    setTime(11);
    expect(screen.queryByTestId('skip-intro-button')).not.toBeInTheDocument();
    expect(asked).toContain('/intro-skip/tmdb-99/1/2');
  });
});
