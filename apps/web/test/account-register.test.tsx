import { decryptData, seedFromMnemonic } from '@screenroom/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n } from '../src/shared/i18n/i18n.ts';
import { useAuthStore } from '../src/shared/stores/auth.ts';
import { useBookmarkStore } from '../src/shared/stores/bookmarks.ts';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { createFakeBackend } from './account-fake-backend.ts';
import { renderAccount } from './account-render.tsx';

let backend: ReturnType<typeof createFakeBackend>;
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  backend = createFakeBackend();
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
  fireEvent.input(screen.getByLabelText('Your 12-word passphrase'), { target: { value: text } });
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
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    const mnemonic = shownPassphrase();
    expect(mnemonic.split(' ')).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Copy passphrase' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
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
    expect(await screen.findByText('Test Server')).toBeInTheDocument();
    expect(screen.getByText('A server for tests')).toBeInTheDocument();
  });

  it("names the server 'Unknown Server' when /meta fails", async () => {
    backend.answer('GET /meta', () => backend.json({ message: 'down' }, 500));
    await walkToTrustStep();
    expect(await screen.findByText('Unknown Server')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trust server' })).toBeEnabled();
  });

  it('creates the account, imports local data and goes home', async () => {
    useBookmarkStore.getState().addBookmark({ tmdbId: '603', type: 'movie', title: 'The Matrix' });
    const mnemonic = await walkToTrustStep();
    await screen.findByText('Test Server');
    fireEvent.click(screen.getByRole('button', { name: 'Trust server' }));
    await screen.findByRole('heading', { name: 'Set up your account' });

    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a device name');

    fireEvent.input(screen.getByLabelText('Device name'), { target: { value: 'Laptop' } });
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

  it('loads reCAPTCHA only when the server asks, and fetches a fresh token for each attempt', async () => {
    const googleScripts = () =>
      [...document.head.querySelectorAll('script')].filter((el) =>
        el.src.startsWith('https://www.google.com/recaptcha/'),
      );
    await walkToTrustStep();
    await screen.findByText('Test Server');
    expect(googleScripts()).toHaveLength(0);
    cleanup();

    backend.answer('GET /meta', () =>
      backend.json({
        name: 'Test Server',
        description: 'A server for tests',
        version: '2.0.1',
        hasCaptcha: true,
        captchaClientKey: 'wizard-site-key',
      }),
    );
    let starts = 0;
    backend.answer('POST /auth/register/start', () =>
      ++starts === 1
        ? backend.json({ errorType: 'message', message: 'Invalid captcha' }, 400)
        : backend.json({ errorType: 'message', message: 'Too many requests' }, 429),
    );
    await walkToTrustStep();
    await screen.findByText('Test Server');
    const trust = screen.getByRole('button', { name: 'Trust server' }) as HTMLButtonElement;
    await waitFor(() => expect(googleScripts()).toHaveLength(1));
    expect(googleScripts()[0]!.src).toContain('render=wizard-site-key');
    expect(trust).toBeDisabled();
    let issued = 0;
    const execute = vi.fn(async () => `token-${++issued}`);
    window.grecaptcha = { ready: (callback) => callback(), execute };
    googleScripts()[0]!.dispatchEvent(new Event('load'));
    await waitFor(() => expect(trust).toBeEnabled());
    fireEvent.click(trust);

    fireEvent.input(await screen.findByLabelText('Device name'), { target: { value: 'Laptop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not create the account: Invalid captcha',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Could not create the account: Too many requests');
    const sent = backend.calls
      .filter((c) => c.path === '/auth/register/start')
      .map((c) => (c.body as { captchaToken?: string }).captchaToken);
    expect(sent).toEqual(['token-1', 'token-2']);
    expect(execute).toHaveBeenCalledWith('wizard-site-key', { action: 'register' });
    delete window.grecaptcha;
    googleScripts().forEach((el) => el.remove());
  });

  it('shows the server message when registration fails', async () => {
    backend.answer('POST /auth/register/start', () =>
      backend.json({ errorType: 'message', message: 'Too many requests' }, 429),
    );
    await walkToTrustStep();
    await screen.findByText('Test Server');
    fireEvent.click(screen.getByRole('button', { name: 'Trust server' }));
    fireEvent.input(await screen.findByLabelText('Device name'), { target: { value: 'Laptop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not create the account: Too many requests',
    );
    expect(useAuthStore.getState().account).toBeNull();
  });
});

describe('register page of a server that takes no new accounts', () => {
  const sintelPath = '/media/tmdb-movie-45745-sintel';

  beforeEach(() => {
    backend.answer('GET /meta', () =>
      backend.json({
        name: 'Test Server',
        description: 'A server for tests',
        version: '2.0.1',
        hasCaptcha: false,
        registration: 'closed',
      }),
    );
  });

  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says registration is closed instead of running the wizard, and leads to login', async () => {
    const { router } = renderAccount(`/register?redirect=${encodeURIComponent(sintelPath)}`);
    expect(
      await screen.findByRole('heading', { name: 'Registration is closed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This server takes no new accounts/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your 12-word passphrase' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(sintelPath);
    expect(backend.calls.some((c) => c.path.startsWith('/auth/register'))).toBe(false);
  });

  it('says so in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    renderAccount('/register');
    expect(await screen.findByRole('heading', { name: 'التسجيل مغلق' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toBeInTheDocument();
  });
});
