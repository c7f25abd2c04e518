import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import '../src/shared/i18n/i18n.ts';
import { DetailsModalHost } from '../src/features/browse/details/DetailsModalHost.tsx';
import { MediaCard } from '../src/features/browse/media/MediaCard.tsx';
import { useBookmarkStore } from '../src/shared/stores/bookmarks.ts';
import { usePreferencesStore } from '../src/shared/stores/preferences.ts';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { servePlayVerdicts } from './library-fake.ts';
import { serveMovieDatabase } from './movie-database-fake.ts';
import { server } from './msw-server.ts';
import { renderRouter } from './render-router.tsx';
import { serveYouTubeThumbnails } from './youtube-thumbnails-fake.ts';

const nextYear = new Date().getFullYear() + 1;

const matrix = {
  id: 603,
  title: 'The Matrix',
  poster_path: '/matrix-poster.svg',
  backdrop_path: '/matrix-backdrop.svg',
  overview: 'A hacker learns the truth about his world.',
  release_date: '1999-03-31',
  runtime: 136,
  genres: [{ id: 28, name: 'Action' }],
  credits: {
    cast: Array.from({ length: 24 }, (_, i) => ({ id: i + 1, name: `Actor ${i + 1}`, order: i })),
    crew: [{ id: 90, name: 'Lana Wachowski', job: 'Director' }],
  },
  release_dates: {
    results: [{ iso_3166_1: 'US', release_dates: [{ certification: 'R', type: 3 }] }],
  },
  videos: {
    id: 603,
    results: [
      {
        id: 'v1',
        iso_639_1: 'en',
        iso_3166_1: 'US',
        name: 'Official Trailer',
        key: 'abc123',
        site: 'YouTube',
        size: 1080,
        type: 'Trailer',
        official: true,
        published_at: '2020-01-01T00:00:00Z',
      },
    ],
  },
  images: {
    id: 603,
    backdrops: [],
    posters: [],
    logos: [
      {
        file_path: '/matrix-logo.svg',
        iso_639_1: 'en',
        aspect_ratio: 3,
        height: 240,
        width: 800,
        vote_average: 0,
        vote_count: 0,
      },
    ],
  },
};

const testCard = {
  id: 99000001,
  name: 'Screenroom Test Card',
  poster_path: null,
  first_air_date: '2026-01-05',
  number_of_seasons: 2,
  number_of_episodes: 6,
  seasons: [
    { id: 501, season_number: 1, name: 'Season 1' },
    { id: 502, season_number: 2, name: 'Season 2' },
  ],
  credits: { cast: [], crew: [] },
  videos: { id: 99000001, results: [] },
  images: { id: 99000001, backdrops: [], posters: [], logos: [] },
};

const episode = (season: number, number: number, name: string, airDate: string) => ({
  id: season * 100 + number,
  name,
  episode_number: number,
  season_number: season,
  air_date: airDate,
  still_path: `/still-${season}-${number}.svg`,
});

const seasons: Record<string, unknown> = {
  'tv/99000001/season/1': {
    id: 501,
    name: 'Season 1',
    season_number: 1,
    episodes: [episode(1, 1, 'Colour Bars', '2026-01-05')],
  },
  'tv/99000001/season/2': {
    id: 502,
    name: 'Season 2',
    season_number: 2,
    episodes: [
      episode(2, 1, 'The Ladder', '2026-02-02'),
      episode(2, 2, 'Captions', '2026-02-09'),
      episode(2, 3, 'Switching Lanes', '2026-02-16'),
      episode(2, 4, 'Still To Come', `${nextYear}-03-01`),
    ],
  },
};

function serveCatalog() {
  return serveMovieDatabase((path) => {
    if (path === 'movie/603') return matrix;
    if (path === 'tv/99000001') return testCard;
    return seasons[path];
  });
}

