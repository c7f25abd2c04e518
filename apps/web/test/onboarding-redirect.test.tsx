import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onboardingRedirect } from '../src/shared/routing/onboarding-redirect.ts';
import { renderFreshRoutes } from './pages-render.tsx';
import { networkSilent, server } from './msw-server.ts';

/** Resolves when the page makes its first request. */
function firstRequest(): Promise<void> {
  return new Promise((resolve) => {
    const seen = () => {
      server.events.removeListener('request:start', seen);
      resolve();
    };
    server.events.on('request:start', seen);
  });
}

describe('onboardingRedirect', () => {
  it('sends a viewer who has not finished the setup there, with the way back', () => {
    expect(
      onboardingRedirect('/media/tmdb-tv-1399-x/2/3?watchparty=AB12', {
        enabled: true,
        completed: false,
      }),
    ).toBe('/onboarding?redirect=%2Fmedia%2Ftmdb-tv-1399-x%2F2%2F3%3Fwatchparty%3DAB12');
  });

  it('lets the player open when the setup is done or not offered', () => {
    expect(onboardingRedirect('/media/x', { enabled: true, completed: true })).toBeNull();
    expect(onboardingRedirect('/media/x', { enabled: false, completed: false })).toBeNull();
  });
});

/** The player page with the deployment's flag, loaded fresh because configuration is read once. */
async function renderPlayer(flag: string | undefined, completed: boolean) {
  vi.resetModules();
  window.__SCREENROOM_CONFIG__ = flag === undefined ? {} : { hasOnboarding: flag === 'true' };
  networkSilent();
  await import('../src/shared/i18n/i18n.ts');
  const { PlayerPage } = await import('../src/features/player/PlayerPage.tsx');
  const { useOnboardingStore } = await import('../src/shared/stores/onboarding.ts');
  useOnboardingStore.setState({ completed });
  const { router } = await renderFreshRoutes(
    [
      { path: '/media/:media', element: <PlayerPage /> },
      { path: '/onboarding', element: <p>setup</p> },
    ],
    '/media/tmdb-movie-603-the-matrix',
  );
  return router;
}

describe('player page and the onboarding flag', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    delete window.__SCREENROOM_CONFIG__;
  });

  it('goes to the setup first when VITE_HAS_ONBOARDING is on and it is not completed', async () => {
    const router = await renderPlayer('true', false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/media/tmdb-movie-603-the-matrix',
    );
  });

  // The player asks for the title only once it is drawn instead of a redirect, so its first
  // request shows the page has decided; only then is staying on the player worth checking.
  it('opens the player when the setup is completed', async () => {
    const asked = firstRequest();
    const router = await renderPlayer('true', true);
    await asked;
    expect(router.state.location.pathname).toBe('/media/tmdb-movie-603-the-matrix');
  });

  it('opens the player when the flag is unset', async () => {
    const asked = firstRequest();
    const router = await renderPlayer(undefined, false);
    await asked;
    expect(router.state.location.pathname).toBe('/media/tmdb-movie-603-the-matrix');
  });
});
