import { generateMnemonic } from '@screenroom/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackendClient } from '../src/shared/clients/backend.ts';
import { registerAccount } from '../src/shared/account/useAuth.ts';
import { useDeviceName } from '../src/shared/account/useDeviceName.ts';
import { useAuthStore } from '../src/shared/stores/auth.ts';
import { createFakeBackend } from './account-fake-backend.ts';
import { renderAccount } from './account-render.tsx';
import { renderHook, waitFor } from '@testing-library/react';

let backend: ReturnType<typeof createFakeBackend>;

beforeEach(() => {
  backend = createFakeBackend();
  localStorage.clear();
  useAuthStore.setState({ account: null, backendUrl: null, proxySet: null });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(passphrase: string, device: string) {
  fireEvent.input(screen.getByLabelText('12-word passphrase'), { target: { value: passphrase } });
  fireEvent.input(screen.getByLabelText('Device name'), { target: { value: device } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  it('rejects an invalid passphrase without calling the server', () => {
    renderAccount('/login');
    fill('one two three', 'Phone');
    expect(screen.getByRole('alert').textContent).toBe('Incorrect or incomplete passphrase');
    expect(backend.calls).toHaveLength(0);
  });

  it('requires a device name', () => {
    renderAccount('/login');
    fill(generateMnemonic(), '');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a device name');
  });

  it('says when no account uses the passphrase', async () => {
    renderAccount('/login');
    fill(generateMnemonic(), 'Phone');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No account on this server uses this passphrase',
    );
  });

  it('logs in to the account the passphrase belongs to', async () => {
    const mnemonic = generateMnemonic();
    const registered = await registerAccount(createBackendClient(''), {
      mnemonic,
      deviceName: 'Desktop',
      profile: { colorA: '#F9DD7F', colorB: '#7652DD', icon: 'tv' },
    });
    renderAccount('/login');
    fill(`  ${mnemonic.toUpperCase()} `, 'A phone with a very long name');
    await screen.findByText('home page');
    const account = useAuthStore.getState().account!;
    expect(account.userId).toBe(registered.userId);
    expect(account.profile.icon).toBe('tv');
    const { result } = renderHook(() => useDeviceName({ truncate: true }));
    // The name is decrypted once the cipher has loaded.
    await waitFor(() => expect(result.current).toBe('A phone with a very…'));
  });

  it('goes back where the viewer was headed, and keeps that way through the register link', async () => {
    const mnemonic = generateMnemonic();
    await registerAccount(createBackendClient(''), {
      mnemonic,
      deviceName: 'Desktop',
      profile: { colorA: '#F9DD7F', colorB: '#7652DD', icon: 'tv' },
    });
    const headed = '/media/tmdb-movie-45745-sintel?t=90';
    const { router } = renderAccount(`/login?redirect=${encodeURIComponent(headed)}`);
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute(
      'href',
      `/register?redirect=${encodeURIComponent(headed)}`,
    );
    fill(mnemonic, 'Phone');
    await screen.findByText('player page');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(headed);
  });

  it('ignores a redirect that would leave the app', async () => {
    const mnemonic = generateMnemonic();
    await registerAccount(createBackendClient(''), {
      mnemonic,
      deviceName: 'Desktop',
      profile: { colorA: '#F9DD7F', colorB: '#7652DD', icon: 'tv' },
    });
    renderAccount(`/login?redirect=${encodeURIComponent('//evil.example/')}`);
    fill(mnemonic, 'Phone');
    await screen.findByText('home page');
  });
});
