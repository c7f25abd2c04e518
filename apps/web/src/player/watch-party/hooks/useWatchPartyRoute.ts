import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useBackendUrl } from '../../../hooks/useBackendUrl.ts';
import { usePlayerStore } from '../../store/player-store.ts';
import { WATCH_PARTY_PARAM, partyEngine } from '../party-engine.ts';

/**
 * The player page's part in the watch party: `?watchparty=CODE` joins that room once the stream
 * plays, a reload comes back to the party the tab was in, leaving the page leaves the party, and
 * a page going away tells the room by a beacon.
 */
export function useWatchPartyRoute(): void {
  const [params] = useSearchParams();
  const code = params.get(WATCH_PARTY_PARAM);
  const backendUrl = useBackendUrl();
  const playing = usePlayerStore((s) => s.status === 'playing');
  const title = usePlayerStore((s) => s.meta?.tmdbId ?? null);

  useEffect(() => {
    void partyEngine.checkBackend();
  }, [backendUrl]);

  useEffect(() => partyEngine.attachPage(), []);

  useEffect(() => {
    if (playing && title !== null) partyEngine.routeReady(code);
  }, [code, playing, title]);

  useEffect(() => {
    const onPageHide = () => partyEngine.pageHidden();
    // A page restored from the back-forward cache comes back to its party as a reload would.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && usePlayerStore.getState().status === 'playing') {
        partyEngine.routeReady(new URLSearchParams(location.search).get(WATCH_PARTY_PARAM));
      }
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
}
