import { useLocation } from 'react-router';
import { playerLinkState, type PlayerLinkState } from '../../../../shared/routing/player-return.ts';

/**
 * The history state of a link from the window into the player: the player's back arrow returns to
 * the page behind the window; opened over the player itself, the player's own way back is kept.
 */
export function usePlayerLinkState(): PlayerLinkState | undefined {
  const location = useLocation();
  if (!location.pathname.startsWith('/media/')) return playerLinkState(location);
  const state: unknown = location.state;
  if (typeof state === 'object' && state !== null && 'playerReturn' in state) {
    const playerReturn = (state as { playerReturn: unknown }).playerReturn;
    if (typeof playerReturn === 'string') return { playerReturn };
  }
  return undefined;
}
