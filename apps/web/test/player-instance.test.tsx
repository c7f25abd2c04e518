import { act, cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlayer, type Player } from '../src/features/player/create-player.ts';
import {
  PlayerInstance,
  usePlayer,
  usePlayerState,
} from '../src/features/player/player-context.tsx';
import { fakeDisplay } from './player-display-fake.ts';
import { movie } from './watch-party-setup.ts';

const stream = { id: 's', type: 'hls' as const, playlist: '/a.m3u8', captions: [], flags: [] };

afterEach(cleanup);

describe('one player per instance', () => {
  it('keeps each player’s state, display and timers to itself', () => {
    vi.useFakeTimers();
    const first = createPlayer();
    const second = createPlayer();
    const firstDisplay = fakeDisplay();
    const secondDisplay = fakeDisplay();
    first.attachDisplay(firstDisplay);
    second.attachDisplay(secondDisplay);

    first.store.getState().setMeta(movie, 'scraping');
    first.loadStream(stream, 12);
    first.roll();
    expect(second.store.getState().meta).toBeNull();
    expect(secondDisplay.load).not.toHaveBeenCalled();
    expect(second.store.getState().isRolling).toBe(false);

    // The second player's roll does not cut the first one's short, as a shared timer would.
    vi.advanceTimersByTime(600);
    second.roll();
    vi.advanceTimersByTime(500);
    expect(first.store.getState().isRolling).toBe(false);
    expect(second.store.getState().isRolling).toBe(true);
    vi.useRealTimers();
  });

  it('gives components the player of their route, and disposes it when the route goes', () => {
    let seen: Player | null = null;
    function Probe() {
      seen = usePlayer();
      const title = usePlayerState((s) => s.meta?.title ?? 'none');
      return <p>{title}</p>;
    }
    const view = render(
      <PlayerInstance>
        <Probe />
      </PlayerInstance>,
    );
    expect(seen).not.toBeNull();
    const player = seen as unknown as Player;
    act(() => player.store.getState().setMeta(movie, 'scraping'));
    expect(view.container.textContent).toBe('The Film');
    view.unmount();
    expect(player.store.getState().meta).toBeNull();
  });

  it('says plainly when a component has no player above it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => usePlayer())).toThrow(
      'usePlayer needs a PlayerProvider above it',
    );
    vi.restoreAllMocks();
  });
});
