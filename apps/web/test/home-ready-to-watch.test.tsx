import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { BackendError } from '../src/shared/clients/backend.ts';
import { fetchLibraryAvailability } from '../src/shared/clients/library.ts';
import { EAGER_POSTERS, MediaCard } from '../src/features/browse/media/MediaCard.tsx';
import { useBookmarkStore } from '../src/shared/stores/bookmarks.ts';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { renderHome, withProviders } from './home-render.tsx';
import { serveLibraryAvailability } from './library-fake.ts';
import { serveMovieDatabase } from './movie-database-fake.ts';

/** The demo library: three movies and one show. */
const demo = { movies: [10378, 45745], shows: [1001] };

const details: Record<string, unknown> = {
  'movie/10378': {
    id: 10378,
    title: 'Big Buck Bunny',
    release_date: '2008-04-10',
    poster_path: '/bunny.svg',
  },
  'movie/45745': { id: 45745, title: 'Sintel', release_date: '2010-09-27', poster_path: null },
  'tv/1001': { id: 1001, name: 'Demo Show', first_air_date: '2020-01-01', poster_path: null },
};

beforeEach(() => {
  localStorage.clear();
  useProgressStore.setState({ items: {}, updateQueue: [] });
  useBookmarkStore.setState({ bookmarks: {}, updateQueue: [] });
});
afterEach(cleanup);

describe('library availability client', () => {
  it('reads the ids of the titles that play here', async () => {
    const asked = serveLibraryAvailability(demo);
    await expect(fetchLibraryAvailability()).resolves.toEqual(demo);
    expect(asked.count).toBe(1);
  });

  it('rejects a failed answer', async () => {
    serveLibraryAvailability(503);
    const failure = fetchLibraryAvailability();
    await expect(failure).rejects.toBeInstanceOf(BackendError);
    await expect(failure).rejects.toMatchObject({ status: 503 });
  });
});

describe('card availability marks', () => {
  it('shows a Ready to watch badge on a title the library plays', async () => {
    serveLibraryAvailability(demo);
    render(
      withProviders(
        <MediaCard media={{ id: '45745', title: 'Sintel', type: 'movie', year: 2010 }} />,
      ),
    );
    const link = screen.getByRole('link');
    await waitFor(() => expect(link).toHaveAccessibleName(/Ready to watch/));
    expect(within(link).getByText('Ready to watch')).toBeVisible();
    expect(within(link).queryByText("Not in this server's library")).not.toBeInTheDocument();
  });

  it('marks a title the library cannot play without hiding it', async () => {
    serveLibraryAvailability(demo);
    render(
      withProviders(
        <MediaCard
          media={{
            id: '603',
            title: 'The Matrix',
            type: 'movie',
            year: 1999,
            poster: '/matrix.jpg',
          }}
        />,
      ),
    );
    const link = screen.getByRole('link');
    await waitFor(() => expect(link).toHaveAccessibleName(/Not in this server's library/));
    expect(within(link).getByText('The Matrix')).toBeVisible();
    expect(within(link).queryByText('Ready to watch')).not.toBeInTheDocument();
  });

  it('tells movies and shows apart by kind, not by id alone', async () => {
    serveLibraryAvailability({ movies: [1001], shows: [] });
    render(
      withProviders(
        <MediaCard media={{ id: '1001', title: 'Demo Show', type: 'show', year: 2020 }} />,
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('link')).toHaveAccessibleName(/Not in this server's library/),
    );
  });

  it('marks nothing while the library cannot be asked', async () => {
    const asked = serveLibraryAvailability(500);
    render(
      withProviders(
        <MediaCard media={{ id: '45745', title: 'Sintel', type: 'movie', year: 2010 }} />,
      ),
    );
    await waitFor(() => expect(asked.count).toBe(1));
    const link = screen.getByRole('link');
    expect(link).not.toHaveAccessibleName(/Ready to watch|Not in this server's library/);
  });
});

describe("a newcomer's home", () => {
  it('opens with a Ready to watch row of the titles that play here', async () => {
    serveLibraryAvailability(demo);
    const movieDatabase = serveMovieDatabase((path) => details[path]);
    renderHome('/');
    const row = await screen.findByRole('list', { name: 'Ready to watch' });
    await waitFor(() =>
      expect(
        within(row)
          .getAllByRole('link')
          .map((l) => l.getAttribute('href')),
      ).toEqual([
        '/media/tmdb-movie-10378-big-buck-bunny',
        '/media/tmdb-movie-45745-sintel',
        '/media/tmdb-tv-1001-demo-show',
      ]),
    );
    expect(within(row).getAllByText('Ready to watch')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Ready to watch' })).toBeInTheDocument();
    expect(movieDatabase.requests.map((r) => r.split('?')[0]).sort()).toEqual([
      'movie/10378',
      'movie/45745',
      'tv/1001',
    ]);
  });

  it("loads the first screen's posters at once and leaves the rest until they come near", async () => {
    const ids = [101, 102, 103, 104, 105, 106, 107, 108];
    serveLibraryAvailability({ movies: ids, shows: [] });
    serveMovieDatabase((path) => {
      const id = Number(path.replace('movie/', ''));
      return ids.includes(id)
        ? { id, title: `Film ${id}`, release_date: '2001-01-01', poster_path: `/poster-${id}.jpg` }
        : undefined;
    });
    renderHome('/');
    const row = await screen.findByRole('list', { name: 'Ready to watch' });
    await waitFor(() => expect(row.querySelectorAll('img')).toHaveLength(8));
    const posters = [...row.querySelectorAll('img')].map((img) => [
      img.getAttribute('loading'),
      img.getAttribute('fetchpriority'),
    ]);
    expect(posters).toEqual([
      ...Array.from({ length: EAGER_POSTERS }, () => ['eager', 'high']),
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it('leaves out a title the movie database cannot describe and keeps the others', async () => {
    serveLibraryAvailability({ movies: [10378, 999999], shows: [] });
    serveMovieDatabase((path) => details[path]);
    renderHome('/');
    const row = await screen.findByRole('list', { name: 'Ready to watch' });
    expect(within(row).getAllByRole('link')).toHaveLength(1);
    expect(within(row).getByText('Big Buck Bunny')).toBeInTheDocument();
  });

  it('is not offered once the viewer has bookmarks', async () => {
    const asked = serveLibraryAvailability(demo);
    serveMovieDatabase((path) => details[path]);
    useBookmarkStore.getState().addBookmark({
      tmdbId: '603',
      type: 'movie',
      title: 'The Matrix',
      year: 1999,
    });
    renderHome('/');
    expect(await screen.findByRole('heading', { name: 'Bookmarks' })).toBeInTheDocument();
    // The bookmark's card asks for availability, so the answer is in before checking.
    await waitFor(() => expect(asked.count).toBe(1));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /The Matrix/ })).toHaveAccessibleName(
        /Not in this server's library/,
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Ready to watch' })).not.toBeInTheDocument();
  });

  it('shows no row when the server plays nothing', async () => {
    const asked = serveLibraryAvailability({ movies: [], shows: [] });
    renderHome('/');
    await waitFor(() => expect(asked.count).toBe(1));
    expect(screen.queryByRole('heading', { name: 'Ready to watch' })).not.toBeInTheDocument();
  });
});
