import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { MediaCard } from '../src/features/browse/media/MediaCard.tsx';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { withProviders } from './home-render.tsx';
import { serveLibraryAvailability } from './library-fake.ts';

const nextYear = new Date().getFullYear() + 1;

beforeEach(() => {
  // A server without the library's availability call: cards carry no availability marks.
  serveLibraryAvailability(404);
  localStorage.clear();
  useProgressStore.setState({ items: {}, updateQueue: [] });
});
afterEach(cleanup);

describe('media card', () => {
  it('links a released title to its player route and shows title, year and type', () => {
    render(
      withProviders(
        <MediaCard media={{ id: '603', title: 'The Matrix', type: 'movie', year: 1999 }} />,
      ),
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/media/tmdb-movie-603-the-matrix');
    // The line under the title; the poster repeats it, hidden from screen readers, on hover.
    expect(screen.getByText('Movie · 1999', { selector: 'p' })).toBeInTheDocument();
  });

  it('does not link an unreleased title and says so', () => {
    render(
      withProviders(
        <MediaCard
          media={{
            id: '9',
            title: 'Future Film',
            type: 'movie',
            year: nextYear,
            releaseDate: `${nextYear}-12-01`,
          }}
        />,
      ),
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Not released yet')).toBeInTheDocument();
  });

  it('links a title without a year once its release date has passed', () => {
    render(
      withProviders(
        <MediaCard
          media={{ id: '5', title: 'Old Show', type: 'show', releaseDate: '2001-01-01' }}
        />,
      ),
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/media/tmdb-tv-5-old-show');
  });

  it('shows the watched percentage from the progress store', () => {
    useProgressStore.getState().updateProgress({
      meta: { tmdbId: '603', title: 'The Matrix', year: 1999, type: 'movie' },
      progress: { watched: 1500, duration: 6000 },
    });
    render(
      withProviders(
        <MediaCard media={{ id: '603', title: 'The Matrix', type: 'movie', year: 1999 }} />,
      ),
    );
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-label', '25% watched');
  });

  it('shows no bar without progress', () => {
    render(
      withProviders(<MediaCard media={{ id: '1', title: 'Fresh', type: 'movie', year: 2000 }} />),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
