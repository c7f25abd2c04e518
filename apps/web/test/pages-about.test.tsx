import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { filterFaq, type FaqEntry } from '../src/features/about/faq-entries.ts';
import en from '../src/locales/en/about.json';
import { staticRoutes } from '../src/app/routes/static-routes.tsx';
import { defaultPreferences, usePreferencesStore } from '../src/shared/stores/preferences.ts';
import { renderRoutes } from './pages-render.tsx';

afterEach(() => {
  cleanup();
  usePreferencesStore.setState({ ...defaultPreferences });
});

const entries: FaqEntry[] = [
  { id: 'a', group: 'general', title: 'Is it FREE?', body: 'Yes.' },
  { id: 'b', group: 'search', title: 'Search', body: 'Use tmdb:603 for a movie.' },
  { id: 'c', group: 'playback', title: 'Quality', body: 'Pick one.' },
];

describe('filterFaq', () => {
  it('matches title or body, ignoring case, and keeps the order', () => {
    expect(filterFaq(entries, 'free').map((e) => e.id)).toEqual(['a']);
    expect(filterFaq(entries, 'TMDB:603').map((e) => e.id)).toEqual(['b']);
    expect(filterFaq(entries, '  ').map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(filterFaq(entries, 'nothing like this')).toEqual([]);
  });
});

describe('about page', () => {
  it('groups numbered entries and links to Discover and Support', async () => {
    renderRoutes(staticRoutes, '/about');
    await screen.findByRole('heading', { level: 1, name: 'About Screenroom' });
    await waitFor(() => expect(document.title).toBe('About and FAQ - Screenroom'));
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual([
      'General',
      'Search',
      'Playback',
      'Connections and accounts',
      'Language',
    ]);
    const general = screen.getByRole('region', { name: 'General' });
    expect(within(general).getAllByRole('listitem')[0]?.textContent).toContain(
      '1.What is Screenroom?',
    );
    expect(screen.getByRole('link', { name: 'Discover something to watch' })).toHaveAttribute(
      'href',
      '/discover',
    );
    expect(screen.getByRole('link', { name: 'Get support' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('link', { name: 'Credits' })).toHaveAttribute('href', '/jip');
  });

  it('leaves Discover out while Discover is off or in low performance mode', async () => {
    for (const off of [{ enableDiscover: false }, { enableLowPerformanceMode: true }]) {
      usePreferencesStore.setState({ ...defaultPreferences, ...off });
      renderRoutes(staticRoutes, '/about');
      await screen.findByRole('heading', { level: 1, name: 'About Screenroom' });
      expect(within(screen.getByRole('main')).queryByRole('link', { name: /Discover/ })).toBeNull();
      expect(screen.getByRole('link', { name: 'Credits' })).toHaveAttribute('href', '/jip');
      cleanup();
    }
  });

  it('shows a flat list while searching', async () => {
    renderRoutes(staticRoutes, '/about');
    fireEvent.input(await screen.findByLabelText('Search the questions'), {
      target: { value: 'PASSPHRASE' },
    });
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    // The questions' list, not the footer's links.
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('What does my account reveal about me?'),
    ]);
    fireEvent.input(screen.getByLabelText('Search the questions'), { target: { value: 'zzzz' } });
    expect(screen.getByText('No question matches your search.')).toBeInTheDocument();
  });

  it('hides the advanced-search hint after 600 px of scrolling', async () => {
    renderRoutes(staticRoutes, '/about');
    await screen.findByText('Tip: advanced search');
    expect(screen.getByText('tmdb:ID:tv')).toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 601, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByText('Tip: advanced search')).not.toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('Tip: advanced search')).toBeInTheDocument();
  });

  it('claims no bandwidth quota', () => {
    const text = JSON.stringify(en);
    expect(text).not.toMatch(/100 ?GB/i);
    expect(text).toContain('no bandwidth limit of its own');
  });
});
