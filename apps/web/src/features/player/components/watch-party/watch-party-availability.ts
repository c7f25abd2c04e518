import type { PlayerState } from '../../store/player-store.ts';

/**
 * Whether this player can host or join a party: `ready`, or why not. Only a title has a party
 * (a test stream has nothing to match the host's content against); only a direct file or an HLS
 * stream plays the same bytes at the same times for everyone; the server must be 2.0.1 or later
 * (`checking` until it has said).
 */
export type WatchPartyAvailability = 'ready' | 'noTitle' | 'source' | 'checking' | 'backend';

/** Pure: see WatchPartyAvailability. */
export function watchPartyAvailability(
  state: Pick<PlayerState, 'meta' | 'source' | 'watchParty'>,
): WatchPartyAvailability {
  if (state.meta === null) return 'noTitle';
  if (state.source?.type !== 'file' && state.source?.type !== 'hls') return 'source';
  if (state.watchParty.backendVersionOk === null) return 'checking';
  return state.watchParty.backendVersionOk ? 'ready' : 'backend';
}
