import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookmarkStore } from '../src/shared/stores/bookmarks.ts';
import { defaultPreferences, usePreferencesStore } from '../src/shared/stores/preferences.ts';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { renderHome } from './home-render.tsx';
import { networkDown } from './msw-server.ts';

function seed() {
  useBookmarkStore.setState({
    updateQueue: [],
    bookmarks: {
      '603': { type: 'movie', title: 'The Matrix', year: 1999, updatedAt: 2 },
      '604': { type: 'movie', title: 'The Matrix Reloaded', year: 2003, updatedAt: 1 },
    },
  });
  useProgressStore.setState({
    updateQueue: [],
    items: {
      '603': {
        type: 'movie',
        title: 'The Matrix',
        year: 1999,
        updatedAt: 1,
        progress: { watched: 600, duration: 8000 },
        seasons: {},
        episodes: {},
      },
    },
  });
}

const list = (name: string) =>
  within(screen.getByRole('region', { name })).getByRole('list', { name });

beforeEach(() => {
  localStorage.clear();
  networkDown();
  usePreferencesStore.setState({ ...defaultPreferences });
  seed();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('carousel view setting on the home lists', () => {
  it('shows both lists as grids by default', () => {
    renderHome('/');
    for (const name of ['Continue Watching', 'Bookmarks']) {
      expect(list(name).className).toContain('grid');
      expect(screen.queryByTestId('home-carousel')).not.toBeInTheDocument();
    }
  });

  it('shows both lists as scrolling strips with scroll buttons when it is on', () => {
    usePreferencesStore.setState({ enableCarouselView: true });
    renderHome('/');
    expect(screen.getAllByTestId('home-carousel')).toHaveLength(2);
    for (const name of ['Continue Watching', 'Bookmarks']) {
      const strip = list(name);
      expect(strip.className).toContain('overflow-x-auto');
      expect(strip.className).not.toContain('grid');
      const region = screen.getByRole('region', { name });
      expect(
        within(region).getByRole('button', { name: `Scroll ${name} back` }),
      ).toBeInTheDocument();
    }
    expect(within(list('Bookmarks')).getAllByRole('link')).toHaveLength(2);
  });

  it('scrolls the strip with its buttons and keeps the edit toggle working', () => {
    usePreferencesStore.setState({ enableCarouselView: true });
    renderHome('/');
    const region = screen.getByRole('region', { name: 'Bookmarks' });
    const strip = list('Bookmarks');
    const scrollBy = vi.fn();
    strip.scrollBy = scrollBy;
    fireEvent.click(within(region).getByRole('button', { name: 'Scroll Bookmarks forward' }));
    expect(scrollBy).toHaveBeenCalledTimes(1);
    fireEvent.click(within(region).getByRole('button', { name: 'Edit' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Remove The Matrix Reloaded' }));
    expect(within(list('Bookmarks')).queryByText('The Matrix Reloaded')).not.toBeInTheDocument();
    expect(within(list('Bookmarks')).getByText('The Matrix')).toBeInTheDocument();
  });
});
