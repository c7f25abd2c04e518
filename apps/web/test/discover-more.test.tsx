import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { splitPills } from '../src/features/browse/discover/more/more-pills.ts';
import '../src/shared/i18n/i18n.ts';
import { DiscoverMorePage } from '../src/features/browse/discover/DiscoverMorePage.tsx';
import { useDiscoverStore } from '../src/shared/stores/discover.ts';
import { serveMovieDatabase } from './movie-database-fake.ts';
import { serveLibraryAvailability } from './library-fake.ts';
import { server } from './msw-server.ts';

const TOTAL_PAGES = 3;

function movie(id: number, title: string) {
  return { id, title, release_date: '2001-05-01', poster_path: `/m${id}.jpg` };
}

function show(id: number, name: string) {
  return { id, name, first_air_date: '2008-01-20', poster_path: null };
}

/** Two titles a page, ids 100 × page + 1 and + 2, so every page is told apart. */
function popularMovies(page: number) {
  return {
    page,
    results: [movie(page * 100 + 1, `Popular ${page}a`), movie(page * 100 + 2, `Popular ${page}b`)],
    total_pages: TOTAL_PAGES,
    total_results: TOTAL_PAGES * 2,
  };
}

const genres = [
  'Action',
  'Adventure',
  'Animation',
  'Comedy',
  'Crime',
  'Documentary',
  'Drama',
  'Family',
  'Western',
].map((name, index) => ({ id: index + 1, name }));

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The movie database as the fake answers it; anything else is a 404. */
function answer(url: URL): Response {
  const path = url.pathname.replace(/^\/tmdb\/3\//, '');
  const page = Number(url.searchParams.get('page') ?? '1');
  if (path === 'movie/popular') return json(popularMovies(page));
  if (path === 'tv/top_rated') {
    return json({ page, results: [show(1396, 'Breaking Bad')], total_pages: 1, total_results: 1 });
  }
  if (path === 'genre/movie/list') return json({ genres });
  if (path === 'discover/movie') {
    const genre = genres.find((g) => String(g.id) === url.searchParams.get('with_genres'));
    const results = genre ? [movie(900 + genre.id, `${genre.name} film`)] : [];
    return json({ page, results, total_pages: 1, total_results: results.length });
  }
  if (path === 'watch/providers/tv') {
    return json({
      results: [
        {
          provider_id: 8,
          provider_name: 'Netflix',
          logo_path: null,
          display_priorities: { US: 2 },
        },
        {
          provider_id: 337,
          provider_name: 'Disney Plus',
          logo_path: null,
          display_priorities: { US: 1 },
        },
      ],
    });
  }
  if (path === 'discover/tv') {
    return json({ page, results: [show(1399, 'Provider show')], total_pages: 1, total_results: 1 });
  }
  if (path === 'movie/603') return json(movie(603, 'The Matrix'));
  if (path === 'movie/603/recommendations') {
    return json({
      page,
      results: [movie(604, 'The Matrix Reloaded')],
      total_pages: 1,
      total_results: 1,
    });
  }
  return json({ status_message: 'not found' }, 404);
}

type Answer = (url: URL) => Response | Promise<Response>;
/** Answers for the next requests, in order; then `always`. */
let once: Answer[] = [];
let always: Answer = answer;
let movieDatabase: ReturnType<typeof serveMovieDatabase>;
/** Every URL the page asked for, whatever the host. */
let started: string[] = [];

function requested(path: string): URL[] {
  return movieDatabase.urls.filter((url) => url.pathname === `/tmdb/3/${path}`);
}

function renderMore(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/discover/more/*', element: <DiscoverMorePage /> },
      { path: '/discover', element: <p data-testid="discover">discover</p> },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

function cardTitles(): string[] {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent ?? '');
}

beforeEach(() => {
  once = [];
  always = answer;
  // A server without the library's availability call: cards carry no availability marks.
  serveLibraryAvailability(404);
  started = [];
  server.events.on('request:start', ({ request }) => started.push(request.url));
  movieDatabase = serveMovieDatabase((_path, _query, url) => (once.shift() ?? always)(url));
  localStorage.clear();
  useDiscoverStore.setState({ lastView: null });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.innerWidth = 1024;
});

describe('the more-page addresses', () => {
  it('shows /{contentType}/{mediaType} with its title, cards and page title', async () => {
    renderMore(['/discover/more/popular/movie']);
    await screen.findByRole('heading', { level: 1, name: 'Popular movies' });
    await screen.findByText('Popular 1a');
    expect(cardTitles()).toEqual(['Popular 1a', 'Popular 1b']);
    await waitFor(() => expect(document.title).toBe('Popular movies - Screenroom'));
    expect(screen.getByRole('link', { name: /Popular 1a/ })).toHaveAttribute(
      'href',
      '/media/tmdb-movie-101-popular-1a',
    );
    expect(requested('movie/popular')[0]?.searchParams.get('page')).toBe('1');
  });

  it('reads a category such as top-rated shows from /{contentType}-{mediaType}', async () => {
    renderMore(['/discover/more/topRated-tv']);
    await screen.findByRole('heading', { level: 1, name: 'Top rated shows' });
    await screen.findByText('Breaking Bad');
    expect(screen.getByRole('link', { name: /Breaking Bad/ })).toHaveAttribute(
      'href',
      '/media/tmdb-tv-1396-breaking-bad',
    );
    expect(requested('tv/top_rated')).toHaveLength(1);
  });

  it('shows a genre from /{contentType}/{id}/{mediaType} with the genre name and pills', async () => {
    renderMore(['/discover/more/genre/7/movie']);
    await screen.findByRole('heading', { level: 1, name: 'Drama movies' });
    await screen.findByText('Drama film');
    await waitFor(() => expect(document.title).toBe('Drama movies - Screenroom'));
    expect(requested('discover/movie')[0]?.searchParams.get('with_genres')).toBe('7');
    const pills = within(screen.getByRole('navigation', { name: 'Genres' }));
    const links = pills.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(genres.slice(0, 7).map((g) => g.name));
    expect(pills.getByRole('link', { name: 'Drama' })).toHaveAttribute('aria-current', 'page');
    expect(pills.getByRole('link', { name: 'Action' })).not.toHaveAttribute('aria-current');
    expect(pills.getByRole('link', { name: 'Comedy' })).toHaveAttribute(
      'href',
      '/discover/more/genre/4/movie',
    );
  });

  it('switches genre from a pill, and from the dropdown for the options past the pills', async () => {
    const { router } = renderMore(['/discover/more/genre/7/movie']);
    await screen.findByText('Drama film');
    fireEvent.click(screen.getByRole('link', { name: 'Comedy' }));
    await screen.findByRole('heading', { level: 1, name: 'Comedy movies' });
    await screen.findByText('Comedy film');
    expect(router.state.location.pathname).toBe('/discover/more/genre/4/movie');

    const select = screen.getByLabelText('More genres');
    const choices = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(choices).toEqual(['More genres', 'Family', 'Western']);
    fireEvent.change(select, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('heading', { level: 1, name: 'Western movies' });
    await screen.findByText('Western film');
    expect(router.state.location.pathname).toBe('/discover/more/genre/9/movie');
    // The current genre is past the first seven, so it takes the last pill's place.
    const pills = within(screen.getByRole('navigation', { name: 'Genres' }));
    expect(pills.getAllByRole('link').map((link) => link.textContent)).toEqual([
      ...genres.slice(0, 6).map((g) => g.name),
      'Western',
    ]);
    expect(pills.getByRole('link', { name: 'Western' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows two pills on a narrow window', async () => {
    window.innerWidth = 600;
    renderMore(['/discover/more/genre/1/movie']);
    await screen.findByText('Action film');
    const pills = within(screen.getByRole('navigation', { name: 'Genres' }));
    expect(pills.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Action',
      'Adventure',
    ]);
    expect(within(screen.getByLabelText('More genres')).getAllByRole('option')).toHaveLength(
      genres.length - 2 + 1,
    );
    act(() => {
      window.innerWidth = 1024;
      window.dispatchEvent(new Event('resize'));
    });
    expect(pills.getAllByRole('link')).toHaveLength(7);
  });

  it('shows a provider in the US region with the service name', async () => {
    renderMore(['/discover/more/provider/8/tv']);
    await screen.findByRole('heading', { level: 1, name: 'Shows on Netflix' });
    await screen.findByText('Provider show');
    const url = requested('discover/tv')[0]!;
    expect(url.searchParams.get('with_watch_providers')).toBe('8');
    expect(url.searchParams.get('watch_region')).toBe('US');
    expect(requested('watch/providers/tv')[0]?.searchParams.get('watch_region')).toBe('US');
    const pills = within(screen.getByRole('navigation', { name: 'Streaming services' }));
    // The region's display order, not the answer's.
    expect(pills.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Disney Plus',
      'Netflix',
    ]);
    expect(screen.queryByLabelText('More services')).not.toBeInTheDocument();
  });

  it('titles recommendations after the title they come from', async () => {
    renderMore(['/discover/more/recommendations/603/movie']);
    await screen.findByRole('heading', { level: 1, name: 'Because you watched The Matrix' });
    await screen.findByText('The Matrix Reloaded');
    expect(screen.queryByRole('navigation', { name: 'Genres' })).not.toBeInTheDocument();
  });

  it('falls back to a plain title when the genre or the source title is unknown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderMore(['/discover/more/genre/999/movie']);
    await screen.findByRole('heading', { level: 1, name: 'Movies in this genre' });
    await screen.findByText('Nothing here yet.');
    cleanup();
    renderMore(['/discover/more/recommendations/404/tv']);
    await screen.findByRole('heading', { level: 1, name: 'Recommended shows' });
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load these titles.');
  });

  it.each([
    '/discover/more/everything/movie',
    '/discover/more/popular/film',
    '/discover/more/popular',
    '/discover/more/popular-films',
    '/discover/more/genre/18/movie/extra',
    '/discover/more',
  ])('shows the not-found page for %s', async (path) => {
    renderMore([path]);
    await screen.findByRole('heading', { level: 1, name: "Couldn't find that page" });
    expect(started).toEqual([]);
  });

  it.each([
    ['/discover/more/genre-movie', 'Genre ID is required'],
    ['/discover/more/provider/tv', 'Provider ID is required'],
    ['/discover/more/recommendations-movie', 'Media ID is required for recommendations'],
    ['/discover/more/onTheAir/movie', 'Unsupported content type'],
    ['/discover/more/nowPlaying-tv', 'Unsupported content type'],
  ])('shows the check message for %s', async (path, message) => {
    const { router } = renderMore(['/discover', path]);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Can't show these titles");
    expect(started).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/discover'));
  });
});

describe('loading more', () => {
  it('shows grid skeletons while the first page loads', async () => {
    let release: () => void = () => {};
    always = (url) =>
      new Promise((resolve) => {
        release = () => resolve(answer(url));
      });
    renderMore(['/discover/more/popular/movie']);
    const skeleton = await screen.findByTestId('media-grid-skeleton');
    expect(skeleton.querySelectorAll('li')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    release();
    await screen.findByText('Popular 1a');
    expect(screen.queryByTestId('media-grid-skeleton')).not.toBeInTheDocument();
  });

  it('asks for the next page on each press, disabled while loading and gone after the last', async () => {
    renderMore(['/discover/more/popular/movie']);
    await screen.findByText('Popular 1a');

    let release: () => void = () => {};
    once.push(
      (url) =>
        new Promise((resolve) => {
          release = () => resolve(answer(url));
        }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const busy = await screen.findByRole('button', { name: 'Loading…' });
    expect(busy).toBeDisabled();
    // jsdom hands a click to a disabled button, which a browser does not; one that gets through
    // while the page loads must not ask for it a second time.
    fireEvent.click(busy);
    release();
    await screen.findByText('Popular 2b');
    const loadMore = screen.getByRole('button', { name: 'Load more' });
    expect(loadMore).toBeEnabled();

    fireEvent.click(loadMore);
    await screen.findByText('Popular 3b');
    expect(cardTitles()).toEqual([
      'Popular 1a',
      'Popular 1b',
      'Popular 2a',
      'Popular 2b',
      'Popular 3a',
      'Popular 3b',
    ]);
    expect(requested('movie/popular').map((url) => url.searchParams.get('page'))).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(screen.queryByRole('button', { name: /Load more|Loading/ })).not.toBeInTheDocument();
  });

  it('shows a failed first page with a retry, warning rather than logging an error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    once.push(() => json({ status_message: 'down' }, 503));
    renderMore(['/discover/more/popular/movie']);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load these titles.');
    expect(warn).toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Popular 1a');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the loaded titles when a later page fails, and retries that page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderMore(['/discover/more/popular/movie']);
    await screen.findByText('Popular 1a');
    once.push(() => json({ status_message: 'down' }, 503));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load more titles.');
    expect(cardTitles()).toEqual(['Popular 1a', 'Popular 1b']);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Popular 2a');
    expect(requested('movie/popular').map((url) => url.searchParams.get('page'))).toEqual([
      '1',
      '2',
      '2',
    ]);
  });
});

describe('the back button', () => {
  it('returns to the saved discover view when there is one', async () => {
    useDiscoverStore.setState({ lastView: { url: '/discover?tab=tvshows', scrollY: 640 } });
    const { router } = renderMore(['/elsewhere', '/discover/more/popular/movie']);
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByTestId('discover');
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/discover?tab=tvshows',
    );
    // The Discover page restores the position from the store when it mounts there.
    expect(useDiscoverStore.getState().lastView).toEqual({
      url: '/discover?tab=tvshows',
      scrollY: 640,
    });
  });

  it('goes one step back without a saved view', async () => {
    const { router } = renderMore(['/browse/matrix', '/discover/more/popular/movie']);
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/browse/matrix');
  });

  it('goes to /discover when the page was opened directly', async () => {
    const { router } = renderMore(['/discover/more/popular/movie']);
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByTestId('discover');
    expect(router.state.location.pathname).toBe('/discover');
  });
});

describe('splitPills', () => {
  const options = ['a', 'b', 'c', 'd'].map((id) => ({ id, name: id.toUpperCase() }));

  it('shows the first options and puts the rest in the dropdown', () => {
    expect(splitPills(options, 'b', 2)).toEqual({
      pills: [options[0], options[1]],
      rest: [options[2], options[3]],
    });
  });

  it('keeps the current option among the pills', () => {
    expect(splitPills(options, 'd', 2)).toEqual({
      pills: [options[0], options[3]],
      rest: [options[1], options[2]],
    });
  });

  it('leaves the dropdown empty when every option fits', () => {
    expect(splitPills(options, 'zz', 7)).toEqual({ pills: options, rest: [] });
  });
});
