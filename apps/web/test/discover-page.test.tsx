import { EDITOR_PICK_MOVIE_IDS, EDITOR_PICK_SHOW_IDS } from '@screenroom/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { DiscoverPage } from '../src/features/browse/discover/DiscoverPage.tsx';
import { useBookmarkStore } from '../src/shared/stores/bookmarks.ts';
import { useDiscoverStore } from '../src/shared/stores/discover.ts';
import { usePreferencesStore } from '../src/shared/stores/preferences.ts';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { fourKList, serveLists } from './lists-fake.ts';
import { server } from './msw-server.ts';

configure({ asyncUtilTimeout: 5000 });

/**
 * A small stand-in for the movie database's discover calls: list answers by path and query,
 * details by id, and a way to make any path fail or answer nothing.
 */
interface FakeTitle {
  id: number;
  name: string;
}

const movie = ({ id, name }: FakeTitle) => ({
  id,
  title: name,
  release_date: '2001-05-05',
  poster_path: `/m${id}.jpg`,
});
const show = ({ id, name }: FakeTitle) => ({
  id,
  name,
  first_air_date: '2011-04-17',
  poster_path: `/s${id}.jpg`,
});

function page(results: unknown[]) {
  return { page: 1, results, total_pages: 1, total_results: results.length };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const MOVIE_GENRES = [
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 18, name: 'Drama' },
  { id: 14, name: 'Fantasy' },
];

const TV_GENRES = [
  { id: 18, name: 'Drama' },
  { id: 80, name: 'Crime' },
];

const PROVIDERS = [
  { provider_id: 8, provider_name: 'Netflix', logo_path: null, display_priorities: { US: 1 } },
  {
    provider_id: 337,
    provider_name: 'Disney Plus',
    logo_path: null,
    display_priorities: { US: 2 },
  },
];

/** Movie lists: `{path}?{key}` where the key is the genre or provider filter, if any. */
const MOVIE_LISTS: Record<string, FakeTitle[]> = {
  'movie/now_playing': [
    { id: 693134, name: 'Dune: Part Two' },
    { id: 872585, name: 'Oppenheimer' },
  ],
  'movie/top_rated': [
    { id: 278, name: 'The Shawshank Redemption' },
    { id: 238, name: 'The Godfather' },
  ],
  'movie/popular': [{ id: 550, name: 'Fight Club' }],
  'discover/movie?with_genres=28': [{ id: 155, name: 'The Dark Knight' }],
  'discover/movie?with_genres=12': [{ id: 120, name: 'The Fellowship of the Ring' }],
  'discover/movie?with_genres=14': [{ id: 121, name: 'The Two Towers' }],
  'discover/movie?with_watch_providers=8': [{ id: 940721, name: 'Godzilla Minus One' }],
  'discover/movie?with_watch_providers=337': [{ id: 12, name: 'Finding Nemo' }],
  'movie/603/recommendations': [{ id: 604, name: 'The Matrix Reloaded' }],
  'movie/155/recommendations': [{ id: 272, name: 'Batman Begins' }],
};

const SHOW_LISTS: Record<string, FakeTitle[]> = {
  'tv/on_the_air': [{ id: 100088, name: 'The Last of Us' }],
  'tv/top_rated': [{ id: 1396, name: 'Breaking Bad' }],
  'tv/popular': [{ id: 1399, name: 'Game of Thrones' }],
  'discover/tv?with_genres=18': [{ id: 87108, name: 'Chernobyl' }],
  'discover/tv?with_watch_providers=8': [{ id: 70523, name: 'Dark' }],
  'tv/1396/recommendations': [{ id: 60059, name: 'Better Call Saul' }],
};

interface FakeTmdb {
  /** The answer to a request for `url`; any other host or path than /tmdb/3 is a 404. */
  answer: (url: URL) => Response;
  /** Every requested path under /tmdb/3 with its filter, as listed above. */
  requests: string[];
  /** Answers this key (path or `path?filter`) with the status from now on. */
  fail: (key: string, status?: number) => void;
  /** Answers this key with an empty list from now on. */
  empty: (key: string) => void;
  /** Overrides one list answer. */
  list: (key: string, titles: unknown[]) => void;
}

