import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import '../src/shared/i18n/i18n.ts';
import { DetailsModalHost } from '../src/features/browse/details/DetailsModalHost.tsx';
import { appConfig } from '../src/shared/config.ts';
import { usePreferencesStore } from '../src/shared/stores/preferences.ts';
import { serveMovieDatabase } from './movie-database-fake.ts';
import { serveRatings } from './ratings-fake.ts';
import { renderRouter } from './render-router.tsx';

const ratingsConfig = appConfig as { ratings: boolean };

const titles: Record<string, unknown> = {
  'movie/603': { id: 603, title: 'The Matrix', poster_path: null, release_date: '1999-03-31' },
  'movie/550': { id: 550, title: 'Fight Club', poster_path: null, release_date: '1999-10-15' },
  'tv/1399': { id: 1399, name: 'Game of Thrones', poster_path: null, first_air_date: '2011-04-17' },
};

function openDetails(param: string) {
  serveMovieDatabase((path) => titles[path]);
  const router = createMemoryRouter([{ path: '*', element: <DetailsModalHost /> }], {
    initialEntries: [`/?details=${param}`],
  });
  return renderRouter(router);
}

beforeEach(() => {
  localStorage.clear();
  usePreferencesStore.setState({ enableDetailsModal: true });
  ratingsConfig.ratings = true;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  ratingsConfig.ratings = false;
});

describe("the details window's ratings", () => {
  it('shows all three scores, linked to their pages', async () => {
    const requests = serveRatings({
      'movie-603': {
        imdb: { rating: 8.7, votes: 2187641, url: 'https://www.imdb.com/title/tt0133093/' },
        rottenTomatoes: {
          tomatoScore: 83,
          tomatoIcon: 'fresh',
          url: 'https://www.rottentomatoes.com/m/matrix',
        },
        metacritic: { score: 73 },
      },
    });
    openDetails('movie-603');
    const dialog = await screen.findByRole('dialog', { name: 'The Matrix' });
    const section = await within(dialog).findByRole('region', { name: 'Ratings' });
    const imdb = within(section).getByRole('link', { name: /IMDb/ });
    expect(imdb).toHaveAttribute('href', 'https://www.imdb.com/title/tt0133093/');
    expect(imdb).toHaveTextContent('8.7/10');
    expect(imdb).toHaveTextContent('2,187,641 votes');
    const tomatoes = within(section).getByRole('link', { name: /Rotten Tomatoes/ });
    expect(tomatoes).toHaveAttribute('href', 'https://www.rottentomatoes.com/m/matrix');
    expect(tomatoes).toHaveTextContent('83%');
    expect(tomatoes).toHaveTextContent('Fresh');
    expect(within(section).getByText('Metacritic').parentElement).toHaveTextContent('73/100');
    expect(requests).toEqual(['movie/603']);
  });

  it('shows only the scores there are, and a rotten score as rotten', async () => {
    serveRatings({
      'tv-1399': {
        imdb: null,
        rottenTomatoes: { tomatoScore: 41, tomatoIcon: 'rotten' },
        metacritic: null,
      },
    });
    openDetails('tv-1399');
    const dialog = await screen.findByRole('dialog', { name: 'Game of Thrones' });
    const section = await within(dialog).findByRole('region', { name: 'Ratings' });
    expect(section).toHaveTextContent('41%');
    expect(section).toHaveTextContent('Rotten');
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    expect(within(section).queryByText('IMDb')).not.toBeInTheDocument();
    expect(within(section).queryByText('Metacritic')).not.toBeInTheDocument();
  });

  it('shows nothing for a title without ratings, or when the server cannot answer', async () => {
    const requests = serveRatings({
      'movie-603': { status: 429, message: "The server's daily OMDb request limit is reached" },
    });
    openDetails('movie-550');
    const dialog = await screen.findByRole('dialog', { name: 'Fight Club' });
    await waitFor(() => expect(requests).toEqual(['movie/550']));
    expect(within(dialog).queryByRole('region', { name: 'Ratings' })).not.toBeInTheDocument();
    cleanup();

    openDetails('movie-603');
    const limited = await screen.findByRole('dialog', { name: 'The Matrix' });
    await waitFor(() => expect(requests).toEqual(['movie/550', 'movie/603']));
    expect(within(limited).queryByRole('region', { name: 'Ratings' })).not.toBeInTheDocument();
    expect(within(limited).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks nothing when the server offers no ratings', async () => {
    ratingsConfig.ratings = false;
    const requests = serveRatings({});
    openDetails('movie-603');
    const dialog = await screen.findByRole('dialog', { name: 'The Matrix' });
    expect(within(dialog).queryByRole('region', { name: 'Ratings' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
