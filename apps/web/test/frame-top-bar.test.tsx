import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopBar } from '../src/shared/layout/TopBar.tsx';
import { usePreferencesStore } from '../src/shared/stores/preferences.ts';
import '../src/shared/i18n/i18n.ts';
import { renderRouter } from './render-router.tsx';
import { http, HttpResponse } from 'msw';
import { server } from './msw-server.ts';

function renderTopBar(path = '/', discordLink?: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <TopBar discordLink={discordLink} /> }],
    {
      initialEntries: [path],
    },
  );
  const { client } = renderRouter(router);
  return { router, client };
}

/** The version the backend's /meta names; watch-party controls need 2.0.1 or later. */
let backendVersion = '2.0.1';

beforeEach(() => {
  backendVersion = '2.0.1';
  server.use(
    http.get('*/meta', () =>
      HttpResponse.json({ name: 'Screenroom', version: backendVersion, hasCaptcha: false }),
    ),
    http.all('*', () => HttpResponse.json({}, { status: 404 })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  usePreferencesStore.getState().setPreference('enableLowPerformanceMode', false);
  usePreferencesStore.getState().setPreference('enableDiscover', true);
});

describe('top bar', () => {
  it('links the logo home and toggles between discover and search', () => {
    renderTopBar('/');
    expect(screen.getByRole('link', { name: 'Screenroom home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/discover');
    cleanup();
    renderTopBar('/discover');
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/');
  });

  it('links to Discord from configuration and leaves the link out when unset', () => {
    renderTopBar('/', 'https://discord.example/invite');
    const discord = screen.getByRole('link', { name: 'Discord' });
    expect(discord).toHaveAttribute('href', 'https://discord.example/invite');
    expect(discord).toHaveAttribute('target', '_blank');
    cleanup();
    renderTopBar('/', undefined);
    expect(screen.queryByRole('link', { name: 'Discord' })).not.toBeInTheDocument();
  });

  it('hides discover in low performance mode', () => {
    usePreferencesStore.getState().setPreference('enableLowPerformanceMode', true);
    renderTopBar('/');
    expect(screen.queryByRole('link', { name: 'Discover' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('link', { name: 'Discover' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
  });

  it('hides discover when the viewer turned it off in the settings', () => {
    usePreferencesStore.getState().setPreference('enableDiscover', false);
    renderTopBar('/');
    expect(screen.queryByRole('link', { name: 'Discover' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('link', { name: 'Discover' })).not.toBeInTheDocument();
  });
});

describe('account dropdown', () => {
  it('leaves the watch-party join out for a backend older than 2.0.1', async () => {
    backendVersion = '2.0.0';
    const { client } = renderTopBar('/');
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    // The menu asks the backend when it opens; once the answer is in, the join field stays out.
    await vi.waitFor(() =>
      expect(client.getQueryState(['backend-meta', ''])?.status).toBe('success'),
    );
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Join a watch party')).not.toBeInTheDocument();
  });

  it('opens on click with the logged-out entries and closes on a second click', async () => {
    renderTopBar('/');
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Sync to the cloud' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Help and support' })).toHaveAttribute(
      'href',
      '/support',
    );
    expect(await screen.findByLabelText('Join a watch party')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    // Discord and funding are unset in this configuration, so their links stay out.
    expect(screen.queryByRole('link', { name: 'Discord' })).not.toBeInTheDocument();
    fireEvent.click(trigger);
    expect(screen.queryByRole('link', { name: 'About' })).not.toBeInTheDocument();
  });

  it('closes on an outside click and on Escape, returning focus to the trigger', () => {
    renderTopBar('/');
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    fireEvent.click(trigger);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('link', { name: 'About' })).not.toBeInTheDocument();
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('link', { name: 'About' }), { key: 'Escape' });
    expect(screen.queryByRole('link', { name: 'About' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('moves focus through the entries with the arrow keys', () => {
    renderTopBar('/');
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const register = screen.getByRole('link', { name: 'Sync to the cloud' });
    register.focus();
    fireEvent.keyDown(register, { key: 'ArrowDown' });
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(register).toHaveFocus();
  });
});
