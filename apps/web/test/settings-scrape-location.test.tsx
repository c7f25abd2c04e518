import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { ScrapeLocationSetting } from '../src/features/settings/connections/ScrapeLocationSetting.tsx';
import { defaultPreferences, usePreferencesStore } from '../src/shared/stores/preferences.ts';

describe('where sources run', () => {
  beforeEach(() => usePreferencesStore.setState({ ...defaultPreferences }));
  afterEach(cleanup);

  it('starts on automatic and keeps the viewer’s choice on this device', () => {
    render(<ScrapeLocationSetting />);
    const group = screen.getByRole('group', { name: 'Where sources run' });
    expect(group).toBeTruthy();
    const auto = screen.getByRole('button', { name: /Automatic/ });
    const server = screen.getByRole('button', { name: /On this server/ });
    expect(auto.getAttribute('aria-pressed')).toBe('true');
    expect(server.getAttribute('aria-pressed')).toBe('false');
    expect(server.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(server.getAttribute('aria-describedby')!)?.textContent).toBe(
      "This server runs its own sources and sends back what it finds, with the same statuses. Your Jellyfin address and key go along with each search; a Jellyfin at a private address is reached only when this server's operator allows it.",
    );

    fireEvent.click(server);
    expect(usePreferencesStore.getState().scrapeLocation).toBe('server');
    expect(server.getAttribute('aria-pressed')).toBe('true');
    expect(auto.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem('__MW::preferences')).toContain('"scrapeLocation":"server"');

    fireEvent.click(screen.getByRole('button', { name: /In this browser/ }));
    expect(usePreferencesStore.getState().scrapeLocation).toBe('browser');
  });
});
