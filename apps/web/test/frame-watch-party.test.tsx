import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PartyContent, RoomEntry, RoomStatus } from '@screenroom/core';
import { JoinWatchPartyInput } from '../src/shared/layout/JoinWatchPartyInput.tsx';
import { joinTarget, normalizeRoomCode } from '../src/shared/layout/watch-party-target.ts';
import '../src/shared/i18n/i18n.ts';

const entry = (userId: string, isHost: boolean, content: PartyContent, timestamp = 1000) =>
  ({ userId, roomCode: 'AB12', isHost, content, player: {}, timestamp }) satisfies RoomEntry;
const host = (content: PartyContent, timestamp?: number) => entry('b', true, content, timestamp);
const guest = entry('a', false, { type: 'Movie', tmdbId: '1' });

describe('room codes', () => {
  it('are trimmed, upper-cased and cut to 10 characters', () => {
    expect(normalizeRoomCode('  ab12 ')).toBe('AB12');
    expect(normalizeRoomCode('abcdefghijklmn')).toBe('ABCDEFGHIJ');
    expect(normalizeRoomCode('   ')).toBeNull();
  });
});

describe('join target', () => {
  it('opens the episode route for a tv show with season and episode ids', () => {
    const room = {
      users: {
        a: [guest],
        b: [host({ type: 'TV Show', tmdbId: '1399', seasonId: '3624', episodeId: '63056' })],
      },
    };
    expect(joinTarget(room, 'AB12')).toEqual({
      ok: true,
      path: '/media/tmdb-tv-1399/3624/63056?watchparty=AB12',
    });
  });

  it('opens the movie route for anything else', () => {
    const room = { users: { b: [host({ type: 'tv show', tmdbId: '1399' })] } };
    expect(joinTarget(room, 'X')).toEqual({
      ok: true,
      path: '/media/tmdb-movie-1399?watchparty=X',
    });
  });

  it("follows the host's newest report, not an older one", () => {
    const room = {
      users: {
        b: [
          host({ type: 'TV Show', tmdbId: '1399', seasonId: '3624', episodeId: '63056' }, 1000),
          host({ type: 'TV Show', tmdbId: '1399', seasonId: '3624', episodeId: '63057' }, 2000),
        ],
      },
    };
    expect(joinTarget(room, 'AB12')).toMatchObject({
      path: '/media/tmdb-tv-1399/3624/63057?watchparty=AB12',
    });
  });

  it('takes the host the server names, and no host once it went silent', () => {
    const claimed = entry('a', true, { type: 'Movie', tmdbId: '603' }, 1000);
    const room = { users: { a: [claimed], b: [host({ type: 'Movie', tmdbId: '1' }, 1000)] } };
    expect(joinTarget({ ...room, hostId: 'a', serverTime: 2000 }, 'X')).toMatchObject({
      path: '/media/tmdb-movie-603?watchparty=X',
    });
    expect(joinTarget({ ...room, hostId: null, serverTime: 2000 }, 'X')).toEqual({
      ok: false,
      error: 'watchParty.noHost',
    });
    expect(joinTarget({ ...room, hostId: 'a', serverTime: 12_000 }, 'X')).toEqual({
      ok: false,
      error: 'watchParty.noHost',
    });
  });

  it('rejects empty rooms and rooms without a host', () => {
    expect(joinTarget({ users: {} }, 'X')).toEqual({ ok: false, error: 'watchParty.emptyRoom' });
    expect(joinTarget({ users: { a: [guest] } }, 'X')).toEqual({
      ok: false,
      error: 'watchParty.noHost',
    });
  });
});

function renderInput(fetchRoom: (code: string) => Promise<RoomStatus>) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <JoinWatchPartyInput fetchRoom={fetchRoom} /> },
      { path: '/media/*', element: <p>player</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('join watch party input', () => {
  it('keeps submit disabled while empty, then joins the host', async () => {
    let resolve: (room: RoomStatus) => void = () => undefined;
    const fetchRoom = vi.fn(() => new Promise<RoomStatus>((r) => (resolve = r)));
    const router = renderInput(fetchRoom);
    const input = screen.getByLabelText('Join a watch party');
    const button = screen.getByRole('button', { name: 'Join' });
    expect(button).toBeDisabled();
    fireEvent.input(input, { target: { value: '  ab12 ' } });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    const loading = await screen.findByRole('button', { name: 'Joining…' });
    expect(loading).toBeDisabled();
    expect(fetchRoom).toHaveBeenCalledWith('AB12');
    resolve({ roomCode: 'AB12', users: { b: [host({ type: 'Movie', tmdbId: '603' })] } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/media/tmdb-movie-603'));
    expect(router.state.location.search).toBe('?watchparty=AB12');
  });

  it('shows the invalid-room message when the lookup fails and clears it on input', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInput(() => Promise.reject(new Error('404')));
    const input = screen.getByLabelText('Join a watch party');
    fireEvent.input(input, { target: { value: 'zz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't find that room.");
    fireEvent.input(input, { target: { value: 'zz9' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains an empty room', async () => {
    renderInput(async () => ({ roomCode: 'A', users: {} }));
    fireEvent.input(screen.getByLabelText('Join a watch party'), { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/room is empty/);
  });
});
