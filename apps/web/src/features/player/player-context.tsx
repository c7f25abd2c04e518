import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createPlayer, type Player, type PlayerOptions } from './create-player.ts';
import type { PlayerState } from './store/player-store.ts';

const PlayerContext = createContext<Player | null>(null);

/** Hands `player` to the components below; tests give each render its own. */
export function PlayerProvider({ player, children }: { player: Player; children: ReactNode }) {
  return <PlayerContext.Provider value={player}>{children}</PlayerContext.Provider>;
}

/**
 * A player for as long as this element stays mounted (the player route: episodes of the same
 * show keep it), disposed when it goes. It is made in an effect rather than during render, so a
 * render that is thrown away (a suspension, an error) never leaves a player undisposed.
 */
export function PlayerInstance({
  options,
  children,
}: {
  options?: PlayerOptions;
  children: ReactNode;
}) {
  const [player, setPlayer] = useState<Player | null>(null);
  useEffect(() => {
    const made = createPlayer(options);
    setPlayer(made);
    return () => made.dispose();
    // The options are read once, when the player is made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return player ? <PlayerProvider player={player}>{children}</PlayerProvider> : null;
}

/** The player of the route this component is in. */
export function usePlayer(): Player {
  const player = useContext(PlayerContext);
  if (!player) throw new Error('usePlayer needs a PlayerProvider above it');
  return player;
}

/** A piece of this player's state; the component renders again when it changes. */
export function usePlayerState<T>(selector: (state: PlayerState) => T): T {
  return useStore(usePlayer().store, selector);
}
