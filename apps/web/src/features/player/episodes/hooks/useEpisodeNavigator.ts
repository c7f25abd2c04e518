import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { OVERLAY_PARAM } from '../../../../shared/hooks/useOverlayRoute.ts';
import { usePlayer } from '../../player-context.tsx';

/** Pure: whether the current entry is one that opening an overlay pushed (see useOverlayRoute). */
export function isOverlayEntry(search: string, state: unknown): boolean {
  return (
    new URLSearchParams(search).has(OVERLAY_PARAM) &&
    typeof state === 'object' &&
    state !== null &&
    'overlayOpened' in state
  );
}

/**
 * Lends the player store a way to move to another episode with client-side navigation. The new
 * route carries no query: the overlay closes, a shared start time belonged to the old episode,
 * and changing the media leaves a watch party. An entry the episodes overlay pushed is replaced,
 * so Back from the new episode returns to the old one rather than to its open overlay.
 */
export function useEpisodeNavigator(): void {
  const player = usePlayer();
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef(location);
  useEffect(() => {
    current.current = location;
  }, [location]);

  useEffect(() => {
    const navigator = (path: string) => {
      const { search, state } = current.current;
      void navigate(path, { replace: isOverlayEntry(search, state) });
    };
    player.store.getState().setEpisodeNavigator(navigator);
    return () => {
      if (player.store.getState().episodeNavigator === navigator) {
        player.store.getState().setEpisodeNavigator(null);
      }
    };
  }, [player, navigate]);
}
