import { parseDisallowedMedia } from '@screenroom/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFreshRoutes } from './pages-render.tsx';
import { networkSilent, server } from './msw-server.ts';

/** The player page under the operator's list of removed titles, configuration read afresh. */
async function renderPlayer(disallowed: string, path: string) {
  vi.resetModules();
  window.__SCREENROOM_CONFIG__ = { disallowedMedia: [...parseDisallowedMedia(disallowed)] };
  networkSilent();
  await import('../src/shared/i18n/i18n.ts');
  const { PlayerPage } = await import('../src/features/player/PlayerPage.tsx');
  await renderFreshRoutes(
    [
      { path: '/media/:media', element: <PlayerPage /> },
      { path: '/media/:media/:season/:episode', element: <PlayerPage /> },
    ],
    path,
  );
}

describe('a title the operator removed', () => {
  const requests: string[] = [];
  const record = ({ request }: { request: Request }) => requests.push(request.url);

  afterEach(() => {
    cleanup();
    server.events.removeListener('request:start', record);
    requests.length = 0;
    delete window.__SCREENROOM_CONFIG__;
  });

  it('says it has been removed, and neither loads nor scrapes it', async () => {
    server.events.on('request:start', record);
    await renderPlayer('tv-1399, movie-1', '/media/tmdb-tv-1399-game-of-thrones/1/1');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Media has been removed',
    );
    expect(screen.getByText('The operator of this server has taken this title down.')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('plays a movie with the same id as a removed show', async () => {
    server.events.on('request:start', record);
    await renderPlayer('tv-603', '/media/tmdb-movie-603-the-matrix');
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(screen.queryByText('Media has been removed')).toBeNull();
  });
});
