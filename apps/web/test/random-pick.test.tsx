import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { RandomPickButton } from '../src/features/browse/random-pick/RandomPickButton.tsx';
import { serveLibraryAvailability, servePlayVerdicts } from './library-fake.ts';
import { serveMovieDatabase } from './movie-database-fake.ts';

const NOW = new Date('2026-06-01T12:00:00Z');

/** Popular movies where only one is out, so the dice can land on nothing else. */
function servePopular(results: { id: number; title: string; release_date: string }[]) {
  return serveMovieDatabase((path) =>
    path === 'movie/popular'
      ? {
          page: 1,
          total_pages: 1,
          total_results: results.length,
          results: results.map((r) => ({ ...r, poster_path: null })),
        }
      : undefined,
  );
}

function renderDice(extraRoutes: RouteObject[] = []) {
  const router = createMemoryRouter(
    [
      { path: '/discover', element: <RandomPickButton /> },
      { path: '/media/*', element: <p>player</p> },
      ...extraRoutes,
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

const dice = () => screen.getByRole('button', { name: 'Watch Something Random' });
const status = () => screen.getByRole('status');
/**
 * The status says nothing. Its text, not its nodes: Preact keeps an empty text node where React
 * left none, and neither shows or announces anything.
 */
const expectSilentStatus = () => expect(status()).toHaveTextContent('');
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  // The clock also runs on by itself, so requests and waits go on as usual; a step of the
  // countdown takes a whole second, far more than the test's own time between steps.
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  // Only The Matrix plays here.
  serveLibraryAvailability({ movies: [603], shows: [] });
  servePlayVerdicts({ movies: [603], shows: [] });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('random pick', () => {
  it('counts 5..1 with a chosen title that plays here, then opens it in the player', async () => {
    const { requests } = servePopular([
      { id: 604, title: 'Nowhere to Play', release_date: '2003-05-15' },
      { id: 11, title: 'Coming Soon', release_date: '2030-01-01' },
      { id: 603, title: 'The Matrix', release_date: '1999-03-31' },
    ]);
    // The first title would be chosen if unplayable ones were in the draw.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const router = renderDice();
    fireEvent.click(dice());
    await screen.findByText('Playing The Matrix in 5…');
    expect(dice()).toHaveAttribute('aria-pressed', 'true');
    expect(requests).toEqual([
      'movie/popular?page=1&language=en',
      'movie/popular?page=2&language=en',
      'movie/popular?page=3&language=en',
    ]);
    for (const seconds of [4, 3, 2, 1]) {
      await advance(1000);
      expect(status()).toHaveTextContent(`Playing The Matrix in ${seconds}…`);
    }
    expect(router.state.location.pathname).toBe('/discover');
    await advance(1000);
    expect(router.state.location.pathname).toBe('/media/tmdb-movie-603-random');
  });

  it('cancels on a second click of the dice', async () => {
    servePopular([{ id: 603, title: 'The Matrix', release_date: '1999-03-31' }]);
    const router = renderDice();
    fireEvent.click(dice());
    await screen.findByText('Playing The Matrix in 5…');
    await advance(2000);
    fireEvent.click(dice());
    expectSilentStatus();
    expect(dice()).toHaveAttribute('aria-pressed', 'false');
    await advance(10_000);
    expect(router.state.location.pathname).toBe('/discover');
  });

  it('cancels from its cancel button and on Escape', async () => {
    servePopular([{ id: 603, title: 'The Matrix', release_date: '1999-03-31' }]);
    const router = renderDice();
    fireEvent.click(dice());
    await screen.findByText('Playing The Matrix in 5…');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    fireEvent.click(dice());
    await screen.findByText('Playing The Matrix in 5…');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expectSilentStatus();
    await advance(10_000);
    expect(router.state.location.pathname).toBe('/discover');
  });

  it('gives way to a navigation the viewer starts during the countdown', async () => {
    servePopular([{ id: 603, title: 'The Matrix', release_date: '1999-03-31' }]);
    // A page whose code is still loading when the countdown would have ended.
    let loadPage: (route: { Component: () => React.JSX.Element }) => void = () => undefined;
    const router = renderDice([
      { path: '/about', lazy: () => new Promise((resolve) => (loadPage = resolve)) },
    ]);
    fireEvent.click(dice());
    await screen.findByText('Playing The Matrix in 5…');
    await advance(3000);
    void router.navigate('/about');
    // Second by second, as the countdown's own timer runs, past where it would have ended.
    for (let i = 0; i < 4; i++) await advance(1000);
    await act(async () => loadPage({ Component: () => <p>about</p> }));
    await screen.findByText('about');
    expect(router.state.location.pathname).toBe('/about');
  });

  it('says so when no popular movie that plays here is out yet', async () => {
    servePopular([{ id: 11, title: 'Coming Soon', release_date: '2030-01-01' }]);
    renderDice();
    fireEvent.click(dice());
    await screen.findByText(
      'Nothing here can be played right now, so there is nothing to choose from.',
    );
    expect(dice()).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when the list cannot be loaded', async () => {
    serveMovieDatabase(() => undefined);
    renderDice();
    fireEvent.click(dice());
    await screen.findByText('Could not choose a title. Try again.');
  });
});
