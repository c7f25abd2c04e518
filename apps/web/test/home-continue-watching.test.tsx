import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookmarkStore } from '../src/shared/stores/bookmarks.ts';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { renderHome } from './home-render.tsx';
import { networkDown } from './msw-server.ts';

const minute = 60_000;

function seed() {
  useProgressStore.setState({
    updateQueue: [],
    items: {
      '603': {
        type: 'movie',
        title: 'The Matrix',
        year: 1999,
        poster: '/tmdb/images/w342/matrix.jpg',
        updatedAt: 3 * minute,
        progress: { watched: 600, duration: 8000 },
        seasons: {},
        episodes: {},
      },
      '1399': {
        type: 'show',
        title: 'Matrix Stories',
        year: 2011,
        updatedAt: 5 * minute,
        seasons: {
          s1: { id: 's1', number: 1, title: 'Season 1' },
          s2: { id: 's2', number: 2, title: 'Season 2' },
        },
        episodes: {
          e1: {
            id: 'e1',
            number: 1,
            title: 'Pilot',
            seasonId: 's1',
            updatedAt: 1 * minute,
            progress: { watched: 500, duration: 3000 },
          },
          e7: {
            id: 'e7',
            number: 3,
            title: 'Three',
            seasonId: 's2',
            updatedAt: 4 * minute,
            progress: { watched: 900, duration: 3000 },
          },
        },
      },
      '42': {
        type: 'movie',
        title: 'Finished Film',
        year: 2001,
        updatedAt: 6 * minute,
        progress: { watched: 5950, duration: 6000 },
        seasons: {},
        episodes: {},
      },
    },
  });
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

beforeEach(() => {
  localStorage.clear();
  networkDown();
  useBookmarkStore.setState({ bookmarks: {}, updateQueue: [] });
  seed();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('continue watching', () => {
  it('lists titles in progress, newest first, shows at their most recent episode', () => {
    renderHome('/');
    const links = within(section('Continue Watching')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/media/tmdb-tv-1399-matrix-stories/2/3',
      '/media/tmdb-movie-603-the-matrix',
    ]);
    expect(screen.queryByText('Finished Film')).not.toBeInTheDocument();
    expect(within(links[0]!).getByText(/S2 E3/)).toBeInTheDocument();
    expect(within(links[0]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
  });

  it('hides the section when nothing qualifies', () => {
    useProgressStore.setState({ items: {} });
    renderHome('/');
    expect(screen.queryByRole('region', { name: 'Continue Watching' })).not.toBeInTheDocument();
  });

  it('reveals remove buttons with the edit toggle and removes a title', () => {
    renderHome('/');
    const region = section('Continue Watching');
    expect(within(region).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    const toggle = within(region).getByRole('button', { name: 'Edit' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(region).getByRole('button', { name: 'Remove The Matrix' }));
    expect(useProgressStore.getState().items['603']).toBeUndefined();
    expect(within(section('Continue Watching')).queryByText('The Matrix')).not.toBeInTheDocument();
  });

  it('toggles editing with a 500 ms long press, not with a short one', () => {
    vi.useFakeTimers();
    renderHome('/');
    const list = within(section('Continue Watching')).getAllByRole('list')[0]!;
    fireEvent.pointerDown(list, { button: 0 });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.pointerUp(list);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    fireEvent.pointerDown(list, { button: 0 });
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getAllByRole('button', { name: /Remove/ })).toHaveLength(2);
  });
});

describe('bookmarks', () => {
  it('shows bookmarks when there are some, with their watched bar, and removes them in edit mode', () => {
    useBookmarkStore.setState({
      bookmarks: { '603': { type: 'movie', title: 'The Matrix', year: 1999, updatedAt: 1 } },
    });
    renderHome('/');
    const region = section('Bookmarks');
    expect(within(region).getByRole('link')).toHaveAttribute(
      'href',
      '/media/tmdb-movie-603-the-matrix',
    );
    expect(within(region).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '8');
    fireEvent.click(within(region).getByRole('button', { name: 'Edit' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Remove The Matrix' }));
    expect(screen.queryByRole('region', { name: 'Bookmarks' })).not.toBeInTheDocument();
  });

  it('has no bookmarks section when empty', () => {
    renderHome('/');
    expect(screen.queryByRole('region', { name: 'Bookmarks' })).not.toBeInTheDocument();
  });
});
