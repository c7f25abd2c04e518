import { decryptData, seedFromMnemonic } from '@screenroom/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../src/stores/auth.ts';
import { useBookmarkStore } from '../src/stores/bookmarks.ts';
import { useProgressStore } from '../src/stores/progress.ts';
import { createFakeBackend } from './account-fake-backend.ts';
import { renderAccount } from './account-render.tsx';

let backend: ReturnType<typeof createFakeBackend>;
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  backend = createFakeBackend();
  vi.stubGlobal('fetch', backend.fetchMock);
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  localStorage.clear();
  useAuthStore.setState({ account: null, backendUrl: null, proxySet: null });
  useBookmarkStore.getState().clear();
  useProgressStore.getState().clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function shownPassphrase(): string {
  const list = screen.getByRole('list', { name: 'Your 12-word passphrase' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent!.replace(/^\d+/, ''))
    .join(' ');
}

function typePassphrase(text: string) {
  fireEvent.change(screen.getByLabelText('Your 12-word passphrase'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
}

async function walkToTrustStep(): Promise<string> {
  renderAccount('/register');
  const mnemonic = shownPassphrase();
  fireEvent.click(screen.getByRole('button', { name: 'I have saved my passphrase' }));
  typePassphrase(mnemonic);
  await screen.findByRole('heading', { name: 'Do you trust this server?' });
  return mnemonic;
}

describe('register wizard', () => {
  it('shows 12 words and copies them', async () => {
    renderAccount('/register');
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    const mnemonic = shownPassphrase();
    expect(mnemonic.split(' ')).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Copy passphrase' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(mnemonic);
  });

  it('rejects an invalid or different passphrase with the documented messages', async () => {
    renderAccount('/register');
    const mnemonic = shownPassphrase();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved my passphrase' }));
    typePassphrase('hello world');
    expect(screen.getByRole('alert').textContent).toBe('Incorrect or incomplete passphrase');
    typePassphrase(`${'abandon '.repeat(11)}about`);
    expect(screen.getByRole('alert').textContent).toBe("Passphrase doesn't match");
    typePassphrase(mnemonic);
    expect(await screen.findByText('Test Server')).toBeTruthy();
    expect(screen.getByText('A server for tests')).toBeTruthy();
  });

  it("names the server 'Unknown Server' when /meta fails", async () => {
    backend.answer('GET /meta', () => backend.json({ message: 'down' }, 500));
    await walkToTrustStep();
    expect(await screen.findByText('Unknown Server')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Trust server' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('creates the account, imports local data and goes home', async () => {
    useBookmarkStore.getState().addBookmark({ tmdbId: '603', type: 'movie', title: 'The Matrix' });
    const mnemonic = await walkToTrustStep();
    await screen.findByText('Test Server');
    fireEvent.click(screen.getByRole('button', { name: 'Trust server' }));
    await screen.findByRole('heading', { name: 'Set up your account' });

    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a device name');

    fireEvent.change(screen.getByLabelText('Device name'), { target: { value: 'Laptop' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Ghost' }));
    const secondColour = screen.getByRole('group', { name: 'Second colour' });
    fireEvent.click(within(secondColour).getByRole('radio', { name: 'Green' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByText('home page');
    const account = useAuthStore.getState().account!;
    expect(account.profile).toEqual({ colorA: '#0A54FF', colorB: '#2ECFA8', icon: 'ghost' });
    expect(decryptData(account.deviceName, seedFromMnemonic(mnemonic))).toBe('Laptop');
    await waitFor(() =>
      expect(backend.calls.map((c) => `${c.method} ${c.path}`)).toContain(
        `PUT /users/${account.userId}/bookmarks`,
      ),
    );
    expect(backend.calls.some((c) => c.path.endsWith('/progress/import'))).toBe(false);
  });

  it('shows the server message when registration fails', async () => {
    backend.answer('POST /auth/register/start', () =>
      backend.json({ errorType: 'message', message: 'Too many requests' }, 429),
    );
    await walkToTrustStep();
    await screen.findByText('Test Server');
    fireEvent.click(screen.getByRole('button', { name: 'Trust server' }));
    fireEvent.change(await screen.findByLabelText('Device name'), { target: { value: 'Laptop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not create the account: Too many requests',
    );
    expect(useAuthStore.getState().account).toBeNull();
  });
});
