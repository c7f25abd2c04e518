import { useEffect, useRef } from 'react';
import { useOverlayRoute } from '../../../shared/hooks/useOverlayRoute.ts';
import { overlayRouteFor, settingsRouteFrom } from '../settings-overlay-route.ts';
import type { SettingsRoute } from '../settings-overlay-route.ts';
import type { Player } from '../create-player.ts';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/**
 * Keeps the player's settings overlay and the `r` (overlay route) parameter in step. The store
 * stays what controls, keys and playback errors change; the URL is what links, Back and Forward
 * change. Whichever side moved since the last sync wins, the other follows.
 */
export function useSettingsOverlayRoute(): void {
  const player = usePlayer();
  const { route: overlay, navigate } = useOverlayRoute();
  const settingsRoute = usePlayerState((s) => s.settingsRoute);
  const synced = useRef<{ player: Player; url: string | null; store: SettingsRoute | null }>({
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
      const wanted = settingsRouteFrom(overlay);
      synced.current = { player, url: overlay, store: wanted };
      if (wanted === settingsRoute) return;
      const s = player.store.getState();
      if (wanted === null) s.closeSettings();
      else s.openSettings(wanted);
      return;
    }
    if (settingsRoute === last.store) return;
    const wanted = overlayRouteFor(settingsRoute);
    synced.current = { player, url: wanted, store: settingsRoute };
    if (wanted !== overlay) navigate(wanted);
  }, [player, overlay, settingsRoute, navigate]);
}
