import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { MediaCard } from '../src/features/browse/media/MediaCard.tsx';
import {
  PlaybackErrorScreen,
  viewerReason,
} from '../src/features/player/components/PlaybackErrorScreen.tsx';
import { PlayerMessage } from '../src/features/player/components/PlayerMessage.tsx';
import { hlsError, mediaElementError } from '../src/features/player/playback-error.ts';
import { playerLinkState, playerReturnFrom } from '../src/shared/routing/player-return.ts';
import { serveLibraryAvailability } from './library-fake.ts';
import { meta, startTitle, tableRunner } from './player-sources-fixture.ts';
import { player, render } from './test-player.tsx';

const state = () => player.store.getState();

describe('playback error screen', () => {
  afterEach(cleanup);

  async function failEverything() {
    startTitle(tableRunner({ archive: 'notfound', jellyfin: 'failed' }));
    await player.recoverPlayback(hlsError('Failed to load HLS playlist (HTTP 404)'));
    await player.recoverPlayback(mediaElementError(4, 'MEDIA_ELEMENT_ERROR: Format error'));
    state().closeSettings();
  }

  function renderScreen() {
    return render(
      <MemoryRouter>
        <PlaybackErrorScreen
          error={state().error}
          back={{ to: '/browse/night', label: 'Back to search results' }}
        />
      </MemoryRouter>,
    );
  }

  it('names the title and says what happened in words a viewer knows', async () => {
    await failEverything();
    renderScreen();
    expect(
      screen.getByRole('heading', { name: "We couldn't play Night of the Living Dead" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toContain(
      "The file isn't a video this browser can play. We tried every stream and source we found for it, and none of them played.",
    );
    expect(screen.queryByText(/MEDIA_ELEMENT_ERROR/)).not.toBeInTheDocument();
  });

  it('keeps the technical text behind Show error, one line per failed stream', async () => {
    await failEverything();
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Show error' }));
    expect(screen.getByTestId('playback-error-details').textContent).toBe(
      'hls: Failed to load HLS playlist (HTTP 404)\nhtmlvideo: MEDIA_ELEMENT_ERROR: Format error',
    );
    expect(screen.getByRole('button', { name: 'Hide error' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('leads back where the viewer came from, to another source, or reloads', async () => {
    await failEverything();
    renderScreen();
    expect(screen.getByRole('link', { name: 'Back to search results' })).toHaveAttribute(
      'href',
      '/browse/night',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try another source' }));
    expect(state().settingsRoute).toBe('/source');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });

  it('explains an HLS failure as the stream, and falls back to a general sentence', () => {
    expect(viewerReason(hlsError('x'))).toBe('stream');
    expect(viewerReason(mediaElementError(2))).toBe('network');
    expect(viewerReason(null)).toBe('generic');
  });
});

describe('no stream found', () => {
  afterEach(cleanup);

  it('names the title, speaks to the viewer and offers Back and Reload', () => {
    render(
      <MemoryRouter>
        <PlayerMessage
          title={`No stream found for ${meta.title}`}
          back={{ to: '/discover', label: 'Back to Discover' }}
        >
          none
        </PlayerMessage>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Back to Discover' })).toHaveAttribute(
      'href',
      '/discover',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('the way back from the player', () => {
  afterEach(cleanup);

  it('returns to the page the link was on, with its query', () => {
    const state = playerLinkState({ pathname: '/browse/night', search: '?x=1', hash: '' });
    expect(playerReturnFrom(state)).toEqual({ to: '/browse/night?x=1', kind: 'search' });
    expect(playerReturnFrom(playerLinkState({ pathname: '/discover', search: '' }))).toEqual({
      to: '/discover',
      kind: 'discover',
    });
    expect(playerReturnFrom({ playerReturn: '/' })).toEqual({ to: '/', kind: 'home' });
    expect(playerReturnFrom({ playerReturn: '/settings' }).kind).toBe('other');
  });

  it('goes home when it does not know, or is handed something off this site', () => {
    for (const state of [
      undefined,
      null,
      {},
      { playerReturn: 'https://elsewhere.test/' },
      { playerReturn: '//elsewhere.test/x' },
      { playerReturn: '/media/tmdb-movie-1' },
      { playerReturn: 42 },
    ]) {
      expect(playerReturnFrom(state)).toEqual({ to: '/', kind: 'home' });
    }
  });

  it('is carried by a media card into the player', () => {
    function PlayerStub() {
      const location = useLocation();
      return <p data-testid="way-back">{playerReturnFrom(location.state).to}</p>;
    }
    // A server without the library's availability call: the card carries no availability mark.
    serveLibraryAvailability(404);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/browse/night?page=2']}>
          <Routes>
            <Route
              path="/browse/:query"
              element={
                <MediaCard
                  media={{
                    id: '10331',
                    title: 'Night of the Living Dead',
                    type: 'movie',
                    year: 1968,
                  }}
                />
              }
            />
            <Route path="/media/:media" element={<PlayerStub />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('link'));
    expect(screen.getByTestId('way-back').textContent).toBe('/browse/night?page=2');
  });
});
