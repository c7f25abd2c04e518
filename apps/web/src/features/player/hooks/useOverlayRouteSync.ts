import { useEffect, useRef } from 'react';
import { useOverlayRoute } from '../../../shared/hooks/useOverlayRoute.ts';
import type { Player } from '../create-player.ts';
import { usePlayer } from '../player-context.tsx';

/**
 * How one overlay's route in the player's store maps to the `r` parameter and back. Declared once
 * per overlay at module level, so the sync's effect sees the same mapping on every render.
 */
export interface OverlayRouteMapping<R> {
  fromUrl: (url: string | null) => R | null;
  toUrl: (route: R | null) => string | null;
  /** Opens (route) or closes (null) the overlay in the player's store. */
  apply: (player: Player, route: R | null) => void;
}

/**
 * Keeps one player overlay (`stored`: its route in the player's store, null when closed) and the
 * `r` (overlay route) parameter in step. The store is what controls, keys and playback errors
 * change; the URL is what links, Back and Forward change. Whichever side moved since the last
 * sync wins, the other follows.
 */
export function useOverlayRouteSync<R>(mapping: OverlayRouteMapping<R>, stored: R | null): void {
  const player = usePlayer();
  const { route: overlay, navigate } = useOverlayRoute();
  const synced = useRef<{ player: Player; url: string | null; store: R | null }>({
    player,
    url: null,
    store: null,
  });

  useEffect(() => {
    // The last sync was with this player's store: a component kept while its player was replaced
    // (Preact runs every effect's cleanup and then the effect again when a page suspends, and
    // PlayerInstance makes a new player in that second run) starts again from the URL, as a new
    // player's store has none of the old one's overlay.
    const last =
      synced.current.player === player ? synced.current : { player, url: null, store: null };
    if (overlay !== last.url) {
      const wanted = mapping.fromUrl(overlay);
      synced.current = { player, url: overlay, store: wanted };
      if (wanted !== stored) mapping.apply(player, wanted);
      return;
    }
    if (stored === last.store) return;
    const wanted = mapping.toUrl(stored);
    synced.current = { player, url: wanted, store: stored };
    if (wanted !== overlay) navigate(wanted);
  }, [mapping, player, overlay, stored, navigate]);
}