/** A page of two cards with the details window host, and a player route that has it too. */
function renderPage(path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '/media/*',
        element: (
          <>
            <p>player page</p>
            <DetailsModalHost />
          </>
        ),
      },
      {
        path: '*',
        element: (
          <>
            <MediaCard media={{ id: '603', title: 'The Matrix', type: 'movie', year: 1999 }} />
            <MediaCard
              media={{ id: '99000001', title: 'Screenroom Test Card', type: 'show', year: 2026 }}
            />
            <DetailsModalHost />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { ...renderRouter(router), router };
}

beforeEach(() => {
  localStorage.clear();
  usePreferencesStore.setState({ enableDetailsModal: true, enableImageLogos: true });
  useProgressStore.setState({ items: {}, updateQueue: [] });
  useBookmarkStore.setState({ bookmarks: {}, updateQueue: [] });
  // The cards ask which titles the library plays; none here.
  server.use(http.get('*/library/available', () => HttpResponse.json({ movies: [], shows: [] })));
  // The server's verdicts: The Matrix and the test card play here unless a test says otherwise.
  servePlayVerdicts({ movies: [603], shows: [99000001] });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the details window', () => {
  it('opens from a card when the window is on, in the address, and Escape goes back', async () => {
    const { requests } = serveCatalog();
    const { router } = renderPage();
    const card = screen.getByRole('link', { name: /The Matrix/ });
    expect(card).toHaveAttribute('href', '/?details=movie-603');
    card.focus();
    fireEvent.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'The Matrix' });
    expect(router.state.location.search).toBe('?details=movie-603');
    expect(requests[0]).toMatch(/^movie\/603\?/);
    expect(requests[0]).toContain('append_to_response=credits%2Crelease_dates%2Cvideos%2Cimages');
    // Focus moves in (from the window's effect, a moment after it shows); the page behind is not
    // reachable by Tab.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Tab', shiftKey: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('POP');
    expect(card).toHaveFocus();
  });

  it('leaves cards linking to the player when the window is off', () => {
    usePreferencesStore.setState({ enableDetailsModal: false });
    renderPage();
    expect(screen.getByRole('link', { name: /The Matrix/ })).toHaveAttribute(
      'href',
      '/media/tmdb-movie-603-the-matrix',
    );
  });

  it('shows the full details of a movie: logo, facts, play, cast and director', async () => {
    serveCatalog();
    renderPage('/?details=movie-603');
    const dialog = await screen.findByRole('dialog', { name: 'The Matrix' });
    expect(dialog).toHaveAttribute('data-variant', 'full');
    const logo = within(dialog).getByRole('img', { name: 'The Matrix' });
    expect(logo.getAttribute('src')).toMatch(/\/original\/matrix-logo\.svg$/);
    expect(dialog).toHaveTextContent('Movie');
    expect(dialog).toHaveTextContent('1999');
    expect(dialog).toHaveTextContent('136 min');
    expect(within(dialog).getByLabelText('Rated R')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('A hacker learns the truth about his world.');
    expect(within(dialog).getByRole('list', { name: 'Genres' })).toHaveTextContent('Action');
    expect(await within(dialog).findByRole('link', { name: 'Play' })).toHaveAttribute(
      'href',
      '/media/tmdb-movie-603-the-matrix',
    );
    const cast = within(dialog).getByRole('region', { name: 'Cast' });
    expect(within(cast).getAllByRole('listitem')).toHaveLength(20);
    expect(within(dialog).getByRole('region', { name: 'Information' })).toHaveTextContent(
      'Lana Wachowski',
    );
  });

  it('shows the title in words when logos are off', async () => {
    usePreferencesStore.setState({ enableImageLogos: false });
    serveCatalog();
    renderPage('/?details=movie-603');
    const dialog = await screen.findByRole('dialog', { name: 'The Matrix' });
    expect(within(dialog).queryByRole('img', { name: 'The Matrix' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('The Matrix');
  });

  it('is minimal when the window is off: no cast, facts or episodes', async () => {
    usePreferencesStore.setState({ enableDetailsModal: false });
    serveCatalog();
    renderPage('/?details=tv-99000001');
    const dialog = await screen.findByRole('dialog', { name: 'Screenroom Test Card' });
    expect(dialog).toHaveAttribute('data-variant', 'minimal');
    expect(await within(dialog).findByRole('link', { name: 'Play' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Information' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Season' })).not.toBeInTheDocument();
  });

  it('closes a window reached by its address by dropping the parameter in place', async () => {
    serveCatalog();
    const { router } = renderPage('/browse/matrix?details=movie-603');
    await screen.findByRole('dialog', { name: 'The Matrix' });
    fireEvent.click(screen.getByRole('button', { name: 'Close details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/browse/matrix');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('resumes a movie with progress and cannot play one not released', async () => {
    useProgressStore.setState({
      items: {
        '603': {
          type: 'movie',
          title: 'The Matrix',
          updatedAt: 1,
          progress: { watched: 600, duration: 8160 },
          seasons: {},
          episodes: {},
        },
      },
    });
    serveCatalog();
    renderPage('/?details=movie-603');
    const dialog = await screen.findByRole('dialog', { name: 'The Matrix' });
    expect(await within(dialog).findByRole('link', { name: 'Resume' })).toBeInTheDocument();
    cleanup();

    serveMovieDatabase((path) =>
      path === 'movie/603'
        ? { ...matrix, release_date: `${nextYear}-05-01`, images: undefined }
        : undefined,
    );
    renderPage('/?details=movie-603');
    const unreleased = await screen.findByRole('dialog', { name: 'The Matrix' });
    expect(within(unreleased).getByRole('button', { name: 'Not released yet' })).toBeDisabled();
    expect(within(unreleased).queryByRole('link', { name: /Play|Resume/ })).not.toBeInTheDocument();
  });

  it('plays the trailer in the window, and offers none when the title has none', async () => {
    serveCatalog();
    const stills = serveYouTubeThumbnails({ existing: ['abc123'] });
    renderPage('/?details=movie-603');
    const dialog = await screen.findByRole('dialog', { name: 'The Matrix' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Watch trailer' }));
    expect(stills.requests).toEqual(['https://i.ytimg.com/vi/abc123/mqdefault.jpg']);
    const frame = within(dialog).getByTitle('Trailer of The Matrix');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close trailer' }));
    expect(within(dialog).queryByTitle('Trailer of The Matrix')).not.toBeInTheDocument();
    cleanup();

    renderPage('/?details=tv-99000001');
    const show = await screen.findByRole('dialog', { name: 'Screenroom Test Card' });
    expect(within(show).queryByRole('button', { name: 'Watch trailer' })).not.toBeInTheDocument();
  });

  it('offers no trailer whose video cannot be reached', async () => {
    serveCatalog();
    // The still fails to load, as offline or with YouTube blocked.
    const failing = serveYouTubeThumbnails({});
    renderPage('/?details=movie-603');
    const dialog = await screen.findByRole('dialog', { name: 'The Matrix' });
    await waitFor(() => expect(failing.settled).toHaveLength(1));
    expect(within(dialog).queryByRole('button', { name: 'Watch trailer' })).not.toBeInTheDocument();
    cleanup();

    // A removed video: YouTube answers its small placeholder still.
    const removed = serveYouTubeThumbnails({ removed: ['abc123'] });
    renderPage('/?details=movie-603');
    const gone = await screen.findByRole('dialog', { name: 'The Matrix' });
    await waitFor(() => expect(removed.settled).toHaveLength(1));
    expect(within(gone).queryByRole('button', { name: 'Watch trailer' })).not.toBeInTheDocument();
    cleanup();

    // Offline, the still is not even asked for.
    const offline = serveYouTubeThumbnails({ existing: ['abc123'] });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPage('/?details=movie-603');
    const away = await screen.findByRole('dialog', { name: 'The Matrix' });
    expect(within(away).queryByRole('button', { name: 'Watch trailer' })).not.toBeInTheDocument();
    expect(offline.requests).toEqual([]);
  });

  it('bookmarks the title and copies the link to the window', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serveCatalog();
    renderPage('/?details=movie-603');
    const dialog = await screen.findByRole('dialog', { name: 'The Matrix' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Bookmark' }));
    expect(useBookmarkStore.getState().bookmarks['603']).toMatchObject({
      type: 'movie',
      title: 'The Matrix',
      year: 1999,
    });
    // The button follows the store through a subscription its effect sets up, which Preact runs
    // a frame after the window is drawn: on a busy machine the click can come before it.
    const remove = await within(dialog).findByRole('button', { name: 'Remove bookmark' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(remove);
    expect(useBookmarkStore.getState().bookmarks['603']).toBeUndefined();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\?details=movie-603$/));
    expect(await within(dialog).findByText('Copied!')).toBeInTheDocument();
  });

  it('picks a season and starts playback at a chosen episode, with progress and unaired ones dimmed', async () => {
    useProgressStore.setState({
      items: {
        '99000001': {
          type: 'show',
          title: 'Screenroom Test Card',
          updatedAt: 1,
          seasons: { '502': { id: '502', number: 2, title: 'Season 2' } },
          episodes: {
            '202': {
              id: '202',
              number: 2,
              title: 'Captions',
              seasonId: '502',
              updatedAt: 1,
              progress: { watched: 30, duration: 60 },
            },
          },
        },
      },
    });
    const { requests } = serveCatalog();
    const { router } = renderPage('/?details=tv-99000001');
    const dialog = await screen.findByRole('dialog', { name: 'Screenroom Test Card' });
    // It opens on the season watched last, and resumes there.
    const picker = within(dialog).getByRole('combobox', { name: 'Season' });
    expect(picker).toHaveValue('2');
    expect(await within(dialog).findByRole('link', { name: 'Resume' })).toHaveAttribute(
      'href',
      '/media/tmdb-tv-99000001-screenroom-test-card/2/2',
    );
    const episodes = await within(dialog).findByRole('list', { name: 'Season 2' });
    expect(within(episodes).getByRole('progressbar', { name: '50% watched' })).toBeInTheDocument();
    const unaired = within(episodes).getByText('Still To Come').closest('[aria-disabled]');
    expect(unaired).toHaveClass('opacity-50');
    expect(within(episodes).getAllByRole('link')).toHaveLength(3);

    fireEvent.change(picker, { target: { value: '1' } });
    const first = await within(dialog).findByRole('list', { name: 'Season 1' });
    expect(within(first).getAllByRole('link')).toHaveLength(1);
    expect(requests).toContain('tv/99000001/season/1?language=en');

    fireEvent.change(picker, { target: { value: '2' } });
    fireEvent.click(
      await within(dialog).findByRole('link', { name: 'Play episode 3: Switching Lanes' }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/media/tmdb-tv-99000001-screenroom-test-card/2/3',
      ),
    );
    expect(screen.getByText('player page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The player's back arrow returns to the page the window was opened on.
    expect(router.state.location.state).toEqual({ playerReturn: '/?details=tv-99000001' });
  });

  it('holds Play until the verdict arrives, so a title with no source never offers it', async () => {
    serveCatalog();
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(new URL('/availability', location.href).href, async () => {
        await answered;
        return HttpResponse.json({ titles: { 'movie-603': 'none' } });
      }),
    );
    renderPage('/?details=movie-603');
    const dialog = await screen.findByRole('dialog', { name: 'The Matrix' });
    expect(within(dialog).getByRole('button', { name: 'Play' })).toBeDisabled();
    expect(within(dialog).queryByRole('link', { name: 'Play' })).toBeNull();
    answer();
    await within(dialog).findByText(
      'No source here has this title. Bookmark it to find it again when it can play.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Play' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Play' })).toBeNull();
  });

  it('lists the episodes of a show no source here can play, with none to start, and says why', async () => {
    serveCatalog();
    servePlayVerdicts({ movies: [], shows: [] });
    renderPage('/?details=tv-99000001');
    const dialog = await screen.findByRole('dialog', { name: 'Screenroom Test Card' });
    await within(dialog).findByText(
      'No source here can play this show, so its episodes cannot be started. Bookmark it to find it again when it can play.',
    );
    const episodes = await within(dialog).findByRole('list', { name: 'Season 1' });
    expect(within(episodes).queryAllByRole('link')).toEqual([]);
    expect(within(episodes).getByText('Colour Bars').closest('[aria-disabled]')).toHaveClass(
      'opacity-50',
    );
    expect(within(dialog).queryByRole('link', { name: /Play|Resume/ })).toBeNull();
  });

  it('offers every released episode of a show the library plays', async () => {
    serveCatalog();
    servePlayVerdicts({ movies: [], shows: [99000001] });
    renderPage('/?details=tv-99000001');
    const dialog = await screen.findByRole('dialog', { name: 'Screenroom Test Card' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Season' }), {
      target: { value: '2' },
    });
    const episodes = await within(dialog).findByRole('list', { name: 'Season 2' });
    await waitFor(() => expect(within(episodes).getAllByRole('link')).toHaveLength(3));
    expect(within(dialog).queryByText(/No source here can play this show/)).toBeNull();
  });

  it('says so when the details cannot be loaded, and tries again', async () => {
    let fail = true;
    serveMovieDatabase((path) => {
      if (path !== 'movie/603') return undefined;
      return fail ? HttpResponse.json({}, { status: 500 }) : matrix;
    });
    renderPage('/?details=movie-603');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load");
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'The Matrix' })).toBeInTheDocument();
  });
});
