import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopBar } from '../src/components/layout/TopBar.tsx';
import { usePreferencesStore } from '../src/stores/preferences.ts';
import '../src/i18n.ts';
import { renderRouter } from './render-router.tsx';

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
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        String(input).endsWith('/meta')
          ? new Response(
              JSON.stringify({ name: 'Screenroom', version: backendVersion, hasCaptcha: false }),
            )
          : new Response('{}', { status: 404 }),
      ),
    ),
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
    expect(screen.getByRole('link', { name: 'Screenroom home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Discover' }).getAttribute('href')).toBe('/discover');
    cleanup();
    renderTopBar('/discover');
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/');
  });

  it('links to Discord from configuration and leaves the link out when unset', () => {
    renderTopBar('/', 'https://discord.example/invite');
    const discord = screen.getByRole('link', { name: 'Discord' });
    expect(discord.getAttribute('href')).toBe('https://discord.example/invite');
    expect(discord.getAttribute('target')).toBe('_blank');
    cleanup();
    renderTopBar('/', undefined);
    expect(screen.queryByRole('link', { name: 'Discord' })).toBeNull();
  });

  it('hides discover in low performance mode', () => {
    usePreferencesStore.getState().setPreference('enableLowPerformanceMode', true);
    renderTopBar('/');
    expect(screen.queryByRole('link', { name: 'Discover' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('link', { name: 'Discover' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy();
  });

  it('hides discover when the viewer turned it off in the settings', () => {
    usePreferencesStore.getState().setPreference('enableDiscover', false);
    renderTopBar('/');
    expect(screen.queryByRole('link', { name: 'Discover' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('link', { name: 'Discover' })).toBeNull();
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
    expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByLabelText('Join a watch party')).toBeNull();
  });

  it('opens on click with the logged-out entries and closes on a second click', async () => {
    renderTopBar('/');
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Sync to the cloud' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
    expect(screen.getByRole('link', { name: 'Help and support' }).getAttribute('href')).toBe(
      '/support',
    );
    expect(await screen.findByLabelText('Join a watch party')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    // Discord and funding are unset in this configuration, so their links stay out.
    expect(screen.queryByRole('link', { name: 'Discord' })).toBeNull();
    fireEvent.click(trigger);
    expect(screen.queryByRole('link', { name: 'About' })).toBeNull();
  });

  it('closes on an outside click and on Escape, returning focus to the trigger', () => {
    renderTopBar('/');
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    fireEvent.click(trigger);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('link', { name: 'About' })).toBeNull();
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('link', { name: 'About' }), { key: 'Escape' });
    expect(screen.queryByRole('link', { name: 'About' })).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('moves focus through the entries with the arrow keys', () => {
    renderTopBar('/');
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const register = screen.getByRole('link', { name: 'Sync to the cloud' });
    register.focus();
    fireEvent.keyDown(register, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Settings' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(register);
  });
});
