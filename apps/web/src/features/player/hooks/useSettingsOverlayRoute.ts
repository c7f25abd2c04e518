import { overlayRouteFor, settingsRouteFrom } from '../settings-overlay-route.ts';
import { usePlayerState } from '../player-context.tsx';
import { useOverlayRouteSync } from './useOverlayRouteSync.ts';

/** Keeps the player's settings overlay and the `r` parameter in step (useOverlayRouteSync). */
export function useSettingsOverlayRoute(): void {
  useOverlayRouteSync({
    stored: usePlayerState((s) => s.settingsRoute),
    fromUrl: settingsRouteFrom,
    toUrl: overlayRouteFor,
    apply: (player, route) => {
      const s = player.store.getState();
      if (route === null) s.closeSettings();
      else s.openSettings(route);
    },
  });
}
