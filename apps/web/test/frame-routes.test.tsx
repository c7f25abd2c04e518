import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes, type RouteServices } from '../src/app/routes/app-routes.tsx';
import '../src/shared/i18n/i18n.ts';
import { http, HttpResponse } from 'msw';
import { server } from './msw-server.ts';

function renderAt(path: string, services: RouteServices = { legacyLookup: null }) {
  const router = createMemoryRouter(appRoutes(services), { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  // The root layout pings and syncs; answer every request with an empty page.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  server.use(http.all('*', () => HttpResponse.json({ results: [] })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('app routes', () => {
  it('shows the not-found page with its title for unknown paths', async () => {
    renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: "Couldn't find that page" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(document.title).toBe("Couldn't find that page - Screenroom");
  });

  it('redirects old search links to /browse', async () => {
    const router = renderAt('/search/movie/alien');
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse/alien'));
    const bare = renderAt('/search/movie');
    await waitFor(() => expect(bare.state.location.pathname).toBe('/browse'));
  });

  it('resolves /s/{query} to the player', async () => {
    const search = vi.fn().mockResolvedValue([{ id: '603', title: 'The Matrix', type: 'movie' }]);
    const router = renderAt('/s/tmdb:603', { search, legacyLookup: null });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/media/tmdb-movie-603-the-matrix'),
    );
  });

  it('shows media-not-found for JW links when no streaming-availability service is set', async () => {
    renderAt('/media/JW-movie-tm1');
    expect(
      await screen.findByRole('heading', { name: "Couldn't find that media." }),
    ).toBeInTheDocument();
  });

  it('converts JW links when the service knows the title, keeping the query', async () => {
    const legacyLookup = {
      availabilityTitle: vi.fn().mockResolvedValue({
        title: 'Heat',
        external_ids: [{ provider: 'tmdb', external_id: '949' }],
      }),
      availabilitySeason: vi.fn(),
      tmdbIdFromImdb: vi.fn(),
    };
    const router = renderAt('/media/JW-movie-tm1?watchparty=AB12', { legacyLookup });
    await waitFor(() => expect(router.state.location.pathname).toBe('/media/tmdb-movie-949-heat'));
    expect(router.state.location.search).toBe('?watchparty=AB12');
  });

  it('converts legacy tmdb-show ids to tmdb-tv before the player opens', async () => {
    const router = renderAt('/media/tmdb-show-1399-got/1/2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/media/tmdb-tv-1399-got/1/2'));
  });

  it('keeps the search box, its focus, what is typed next and the scroll when the address follows it', async () => {
    const router = renderAt('/');
    const box = await screen.findByRole('searchbox', { name: 'Search movies and TV shows' });
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    box.focus();
    fireEvent.input(box, { target: { value: 'tears of stee' } });
    // The pause in typing ends and the address follows the box (one page: no remount).
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse/tears%20of%20stee'));
    expect(screen.getByRole('searchbox')).toBe(box);
    expect(box).toHaveFocus();
    fireEvent.input(box, { target: { value: 'tears of steel' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse/tears%20of%20steel'));
    expect(screen.getByRole('searchbox')).toBe(box);
    expect(box).toHaveValue('tears of steel');
    // Still the same page: the viewer stays where they are; another page starts at its top.
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/about'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
