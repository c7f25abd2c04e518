import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { appConfig } from '../src/shared/config.ts';
import type { AutoplayConfig } from '../src/features/player/episodes/autoplay-config.ts';
// Loaded up front so the lazy route resolves at once instead of waiting on the transform.
import '../src/features/settings/SettingsPage.tsx';
import { settingsRoutes } from '../src/app/routes/settings-routes.tsx';
import { defaultPreferences, usePreferencesStore } from '../src/shared/stores/preferences.ts';
import { defaultSubtitleStyling } from '@screenroom/core';
import { useSubtitleStore } from '../src/shared/stores/subtitles.ts';
import { useThemeStore } from '../src/shared/stores/theme.ts';

async function renderSettings(path = '/settings') {
  const router = createMemoryRouter(settingsRoutes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  // The sections below the fold follow a frame after the first paint.
  await screen.findByRole('heading', { level: 2, name: 'Subtitles' });
}

describe('settings page', () => {
  beforeEach(() => {
    usePreferencesStore.setState({ ...defaultPreferences, sourceOrder: [] });
    useThemeStore.setState({ theme: null, previewTheme: null });
    useSubtitleStore.setState({ styling: { ...defaultSubtitleStyling } });
  });
  afterEach(cleanup);

  it('is titled and lists its sections as anchors', async () => {
    await renderSettings();
    expect(document.title).toBe('Settings - Screenroom');
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#account',
      '#appearance',
      '#connections',
      '#sources',
      '#preferences',
      '#subtitles',
    ]);
    expect(document.getElementById('source-order')).toBeInTheDocument();
  });

  it('shows the movie-database proxy switch only when the movie database is on another origin', async () => {
    await renderSettings();
    expect(screen.queryByRole('switch', { name: 'Movie database through the proxy' })).toBeNull();
    cleanup();
    const config = appConfig as { tmdbApiUrl: string };
    const ownPath = config.tmdbApiUrl;
    config.tmdbApiUrl = 'https://api.themoviedb.org/3';
    try {
      await renderSettings();
      fireEvent.click(screen.getByRole('switch', { name: 'Movie database through the proxy' }));
      expect(usePreferencesStore.getState().proxyTmdb).toBe(true);
    } finally {
      config.tmdbApiUrl = ownPath;
    }
  });

  it('toggles a preference and keeps it', async () => {
    await renderSettings();
    const toggle = screen.getByRole('switch', { name: 'Carousel view' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(usePreferencesStore.getState().enableCarouselView).toBe(true);
    expect(localStorage.getItem('__MW::preferences')).toContain('"enableCarouselView":true');
  });

  it.each([
    [
      'unset',
      "Start the next episode when one ends. Works for titles from this server's library, your Jellyfin and the Internet Archive; other sources need the extension or a proxy.",
      'With autoplay on, move to the next episode as the credits start.',
    ],
    [
      'allowed',
      'Start the next episode when one ends.',
      'With autoplay on, move to the next episode as the credits start.',
    ],
    [
      'off',
      "Turned off by this server's operator: episodes never start by themselves.",
      "Needs autoplay, which this server's operator turned off.",
    ],
  ] as const)(
    'says when autoplay and skip credits work, with the operator flag %s',
    async (flag, autoplayText, skipCreditsText) => {
      const config = appConfig as { autoplay: AutoplayConfig };
      config.autoplay = flag;
      try {
        await renderSettings();
        expect(screen.getByRole('switch', { name: 'Autoplay' })).toHaveAccessibleDescription(
          autoplayText,
        );
        expect(screen.getByRole('switch', { name: 'Skip credits' })).toHaveAccessibleDescription(
          skipCreditsText,
        );
      } finally {
        config.autoplay = 'unset';
      }
    },
  );

  it('previews a theme on hover and focus and applies it on selection', async () => {
    await renderSettings();
    const ember = screen.getByRole('button', { name: /Ember/ });
    fireEvent.mouseEnter(ember);
    expect(useThemeStore.getState().previewTheme).toBe('ember');
    expect(document.documentElement.dataset.theme).toBe('ember');
    fireEvent.mouseLeave(ember.closest('ul') as HTMLElement);
    expect(document.documentElement.dataset.theme).toBeUndefined();

    act(() => ember.focus());
    expect(document.documentElement.dataset.theme).toBe('ember');
    fireEvent.click(ember);
    act(() => ember.blur());
    expect(useThemeStore.getState().theme).toBe('ember');
    expect(ember).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.dataset.theme).toBe('ember');

    fireEvent.click(screen.getByRole('button', { name: /Default/ }));
    expect(useThemeStore.getState().theme).toBeNull();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('styles the caption preview from the subtitle settings', async () => {
    await renderSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Yellow' }));
    // A slider reports each step with an input event, which is what onChange listens to.
    fireEvent.input(screen.getByLabelText('Background opacity'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Text edge'), { target: { value: 'dropShadow' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Bold text' }));
    expect(useSubtitleStore.getState().styling).toMatchObject({
      color: '#e2e535',
      backgroundOpacity: 0.2,
      fontStyle: 'dropShadow',
      bold: true,
    });
    // On a loaded machine the preview has been seen to trail the store for a moment (the sections
    // below the fold render as a transition); what matters is that it follows.
    await waitFor(() => {
      const caption = screen.getByTestId('caption-preview-text');
      expect(caption.style.color).toBe('rgb(226, 229, 53)');
      expect(caption.style.fontWeight).toBe('700');
    });
  });
});
