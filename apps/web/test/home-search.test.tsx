import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '../src/shared/stores/preferences.ts';
import { jsonResponse, renderHome } from './home-render.tsx';
import { serveLibraryAvailability } from './library-fake.ts';
import { serveMovieDatabase } from './movie-database-fake.ts';

const matrix = {
  media_type: 'movie',
  id: 603,
  title: 'The Matrix',
  release_date: '1999-03-31',
  poster_path: '/matrix.jpg',
  adult: false,
};
const noPosterShow = {
  media_type: 'tv',
  id: 1399,
  name: 'Matrix Stories',
  first_air_date: '2011-04-17',
  poster_path: null,
};
const person = { media_type: 'person', id: 6384, name: 'Keanu Reeves' };

type Answer = () => Response | Promise<Response>;
/** Answers for the next requests, in order; then `always`; without either the request fails. */
let once: Answer[] = [];
let always: Answer | null = null;
const answerOnce = (answer: Answer) => once.push(answer);
const answerAlways = (answer: Answer) => {
  always = answer;
};
let movieDatabase: ReturnType<typeof serveMovieDatabase>;

function requestedUrls(): URL[] {
  return movieDatabase.urls;
}

beforeEach(() => {
  // The Plays here filter is tried in its own test; here every result shows.
  usePreferencesStore.setState({ playsHereFilter: false });
  once = [];
  always = null;
  // A server without the library's availability call: cards carry no availability marks.
  serveLibraryAvailability(404);
  movieDatabase = serveMovieDatabase(() =>
    (once.shift() ?? always ?? (() => HttpResponse.error()))(),
  );
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('home search', () => {
  it('searches the query from /browse/{query} and shows only movies and shows, posters first', async () => {
    answerAlways(() =>
      jsonResponse({
        page: 1,
        results: [noPosterShow, person, matrix],
        total_pages: 1,
        total_results: 3,
      }),
    );
    renderHome('/browse/matrix');

    const titles = await screen.findAllByRole('heading', { level: 3 });
    expect(titles.map((h) => h.textContent)).toEqual(['The Matrix', 'Matrix Stories']);
    const url = requestedUrls()[0]!;
    expect(url.pathname).toBe('/tmdb/3/search/multi');
    expect(url.searchParams.get('query')).toBe('matrix');
    expect(url.searchParams.get('include_adult')).toBe('false');
    expect(screen.getByRole('link', { name: /The Matrix/ })).toHaveAttribute(
      'href',
      '/media/tmdb-movie-603-the-matrix',
    );
    expect(document.querySelector('main img')).toHaveAttribute(
      'src',
      '/tmdb/images/w342/matrix.jpg',
    );
    expect(screen.getByRole('link', { name: 'Discover more' })).toHaveAttribute(
      'href',
      '/discover',
    );
  });

  it('offers no Discover link under the results while Discover is off', async () => {
    answerAlways(() =>
      jsonResponse({ page: 1, results: [matrix], total_pages: 1, total_results: 1 }),
    );
    usePreferencesStore.setState({ enableDiscover: false });
    try {
      renderHome('/browse/matrix');
      await screen.findAllByRole('heading', { level: 3 });
      expect(screen.queryByRole('link', { name: 'Discover more' })).toBeNull();
    } finally {
      usePreferencesStore.setState({ enableDiscover: true });
    }
  });

  it('shows loading skeletons while the answer is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    const answered = new Promise<Response>((resolve) => (answer = resolve));
    answerAlways(() => answered);
    renderHome('/browse/slow');

    expect(screen.getByTestId('media-grid-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    answer(jsonResponse({ page: 1, results: [matrix], total_pages: 1, total_results: 1 }));
    await screen.findByText('The Matrix');
    expect(screen.queryByTestId('media-grid-skeleton')).not.toBeInTheDocument();
  });

  it('keeps the last results in view, dimmed, while a refined query is answered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reloaded = { ...matrix, id: 604, title: 'The Matrix Reloaded' };
    answerOnce(() =>
      jsonResponse({ page: 1, results: [matrix], total_pages: 1, total_results: 1 }),
    );
    let answer: (response: Response) => void = () => {};
    answerOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { router } = renderHome('/browse/the%20ma');
    await screen.findByText('The Matrix');

    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'the matrix re' } });
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(router.state.location.pathname).toBe('/browse/the%20matrix%20re');
    // No skeletons: the result under the pointer stays there, a link still, under the new query.
    expect(screen.queryByTestId('media-grid-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /The Matrix/ }).closest('.opacity-60')).not.toBeNull();
    expect(screen.getByText('Searching…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('region', { name: /the matrix re/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByText(/^1 result/)).toBeNull();

    answer(jsonResponse({ page: 1, results: [reloaded], total_pages: 1, total_results: 1 }));
    await screen.findByText('The Matrix Reloaded');
    expect(screen.queryByText('The Matrix')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Reloaded/ }).closest('.opacity-60')).toBeNull();
    expect(screen.queryByText('Searching…')).toBeNull();
  });

  it('shows skeletons, not "nothing found", while a query refining one that found nothing is answered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerOnce(() => jsonResponse({ page: 1, results: [], total_pages: 1, total_results: 0 }));
    let answer: (response: Response) => void = () => {};
    answerOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderHome('/browse/matrx');
    await screen.findByText(/couldn't find anything/);

    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'matrix' } });
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(screen.queryByText(/couldn't find anything/)).not.toBeInTheDocument();
    expect(screen.getByTestId('media-grid-skeleton')).toBeInTheDocument();

    answer(jsonResponse({ page: 1, results: [matrix], total_pages: 1, total_results: 1 }));
    await screen.findByText('The Matrix');
    expect(screen.queryByTestId('media-grid-skeleton')).not.toBeInTheDocument();
  });

  it('shows the failed state and retries on request', async () => {
    answerOnce(() => jsonResponse({ status_message: 'boom' }, 500));
    renderHome('/browse/matrix');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/went wrong while searching/);
    answerOnce(() =>
      jsonResponse({ page: 1, results: [matrix], total_pages: 1, total_results: 1 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('The Matrix');
  });

  it('shows the no-results state', async () => {
    answerAlways(() =>
      jsonResponse({ page: 1, results: [person], total_pages: 1, total_results: 1 }),
    );
    renderHome('/browse/keanu');
    await screen.findByText(/couldn't find anything/);
  });

  it('filters by a trailing year:YYYY', async () => {
    const reloaded = {
      ...matrix,
      id: 604,
      title: 'The Matrix Reloaded',
      release_date: '2003-05-15',
    };
    answerAlways(() =>
      jsonResponse({ page: 1, results: [matrix, reloaded], total_pages: 1, total_results: 2 }),
    );
    renderHome(`/browse/${encodeURIComponent('matrix year:2003')}`);

    await screen.findByText('The Matrix Reloaded');
    expect(screen.queryByText('The Matrix')).not.toBeInTheDocument();
    expect(requestedUrls()[0]!.searchParams.get('query')).toBe('matrix');
  });

  it('looks up tmdb:{id}:tv by id and shows that single title', async () => {
    answerAlways(() =>
      jsonResponse({
        id: 1399,
        name: 'Matrix Stories',
        first_air_date: '2011-04-17',
        poster_path: '/s.jpg',
      }),
    );
    renderHome(`/browse/${encodeURIComponent('tmdb:1399:tv')}`);

    await screen.findByText('Matrix Stories');
    const url = requestedUrls()[0]!;
    expect(url.pathname).toBe('/tmdb/3/tv/1399');
    expect(screen.getByRole('link', { name: /Matrix Stories/ })).toHaveAttribute(
      'href',
      '/media/tmdb-tv-1399-matrix-stories',
    );
  });

  it('treats an unknown tmdb id as no results', async () => {
    answerAlways(() => jsonResponse({ status_code: 34 }, 404));
    renderHome(`/browse/${encodeURIComponent('tmdb:999999')}`);
    await screen.findByText(/couldn't find anything/);
    expect(requestedUrls()[0]!.pathname).toBe('/tmdb/3/movie/999999');
  });

  it('moves the URL to /browse/{query} after a pause in typing, keeping the box focused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerAlways(() =>
      jsonResponse({ page: 1, results: [matrix], total_pages: 1, total_results: 1 }),
    );
    const { router } = renderHome('/');
    const box = screen.getByRole('searchbox', { name: 'Search movies and TV shows' });
    box.focus();

    fireEvent.input(box, { target: { value: 'the mat' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/');
    expect(movieDatabase.requests).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(router.state.location.pathname).toBe('/browse/the%20mat');
    await waitFor(() => expect(screen.getByText('The Matrix')).toBeInTheDocument());
    expect(screen.getByRole('searchbox')).toHaveFocus();

    fireEvent.input(screen.getByRole('searchbox'), { target: { value: '' } });
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a result clicked before the URL caught up open the player, even while its code loads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerAlways(() =>
      jsonResponse({ page: 1, results: [matrix], total_pages: 1, total_results: 1 }),
    );
    // The player's code arrives only when the test says, as a lazy route's chunk would.
    let loadPlayer: (route: { Component: () => React.JSX.Element }) => void = () => undefined;
    const { router } = renderHome('/browse/the%20ma', {
      lazy: () => new Promise((resolve) => (loadPlayer = resolve)),
    });
    await screen.findByText('The Matrix');

    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'the matrix' } });
    await act(() => vi.advanceTimersByTimeAsync(100));
    fireEvent.click(screen.getByRole('link', { name: /The Matrix/ }));
    // The pause in typing ends while the player's code is still loading.
    await act(() => vi.advanceTimersByTimeAsync(500));
    await act(async () => loadPlayer({ Component: () => <p>player</p> }));

    await screen.findByText('player');
    expect(router.state.location.pathname).toBe('/media/tmdb-movie-603-the-matrix');
  });

  it('moves the URL at once on Enter', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerAlways(() =>
      jsonResponse({ page: 1, results: [matrix], total_pages: 1, total_results: 1 }),
    );
    const { router } = renderHome('/');
    const box = screen.getByRole('searchbox');
    fireEvent.input(box, { target: { value: 'matrix' } });
    fireEvent.submit(screen.getByRole('search'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(router.state.location.pathname).toBe('/browse/matrix');
  });

  it('focuses the search bar on / unless an input already has focus', () => {
    renderHome('/');
    const box = screen.getByRole('searchbox');
    const other = document.createElement('input');
    document.body.appendChild(other);

    other.focus();
    fireEvent.keyDown(document, { key: '/' });
    expect(other).toHaveFocus();

    other.blur();
    const event = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
    document.dispatchEvent(event);
    expect(box).toHaveFocus();
    expect(event.defaultPrevented).toBe(true);
    other.remove();
  });

  it('sets the page title and greets the viewer', () => {
    renderHome('/');
    expect(document.title).toBe('Screenroom');
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('');
  });
});
