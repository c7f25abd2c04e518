import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { DiscoverPage } from '../src/features/browse/discover/DiscoverPage.tsx';
import { useBookmarkStore } from '../src/shared/stores/bookmarks.ts';
import { useDiscoverStore } from '../src/shared/stores/discover.ts';
import { usePreferencesStore } from '../src/shared/stores/preferences.ts';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { renderHome } from './home-render.tsx';
import { serveLibraryAvailability, serveMayPlay, servePlayVerdicts } from './library-fake.ts';
import { serveMovieDatabase } from './movie-database-fake.ts';

const details: Record<string, unknown> = {
  'movie/45745': { id: 45745, title: 'Sintel', release_date: '2010-09-27', poster_path: null },
  'tv/1001': { id: 1001, name: 'Demo Show', first_air_date: '2020-01-01', poster_path: null },
  // Only the archive could carry these public-domain films.
  'movie/20367': { id: 20367, title: 'Detour', release_date: '1945-11-30', poster_path: null },
  'movie/19': { id: 19, title: 'Metropolis', release_date: '1927-02-06', poster_path: null },
  'movie/238': { id: 238, title: 'The Godfather', release_date: '1972-03-14', poster_path: null },
};

function renderDiscover() {
  const router = createMemoryRouter([{ path: '/discover', element: <DiscoverPage /> }], {
    initialEntries: ['/discover'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function gridTitles(name = 'Ready to watch here'): string[] {
  const grid = screen.getByRole('list', { name });
  return within(grid)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent ?? '');
}

beforeEach(() => {
  localStorage.clear();
  useDiscoverStore.setState({ selectedCategory: 'movies', lastView: null });
  usePreferencesStore.setState({ playsHereFilter: true });
  useBookmarkStore.setState({ bookmarks: {}, updateQueue: [] });
  useProgressStore.setState({ items: {}, updateQueue: [] });
  // A server with no source besides its library: nothing else may play.
  serveMayPlay([]);
});

afterEach(() => {
  cleanup();
  usePreferencesStore.setState({ playsHereFilter: false });
});

describe("discover's ready-to-watch filter", () => {
  it("narrows each tab to its kind of title that plays here, and turns off to the tab's rows", async () => {
    serveLibraryAvailability({ movies: [45745], shows: [1001] });
    serveMovieDatabase((path) => details[path]);
    renderDiscover();
    const toggle = screen.getByRole('button', { name: 'Plays here' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(gridTitles()).toEqual(['Sintel']));
    expect(screen.getByText('Ready to watch', { selector: 'span' })).toBeVisible();

    fireEvent.click(screen.getByRole('tab', { name: 'TV Shows' }));
    await waitFor(() => expect(gridTitles()).toEqual(['Demo Show']));

    fireEvent.click(screen.getByRole('tab', { name: 'Editor Picks' }));
    await waitFor(() => expect(gridTitles()).toEqual(['Sintel', 'Demo Show']));

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('list', { name: 'Ready to watch here' })).not.toBeInTheDocument();
  });

  it('says so when nothing of the kind plays here', async () => {
    serveLibraryAvailability({ movies: [], shows: [1001] });
    serveMovieDatabase((path) => details[path]);
    renderDiscover();
    expect(
      await screen.findByText('Nothing of this kind plays on this server yet.'),
    ).toBeInTheDocument();
  });

  it('says so when the library cannot be asked', async () => {
    serveLibraryAvailability(502);
    renderDiscover();
    expect(await screen.findByText('Could not find out what plays here.')).toBeInTheDocument();
  });

  it('lists after what plays the titles a source here may have, a page at a time', async () => {
    serveLibraryAvailability({ movies: [45745], shows: [1001] });
    serveMovieDatabase((path) => details[path]);
    const asked = serveMayPlay([
      [{ type: 'movie', tmdbId: 20367 }],
      [{ type: 'movie', tmdbId: 19 }],
    ]);
    renderDiscover();
    await waitFor(() => expect(gridTitles('May play here')).toEqual(['Detour']));
    await waitFor(() => expect(gridTitles()).toEqual(['Sintel']));
    expect(asked[0]?.get('kind')).toBe('movie');
    expect(asked[0]?.get('ownServer')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(gridTitles('May play here')).toEqual(['Detour', 'Metropolis']));
    expect(asked.map((query) => query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('keeps the same titles as search under the filter', async () => {
    serveLibraryAvailability({ movies: [45745], shows: [] });
    servePlayVerdicts({ movies: [45745], shows: [] }, { movies: [20367], shows: [] });
    serveMayPlay([[{ type: 'movie', tmdbId: 20367 }]]);
    serveMovieDatabase((path) =>
      path === 'search/multi'
        ? {
            page: 1,
            total_pages: 1,
            total_results: 3,
            results: [238, 20367, 45745].map((id) => ({
              ...(details[`movie/${id}`] as object),
              media_type: 'movie',
            })),
          }
        : details[path],
    );
    renderDiscover();
    await waitFor(() => expect(gridTitles('May play here')).toEqual(['Detour']));
    await waitFor(() => expect(gridTitles()).toEqual(['Sintel']));
    const discovered = [...gridTitles(), ...gridTitles('May play here')].sort();
    cleanup();

    renderHome('/browse/film');
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent ?? '')
          .sort(),
      ).toEqual(discovered),
    );
    expect(screen.queryByText('The Godfather')).not.toBeInTheDocument();
  });

  it("waits for the filter's default before building a tab, so no carousel loads for nothing", async () => {
    usePreferencesStore.setState({ playsHereFilter: null });
    serveLibraryAvailability({ movies: [45745], shows: [] });
    // One title of a catalog of twenty plays here: the filter starts on.
    const popular = { page: 1, total_pages: 1, total_results: 10, results: [] };
    const database = serveMovieDatabase((path) =>
      path.endsWith('/popular') ? popular : details[path],
    );
    renderDiscover();
    expect(screen.getByTestId('media-grid-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(gridTitles()).toEqual(['Sintel']));
    const asked = database.requests.map((request) => request.replace(/\?.*$/, '')).sort();
    expect(asked).toEqual(['movie/45745', 'movie/popular', 'tv/popular']);
  });

  it('says so when what may play cannot be found out, and still shows what plays', async () => {
    serveLibraryAvailability({ movies: [45745], shows: [] });
    serveMovieDatabase((path) => details[path]);
    serveMayPlay(502);
    renderDiscover();
    expect(await screen.findByText('Could not find out what may play here.')).toBeInTheDocument();
    await waitFor(() => expect(gridTitles()).toEqual(['Sintel']));
  });
});
