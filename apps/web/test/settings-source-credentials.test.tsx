import { sourceCredentialsStore } from '@screenroom/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { SourceCredentialsSettings } from '../src/features/settings/sources/SourceCredentialsSettings.tsx';
import {
  jellyfinSourceConfig,
  useSourceCredentialsStore,
} from '../src/shared/stores/source-credentials.ts';
import { JELLYFIN_KEY, JELLYFIN_URL, serveJellyfin } from './jellyfin-fake.ts';

function renderSection() {
  render(<SourceCredentialsSettings />);
  const card = screen.getByRole('heading', { level: 3, name: 'Jellyfin' }).parentElement;
  if (!card) throw new Error('no Jellyfin card');
  return within(card);
}

function fillIn(card: ReturnType<typeof renderSection>, url: string, key: string) {
  fireEvent.input(card.getByLabelText('Server address'), { target: { value: url } });
  fireEvent.input(card.getByLabelText('API key'), { target: { value: key } });
}

describe('source credentials settings', () => {
  beforeEach(() => {
    useSourceCredentialsStore.setState({ credentials: {} });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('draws the declared fields, the key hidden until shown, and says it is not set', () => {
    const card = renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Sources' })).toBeInTheDocument();
    expect(card.getByLabelText('Server address')).toHaveAttribute('type', 'url');
    const key = card.getByLabelText('API key');
    expect(key).toHaveAttribute('type', 'password');
    expect(card.getByRole('status').textContent).toBe(
      'Not set up: fill in every field to use Jellyfin.',
    );
    fireEvent.click(card.getByRole('button', { name: 'Show API key' }));
    expect(key).toHaveAttribute('type', 'text');
    fireEvent.click(card.getByRole('button', { name: 'Hide API key' }));
    expect(key).toHaveAttribute('type', 'password');
  });

  it('saves each value as typed, on this device only, for the Jellyfin source', () => {
    const card = renderSection();
    fillIn(card, `${JELLYFIN_URL}/`, JELLYFIN_KEY);
    expect(useSourceCredentialsStore.getState().credentials).toEqual({
      jellyfin: { url: `${JELLYFIN_URL}/`, apiKey: JELLYFIN_KEY },
    });
    const saved = JSON.parse(localStorage.getItem(sourceCredentialsStore.key) ?? '{}');
    expect(saved).toEqual({
      state: { credentials: { jellyfin: { url: `${JELLYFIN_URL}/`, apiKey: JELLYFIN_KEY } } },
      version: 0,
    });
    expect(jellyfinSourceConfig()).toEqual({ url: `${JELLYFIN_URL}/`, apiKey: JELLYFIN_KEY });
    expect(card.getByRole('status').textContent).toBe('Not tested yet.');

    fireEvent.input(card.getByLabelText('API key'), { target: { value: '' } });
    expect(useSourceCredentialsStore.getState().credentials).toEqual({
      jellyfin: { url: `${JELLYFIN_URL}/` },
    });
    expect(jellyfinSourceConfig()).toBeUndefined();
  });

  it('refuses an address that is not one and does not test it', () => {
    const card = renderSection();
    fillIn(card, 'jellyfin.local', JELLYFIN_KEY);
    expect(card.getByRole('alert').textContent).toBe('Not a valid URL');
    expect(card.getByRole('button', { name: 'Test connection' })).toBeDisabled();
    expect(jellyfinSourceConfig()).toBeUndefined();
  });

  it('tests the connection with the key and says it is connected', async () => {
    const asked = serveJellyfin(['ok']);
    const card = renderSection();
    fillIn(card, JELLYFIN_URL, JELLYFIN_KEY);
    fireEvent.click(card.getByRole('button', { name: 'Test connection' }));
    expect(card.getByRole('status').textContent).toBe('Testing the connection…');
    expect(card.getByRole('button', { name: 'Test connection' })).toBeDisabled();
    expect((await card.findByText('Connected to Jellyfin.')).getAttribute('role')).toBe('status');
    expect(asked).toEqual([
      { path: '/System/Info', authorization: `MediaBrowser Token="${JELLYFIN_KEY}"` },
    ]);
  });

  it.each([
    [401, 'Invalid key. Please check your Jellyfin API key.'],
    [502, 'Jellyfin is currently unavailable. Please try again later.'],
    [503, 'Jellyfin is currently unavailable. Please try again later.'],
  ])('answers %i with its words at once, without a retry', async (status, words) => {
    const asked = serveJellyfin([status]);
    const card = renderSection();
    fillIn(card, JELLYFIN_URL, JELLYFIN_KEY);
    fireEvent.click(card.getByRole('button', { name: 'Test connection' }));
    await card.findByText(words);
    expect(asked).toHaveLength(1);
  });

  it('tries a second time 3 s after a failure before saying error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const at: number[] = [];
    const asked = serveJellyfin(['html', 500]);
    const card = renderSection();
    fillIn(card, JELLYFIN_URL, JELLYFIN_KEY);
    fireEvent.click(card.getByRole('button', { name: 'Test connection' }));
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    at.push(Date.now());
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(asked).toHaveLength(1);
    expect(card.getByRole('status').textContent).toBe('Testing the connection…');
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    at.push(Date.now());
    expect((at[1] ?? 0) - (at[0] ?? 0)).toBeGreaterThanOrEqual(3000);
    await vi.waitFor(() =>
      expect(card.getByRole('status').textContent).toBe(
        'Could not connect to Jellyfin. Check the address and that the server is running.',
      ),
    );
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(asked).toHaveLength(2);
  });

  it('forgets a running test when the values change', async () => {
    const asked = serveJellyfin(['ok']);
    const card = renderSection();
    fillIn(card, JELLYFIN_URL, JELLYFIN_KEY);
    fireEvent.click(card.getByRole('button', { name: 'Test connection' }));
    fireEvent.input(card.getByLabelText('API key'), { target: { value: 'other' } });
    expect(card.getByRole('status').textContent).toBe('Not tested yet.');
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(card.getByRole('status').textContent).toBe('Not tested yet.');
  });

  it('keeps the other values when one stored value is damaged', async () => {
    localStorage.setItem(
      sourceCredentialsStore.key,
      JSON.stringify({
        state: { credentials: { jellyfin: { url: JELLYFIN_URL, apiKey: 5 }, other: { k: 'v' } } },
        version: 0,
      }),
    );
    await useSourceCredentialsStore.persist.rehydrate();
    expect(useSourceCredentialsStore.getState().credentials).toEqual({
      jellyfin: { url: JELLYFIN_URL },
      other: { k: 'v' },
    });
  });
});