function keyOf(url: URL): string {
  const path = url.pathname.replace(/^\/tmdb\/3\//, '');
  const filter = ['with_genres', 'with_watch_providers']
    .map((name) => (url.searchParams.has(name) ? `${name}=${url.searchParams.get(name)}` : ''))
    .find((part) => part !== '');
  return filter ? `${path}?${filter}` : path;
}

function fakeTmdb(): FakeTmdb {
  const failures = new Map<string, number>();
  const overrides = new Map<string, unknown[]>();
  const requests: string[] = [];
  return {
    requests,
    fail: (key, status = 500) => failures.set(key, status),
    empty: (key) => overrides.set(key, []),
    list: (key, titles) => overrides.set(key, titles),
    answer: (url) => {
      if (!url.pathname.startsWith('/tmdb/3/')) return json({ error: 'not here' }, 404);
      const key = keyOf(url);
      requests.push(key);
      const failure = failures.get(key);
      if (failure) return json({ status_message: 'failed' }, failure);
      const override = overrides.get(key);
      if (override) return json(key.startsWith('watch/') ? { results: override } : page(override));
      if (key === 'genre/movie/list') return json({ genres: MOVIE_GENRES });
      if (key === 'genre/tv/list') return json({ genres: TV_GENRES });
      if (key.startsWith('watch/providers/')) return json({ results: PROVIDERS });
      if (MOVIE_LISTS[key]) return json(page(MOVIE_LISTS[key].map(movie)));
      if (SHOW_LISTS[key]) return json(page(SHOW_LISTS[key].map(show)));
      const details = /^(movie|tv)\/(\d+)$/.exec(key);
      if (details) {
        const id = Number(details[2]);
        const name = `${details[1] === 'movie' ? 'Pick movie' : 'Pick show'} ${id}`;
        return json(details[1] === 'movie' ? movie({ id, name }) : show({ id, name }));
      }
      return json({ status_message: 'not found' }, 404);
    },
  };
}

function renderDiscover() {
  const router = createMemoryRouter(
    [
      { path: '/discover', element: <DiscoverPage /> },
      { path: '/discover/more/*', element: <p>more page</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/discover'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The carousel sections in page order, by their heading. */
function carouselHeadings(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
}

/** The carousel whose heading is `name`. */
function carousel(name: string | RegExp): HTMLElement {
  return screen.getByRole('region', { name });
}

function cardTitles(section: HTMLElement): string[] {
  return within(section)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent ?? '');
}

let tmdb: FakeTmdb;
const scrollTo = vi.fn();
const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
const error = vi.spyOn(console, 'error');

beforeEach(() => {
  tmdb = fakeTmdb();
  server.use(http.get('*', ({ request }) => tmdb.answer(new URL(request.url))));
  serveLists();
  vi.stubGlobal('scrollTo', scrollTo);
  scrollTo.mockReset();
  warn.mockClear();
  error.mockClear();
  localStorage.clear();
  useDiscoverStore.setState({ selectedCategory: 'movies', lastView: null });
  useBookmarkStore.setState({ bookmarks: {}, updateQueue: [] });
  useProgressStore.setState({ items: {}, updateQueue: [] });
  // These tests are about the tabs' own rows: the viewer has turned Plays here off (its own tests
  // are in discover-ready-filter.test.tsx).
  usePreferencesStore.setState({ playsHereFilter: false });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.innerWidth = 1024;
});

describe('the discover page', () => {
  it('has its title, heading and tabs, Movies selected', async () => {
    renderDiscover();
    expect(screen.getByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Discover - Screenroom'));
    const tabs = within(screen.getByRole('tablist', { name: 'Discover categories' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Movies', 'true'],
      ['TV Shows', 'false'],
      ['Editor Picks', 'false'],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Movies' })).toBeInTheDocument();
  });

  it('shows the Movies carousels in order, each with the titles of its list', async () => {
    renderDiscover();
    await screen.findByText('Godzilla Minus One');
    await screen.findByText('The Dark Knight');
    // No recommendations: this viewer has no movies bookmarked or started.
    expect(carouselHeadings()).toEqual([
      'Latest releases',
      '4K releases',
      'Top rated movies',
      'Movies on Netflix',
      'Action movies',
    ]);
    expect(cardTitles(carousel('4K releases'))).toEqual(
      fourKList.tmdbMovies.map((movie) => movie.title),
    );
    expect(screen.getByRole('link', { name: 'View lists' })).toHaveAttribute(
      'href',
      '/discover/all',
    );
    expect(cardTitles(carousel('Latest releases'))).toEqual(['Dune: Part Two', 'Oppenheimer']);
    expect(cardTitles(carousel('Top rated movies'))).toEqual([
      'The Shawshank Redemption',
      'The Godfather',
    ]);
    expect(
      within(carousel('Latest releases')).getByRole('link', { name: /Dune: Part Two/ }),
    ).toHaveAttribute('href', '/media/tmdb-movie-693134-dune-part-two');
    expect(
      within(carousel('Top rated movies')).getByRole('link', {
        name: 'View more: Top rated movies',
      }),
    ).toHaveAttribute('href', '/discover/more/topRated/movie');
    expect(
      within(carousel('Action movies')).getByRole('link', { name: 'View more: Action movies' }),
    ).toHaveAttribute('href', '/discover/more/genre/28/movie');
    expect(
      within(carousel('Latest releases')).getByRole('button', {
        name: 'Scroll Latest releases forward',
      }),
    ).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('shows at most 20 cards of a long list', async () => {
    tmdb.list(
      'movie/top_rated',
      Array.from({ length: 25 }, (_, i) => ({
        id: i + 1,
        title: `Film ${i + 1}`,
        poster_path: null,
      })),
    );
    renderDiscover();
    await screen.findByText('Film 20');
    expect(cardTitles(carousel('Top rated movies'))).toHaveLength(20);
    expect(screen.queryByText('Film 21')).not.toBeInTheDocument();
  });

  it('switches the genre carousel with its pills and its dropdown', async () => {
    renderDiscover();
    await screen.findByText('The Dark Knight');
    const genres = within(carousel('Action movies')).getByRole('group', { name: 'Genres' });
    const pills = within(genres).getAllByRole('button');
    expect(pills.map((p) => [p.textContent, p.getAttribute('aria-pressed')])).toEqual([
      ['Action', 'true'],
      ['Adventure', 'false'],
      ['Animation', 'false'],
      ['Comedy', 'false'],
      ['Crime', 'false'],
    ]);
    const dropdown = screen.getByRole('combobox', { name: 'More genres' }) as HTMLSelectElement;
    expect([...dropdown.options].map((o) => o.textContent)).toEqual([
      'More genres',
      'Drama',
      'Fantasy',
    ]);

    fireEvent.click(within(genres).getByRole('button', { name: 'Adventure' }));
    await screen.findByText('The Fellowship of the Ring');
    expect(cardTitles(carousel('Adventure movies'))).toEqual(['The Fellowship of the Ring']);
    expect(screen.queryByText('The Dark Knight')).not.toBeInTheDocument();
    expect(
      within(carousel('Adventure movies')).getByRole('button', { name: 'Adventure' }),
    ).toHaveAttribute('aria-pressed', 'true');

    fireEvent.change(dropdown, { target: { value: '14' } });
    await screen.findByText('The Two Towers');
    expect(cardTitles(carousel('Fantasy movies'))).toEqual(['The Two Towers']);
    expect(dropdown.value).toBe('14');
    expect(
      within(carousel('Fantasy movies'))
        .queryAllByRole('button', { pressed: true })
        .map((b) => b.textContent),
    ).toEqual([]);
    expect(tmdb.requests).toContain('discover/movie?with_genres=14');
  });

  it('switches the provider carousel too, and lists every option in the dropdown when narrow', async () => {
    window.innerWidth = 800;
    renderDiscover();
    await screen.findByText('Godzilla Minus One');
    expect(screen.queryByRole('group', { name: 'Streaming services' })).not.toBeInTheDocument();
    const services = screen.getByRole('combobox', { name: 'More services' }) as HTMLSelectElement;
    expect([...services.options].map((o) => o.textContent)).toEqual(['Netflix', 'Disney Plus']);
    fireEvent.change(services, { target: { value: '337' } });
    await screen.findByText('Finding Nemo');
    expect(cardTitles(carousel('Movies on Disney Plus'))).toEqual(['Finding Nemo']);
  });

  it('turns pills into a dropdown when the window narrows', async () => {
    renderDiscover();
    await screen.findByText('The Dark Knight');
    expect(screen.getByRole('group', { name: 'Genres' })).toBeInTheDocument();
    act(() => {
      window.innerWidth = 850;
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.queryByRole('group', { name: 'Genres' })).not.toBeInTheDocument();
    const dropdown = screen.getByRole('combobox', { name: 'More genres' }) as HTMLSelectElement;
    expect(dropdown.options).toHaveLength(7);
    expect(dropdown.value).toBe('28');
  });

  it('leaves out the provider carousel when no service is listed', async () => {
    tmdb.empty('watch/providers/movie');
    renderDiscover();
    await screen.findByText('The Dark Knight');
    expect(carouselHeadings()).toEqual([
      'Latest releases',
      '4K releases',
      'Top rated movies',
      'Action movies',
    ]);
  });

  it('falls back to popular titles when a list fails', async () => {
    tmdb.fail('movie/now_playing');
    renderDiscover();
    await screen.findByText('Fight Club');
    expect(carouselHeadings()[0]).toBe('Popular movies');
    expect(cardTitles(carousel('Popular movies'))).toEqual(['Fight Club']);
    expect(
      within(carousel('Popular movies')).getByRole('link', { name: 'View more: Popular movies' }),
    ).toHaveAttribute('href', '/discover/more/popular/movie');
    expect(warn).not.toHaveBeenCalled();
  });

  it('says so and warns when the fallback fails too, without logging an error', async () => {
    tmdb.fail('movie/now_playing');
    tmdb.fail('movie/popular', 503);
    renderDiscover();
    await screen.findByText('The Shawshank Redemption');
    const latest = carousel('Latest releases');
    await within(latest).findByText('Could not load these titles.');
    expect(warn).toHaveBeenCalledWith(
      'Discover: a carousel and its fallback failed to load',
      expect.objectContaining({
        failures: ['The movie database answered 500', 'The movie database answered 503'],
      }),
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('says when a list is empty', async () => {
    tmdb.empty('movie/top_rated');
    renderDiscover();
    await within(carousel('Top rated movies')).findByText('Nothing here yet.');
  });

  it('shows skeletons and fetches nothing until a carousel nears the viewport', async () => {
    const observers: {
      callback: IntersectionObserverCallback;
      options?: IntersectionObserverInit;
    }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    renderDiscover();
    await waitFor(() => expect(screen.getAllByTestId('carousel-skeleton')).toHaveLength(5));
    expect(screen.getAllByTestId('carousel-skeleton')[0]!.children).toHaveLength(10);
    expect(tmdb.requests.filter((r) => r.startsWith('movie/'))).toEqual([]);
    expect(observers[0]!.options?.rootMargin).toBe('300px 0px 300px 0px');
    act(() =>
      observers[0]!.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    await screen.findByText('Dune: Part Two');
    expect(tmdb.requests).toContain('movie/now_playing');
    expect(tmdb.requests).not.toContain('movie/top_rated');
    expect(screen.getAllByTestId('carousel-skeleton')).toHaveLength(4);
  });
});

describe('recommendations', () => {
  it("offers the viewer's movies, newest first, and recommends from the chosen one", async () => {
    useBookmarkStore.setState({
      bookmarks: {
        '603': { type: 'movie', title: 'The Matrix', updatedAt: 2000 },
        '1396': { type: 'show', title: 'Breaking Bad', updatedAt: 5000 },
      },
    });
    useProgressStore.setState({
      items: {
        '155': {
          type: 'movie',
          title: 'The Dark Knight',
          updatedAt: 1000,
          seasons: {},
          episodes: {},
        },
      },
    });
    renderDiscover();
    await screen.findByText('The Matrix Reloaded');
    expect(carouselHeadings()[0]).toBe('Because you watched The Matrix');
    const picker = screen.getByRole('combobox', { name: 'Based on' }) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'The Matrix',
      'The Dark Knight',
    ]);
    expect(picker.value).toBe('603');

    fireEvent.change(picker, { target: { value: '155' } });
    await screen.findByText('Batman Begins');
    expect(carouselHeadings()[0]).toBe('Because you watched The Dark Knight');
    expect(
      within(carousel('Because you watched The Dark Knight')).getByRole('link', {
        name: /^View more/,
      }),
    ).toHaveAttribute('href', '/discover/more/recommendations/155/movie');
  });

  it("recommends shows on the TV tab from the viewer's shows", async () => {
    useBookmarkStore.setState({
      bookmarks: { '1396': { type: 'show', title: 'Breaking Bad', updatedAt: 5000 } },
    });
    useDiscoverStore.setState({ selectedCategory: 'tvshows' });
    renderDiscover();
    await screen.findByText('Better Call Saul');
    expect(carouselHeadings()[0]).toBe('Because you watched Breaking Bad');
  });
});

describe('tabs', () => {
  it('moves between tabs with the arrow keys and shows the TV carousels', async () => {
    renderDiscover();
    const movies = screen.getByRole('tab', { name: 'Movies' });
    movies.focus();
    fireEvent.keyDown(movies, { key: 'ArrowRight' });
    const tv = screen.getByRole('tab', { name: 'TV Shows' });
    expect(tv).toHaveAttribute('aria-selected', 'true');
    expect(tv).toHaveAttribute('tabindex', '0');
    expect(movies).toHaveAttribute('tabindex', '-1');
    expect(tv).toHaveFocus();
    expect(useDiscoverStore.getState().selectedCategory).toBe('tvshows');

    await screen.findByText('Chernobyl');
    await screen.findByText('Dark');
    expect(carouselHeadings()).toEqual([
      'Latest TV releases',
      'Top rated shows',
      'Popular shows',
      'Shows on Netflix',
      'Drama shows',
    ]);
    expect(cardTitles(carousel('Latest TV releases'))).toEqual(['The Last of Us']);
    expect(
      within(carousel('Popular shows')).getByRole('link', { name: /Game of Thrones/ }),
    ).toHaveAttribute('href', '/media/tmdb-tv-1399-game-of-thrones');

    fireEvent.keyDown(tv, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Editor Picks' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Editor Picks' }), { key: 'ArrowRight' });
    expect(movies).toHaveAttribute('aria-selected', 'true');
  });

  it('opens on the remembered tab', async () => {
    useDiscoverStore.setState({ selectedCategory: 'tvshows' });
    renderDiscover();
    await screen.findByText('The Last of Us');
    expect(screen.getByRole('tab', { name: 'TV Shows' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('editor picks', () => {
  it('shows the picked movies and shows in a shuffled order, skipping one that fails', async () => {
    tmdb.fail(`movie/${EDITOR_PICK_MOVIE_IDS[0]}`, 404);
    useDiscoverStore.setState({ selectedCategory: 'editorpicks' });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    renderDiscover();
    const movies = await screen.findByRole('region', { name: 'Editor picks: movies' });
    await within(movies).findByText(`Pick movie ${EDITOR_PICK_MOVIE_IDS[1]}`);
    const shows = carousel('Editor picks: shows');
    await within(shows).findByText(`Pick show ${EDITOR_PICK_SHOW_IDS[0]}`);
    vi.mocked(Math.random).mockRestore();

    const movieTitles = cardTitles(movies);
    expect(movieTitles).toHaveLength(30);
    expect(movieTitles).not.toContain(`Pick movie ${EDITOR_PICK_MOVIE_IDS[0]}`);
    // With every draw 0, Fisher–Yates moves the first id to the end and shifts the rest forward;
    // that first id is the one that failed.
    const expectedMovies = EDITOR_PICK_MOVIE_IDS.slice(1).map((id) => `Pick movie ${id}`);
    expect(movieTitles).toEqual(expectedMovies);
    expect(cardTitles(shows)).toHaveLength(16);
    expect(cardTitles(shows).toSorted()).toEqual(
      EDITOR_PICK_SHOW_IDS.map((id) => `Pick show ${id}`).toSorted(),
    );
    expect(within(movies).queryByRole('link', { name: /^View more/ })).not.toBeInTheDocument();
  });

  it('says so when no pick loads', async () => {
    for (const id of EDITOR_PICK_SHOW_IDS) tmdb.fail(`tv/${id}`);
    useDiscoverStore.setState({ selectedCategory: 'editorpicks' });
    renderDiscover();
    await within(carousel('Editor picks: shows')).findByText('Could not load these titles.');
    // The warning comes from an effect, which may run a frame after the message is on screen.
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Discover: none of the tv editor picks could be loaded'),
    );
    expect(error).not.toHaveBeenCalled();
  });
});

describe('the remembered view', () => {
  it('saves the url and scroll position before a more link is followed', async () => {
    const router = renderDiscover();
    await screen.findByText('Dune: Part Two');
    window.scrollY = 640;
    fireEvent.click(screen.getByRole('link', { name: 'View more: Latest releases' }));
    await screen.findByText('more page');
    expect(router.state.location.pathname).toBe('/discover/more/nowPlaying/movie');
    expect(useDiscoverStore.getState().lastView).toEqual({ url: '/discover', scrollY: 640 });
    window.scrollY = 0;
  });

  it('scrolls back to the saved position when the page opens at the saved url', async () => {
    useDiscoverStore.setState({ lastView: { url: '/discover', scrollY: 900 } });
    renderDiscover();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 900 }));
  });

  it('stays at the top when the saved view is of another page', async () => {
    useDiscoverStore.setState({ lastView: { url: '/discover/more/popular/tv', scrollY: 900 } });
    renderDiscover();
    await screen.findByText('Dune: Part Two');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
