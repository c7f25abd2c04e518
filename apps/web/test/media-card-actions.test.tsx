import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { MediaCard } from '../src/features/browse/media/MediaCard.tsx';
import type { MediaCardItem } from '../src/features/browse/media/media-card-item.ts';
import { usePreferencesStore } from '../src/shared/stores/preferences.ts';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { serveLibraryAvailability } from './library-fake.ts';

const MATRIX: MediaCardItem = {
  id: '603',
  title: 'The Matrix',
  type: 'movie',
  year: 1999,
  rating: 8.216,
};

function renderCard(media: MediaCardItem = MATRIX) {
  const router = createMemoryRouter(
    [
      {
        path: '/discover',
        element: (
          <ul>
            <li>
              <MediaCard media={media} />
            </li>
          </ul>
        ),
      },
    ],
    { initialEntries: ['/discover?tab=movies'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  serveLibraryAvailability(404);
  localStorage.clear();
  useProgressStore.setState({ items: {}, updateQueue: [] });
  usePreferencesStore.setState({ enableDetailsModal: false });
  writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const card = () => screen.getByRole('article');
const actions = () => screen.getByRole('button', { name: 'Actions for The Matrix' });

describe('media card facts', () => {
  it('carries the rating for screen readers and over the poster', () => {
    renderCard();
    expect(screen.getByRole('link')).toHaveAccessibleName(/Rated 8\.2 out of 10/);
    expect(screen.getByTestId('card-reveal')).toHaveTextContent('Movie · 1999★ 8.2');
  });

  it('reveals them on a long press of half a second, until a touch elsewhere', () => {
    vi.useFakeTimers();
    renderCard();
    fireEvent.pointerDown(card(), { button: 0, pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(499));
    expect(card()).not.toHaveAttribute('data-revealed');
    act(() => vi.advanceTimersByTime(1));
    expect(card()).toHaveAttribute('data-revealed');
    expect(screen.getByTestId('card-reveal').className).toContain('opacity-100');
    // The click that ends the press does not open the title.
    fireEvent.pointerUp(card(), { pointerType: 'touch' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    fireEvent.pointerDown(document.body, { pointerType: 'touch' });
    expect(card()).not.toHaveAttribute('data-revealed');
  });

  it('does not reveal them on a short tap', () => {
    vi.useFakeTimers();
    renderCard();
    fireEvent.pointerDown(card(), { button: 0, pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.pointerUp(card(), { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(1000));
    expect(card()).not.toHaveAttribute('data-revealed');
  });
});

describe('media card actions', () => {
  it('opens a labelled menu with focus on its first item, and arrows move between items', () => {
    renderCard();
    expect(actions()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(actions());
    const menu = screen.getByRole('menu', { name: 'Actions for The Matrix' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['More Info', 'Copy Link', 'Close']);
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(items[1]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(items[2]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(actions()).toHaveFocus();
  });

  it('More Info opens the details window over this page', () => {
    const router = renderCard();
    fireEvent.click(actions());
    fireEvent.click(screen.getByRole('menuitem', { name: 'More Info' }));
    expect(router.state.location.pathname).toBe('/discover');
    expect(router.state.location.search).toBe('?tab=movies&details=movie-603');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Copy Link copies the address with the details window open and says Copied! for 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCard();
    fireEvent.click(actions());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(
      new URL('/discover?tab=movies&details=movie-603', window.location.href).href,
    );
    await screen.findByText('Copied!');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(actions()).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('says so when the copy fails', async () => {
    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    renderCard();
    fireEvent.click(actions());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy Link' }));
    await screen.findByText('Could not copy');
  });

  it('Close closes the menu and gives focus back', () => {
    renderCard();
    fireEvent.click(actions());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Close' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(actions()).toHaveFocus();
  });

  it('closes on a click elsewhere', () => {
    renderCard();
    fireEvent.click(actions());
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('media id on Shift', () => {
  it('shows the id while Shift is held and copies it on a click, saying Copied! for 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCard({ id: '1399', title: 'Game of Thrones', type: 'show', year: 2011 });
    expect(screen.queryByRole('button', { name: /Copy media id/ })).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Shift', shiftKey: true });
    const id = screen.getByRole('button', { name: 'Copy media id tv-1399' });
    expect(id).toHaveTextContent('tv-1399');
    fireEvent.click(id, { shiftKey: true });
    expect(writeText).toHaveBeenCalledWith('tv-1399');
    await screen.findByText('Copied!');
    fireEvent.keyUp(window, { key: 'Shift', shiftKey: false });
    expect(screen.queryByRole('button', { name: /Copy media id/ })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('shows no ids while Shift types capitals into a field', () => {
    renderCard();
    const field = document.createElement('input');
    document.body.appendChild(field);
    try {
      fireEvent.keyDown(field, { key: 'Shift', shiftKey: true });
      expect(screen.queryByRole('button', { name: /Copy media id/ })).not.toBeInTheDocument();
    } finally {
      field.remove();
    }
  });

  it('hides the id when the window loses focus with Shift still down', () => {
    renderCard();
    fireEvent.keyDown(window, { key: 'Shift', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Copy media id movie-603' })).toBeInTheDocument();
    fireEvent.blur(window);
    expect(screen.queryByRole('button', { name: /Copy media id/ })).not.toBeInTheDocument();
  });
});
