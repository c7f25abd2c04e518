import type { MovieLists } from '@screenroom/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FourKCarousel } from '../src/features/browse/discover/FourKCarousel.tsx';
import { discoverRoutes } from '../src/app/routes/discover-routes.tsx';
import { withProviders } from './home-render.tsx';
import { serveLibraryAvailability } from './library-fake.ts';
import { serveLists } from './lists-fake.ts';
import { renderRoutes } from './pages-render.tsx';

const lists: MovieLists = {
  lists: [
    {
      listName: 'Blender open movies',
      listUrl: '/discover/all#blender-open-movies',
      tmdbMovies: [
        { id: 9761, title: 'Elephants Dream', poster_path: '/ed.svg', release_date: '2006-03-24' },
        { id: 45745, title: 'Sintel', poster_path: null, release_date: '2010-09-27' },
      ],
    },
    {
      listName: 'Operator picks',
      listUrl: 'https://lists.example/operator-picks',
      tmdbMovies: [{ id: 19, title: 'Metropolis', poster_path: null, release_date: '1927-01-10' }],
    },
    { listName: 'Nothing yet', listUrl: 'javascript:alert(1)', tmdbMovies: [] },
  ],
};

const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
const scrollIntoView = vi.fn();

beforeEach(() => {
  // Cards ask which titles play here; none do in these tests.
  serveLibraryAvailability({ movies: [], shows: [] });
  warn.mockClear();
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  cleanup();
});

function cardTitles(section: HTMLElement): string[] {
  return within(section)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent ?? '');
}

describe('the All movie lists page (/discover/all)', () => {
  it('shows every list as a carousel of its movies, in the order given', async () => {
    serveLists({ lists });
    renderRoutes(discoverRoutes, '/discover/all');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All movie lists' }),
    ).toBeInTheDocument();
    await screen.findByText('Elephants Dream');
    await waitFor(() => expect(document.title).toBe('All movie lists - Screenroom'));
    const blender = screen.getByRole('region', { name: 'Blender open movies' });
    expect(cardTitles(blender)).toEqual(['Elephants Dream', 'Sintel']);
    expect(within(blender).getByRole('link', { name: /Sintel/ })).toHaveAttribute(
      'href',
      '/media/tmdb-movie-45745-sintel',
    );
    expect(cardTitles(screen.getByRole('region', { name: 'Operator picks' }))).toEqual([
      'Metropolis',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Nothing yet' })).getByText('Nothing here yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('links a list kept elsewhere, and gives each list an address on the page', async () => {
    serveLists({ lists });
    renderRoutes(discoverRoutes, '/discover/all');
    await screen.findByText('Metropolis');
    const link = screen.getByRole('link', { name: 'Open this list on lists.example' });
    expect(link).toHaveAttribute('href', 'https://lists.example/operator-picks');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Our own lists are their place on this page; a script address is never a link.
    expect(screen.getAllByRole('link', { name: /^Open this list/ })).toHaveLength(1);
    const sections = ['blender-open-movies', 'list-2', 'list-3'].map((id) =>
      document.getElementById(id),
    );
    expect(sections.map((section) => section?.querySelector('h2')?.textContent)).toEqual([
      'Blender open movies',
      'Operator picks',
      'Nothing yet',
    ]);
  });

  it('scrolls to the list its address names once the lists arrive', async () => {
    serveLists({ lists });
    renderRoutes(discoverRoutes, '/discover/all#list-2');
    await screen.findByText('Metropolis');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('list-2'));
  });

  it('says when there are no lists', async () => {
    serveLists({ lists: { lists: [] } });
    renderRoutes(discoverRoutes, '/discover/all');
    expect(await screen.findByText('There are no lists yet.')).toBeInTheDocument();
  });

  it('says so when the lists fail to load, and tries again on request', async () => {
    const asked = serveLists({ lists: 502 });
    renderRoutes(discoverRoutes, '/discover/all');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the lists.');
    // The warning comes from an effect, which may run a frame after the message is on screen.
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    serveLists({ lists });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Elephants Dream');
    expect(asked.lists).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('refuses an answer in another shape', async () => {
    serveLists({ lists: { results: [] } as unknown as MovieLists });
    renderRoutes(discoverRoutes, '/discover/all');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the lists.');
  });
});

describe('the 4K releases carousel', () => {
  it('shows the movies the server counts as 4K releases', async () => {
    const asked = serveLists();
    render(withProviders(<FourKCarousel />));
    const section = await screen.findByRole('region', { name: '4K releases' });
    await within(section).findByText('Big Buck Bunny');
    expect(cardTitles(section)).toEqual(['Big Buck Bunny', 'Sintel']);
    expect(within(section).queryByRole('link', { name: /View more/ })).not.toBeInTheDocument();
    expect(asked.fourK).toBe(1);
  });

  it('says so, with a warning, when they fail to load', async () => {
    serveLists({ fourK: 500 });
    render(withProviders(<FourKCarousel />));
    expect(await screen.findByText('Could not load these titles.')).toBeInTheDocument();
    // The warning comes from an effect, which may run a frame after the message is on screen.
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'Discover: the 4K releases could not be loaded',
        expect.anything(),
      ),
    );
  });
});
