import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../src/i18n.ts';
import { DiscoverPage } from '../src/pages/discover/DiscoverPage.tsx';
import { useBookmarkStore } from '../src/stores/bookmarks.ts';
import { useDiscoverStore } from '../src/stores/discover.ts';
import { usePreferencesStore } from '../src/stores/preferences.ts';
import { useProgressStore } from '../src/stores/progress.ts';
import { serveLibraryAvailability } from './library-fake.ts';
import { serveMovieDatabase } from './movie-database-fake.ts';

const details: Record<string, unknown> = {
  'movie/45745': { id: 45745, title: 'Sintel', release_date: '2010-09-27', poster_path: null },
  'tv/1001': { id: 1001, name: 'Demo Show', first_air_date: '2020-01-01', poster_path: null },
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

function gridTitles(): string[] {
  const grid = screen.getByRole('list', { name: 'Ready to watch here' });
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
});
