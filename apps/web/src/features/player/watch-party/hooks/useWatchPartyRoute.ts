import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useBackendUrl } from '../../../../shared/clients/useBackendUrl.ts';
import { WATCH_PARTY_PARAM } from '../party-engine.ts';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/**
 * The player page's part in the watch party: `?watchparty=CODE` joins that room once the stream
 * plays, a reload comes back to the party the tab was in, leaving the page leaves the party, and
 * a page going away tells the room by a beacon.
 */
export function useWatchPartyRoute(): void {
  const player = usePlayer();
  const [params] = useSearchParams();
  const code = params.get(WATCH_PARTY_PARAM);
  const backendUrl = useBackendUrl();
  const playing = usePlayerState((s) => s.status === 'playing');
  const title = usePlayerState((s) => s.meta?.tmdbId ?? null);

  useEffect(() => {
    void player.checkPartyBackend();
  }, [player, backendUrl]);

  useEffect(() => player.attachPartyPage(), [player]);

  useEffect(() => {
    if (playing && title !== null) player.partyRouteReady(code);
  }, [player, code, playing, title]);

  useEffect(() => {
    const onPageHide = () => player.partyPageHidden();
    // A page restored from the back-forward cache comes back to its party as a reload would.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && player.store.getState().status === 'playing') {
        player.partyRouteReady(new URLSearchParams(location.search).get(WATCH_PARTY_PARAM));
      }
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [player]);
}
