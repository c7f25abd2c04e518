import { shouldAutoplayNext } from '@screenroom/core';
import { useEffect, useRef } from 'react';
import { appConfig } from '../../../../shared/config.ts';
import { useNavigationInFlight } from '../../../../shared/hooks/useNavigationInFlight.ts';
import { useAuthStore } from '../../../../shared/stores/auth.ts';
import { usePreferencesStore } from '../../../../shared/stores/preferences.ts';
import type { PlayerState } from '../../store/player-store.ts';
import { hasProxySetup, isAutoplayAllowed, sourceNeedsNoProxy } from '../autoplay-allowed.ts';
import { useExtensionActive } from './useExtensionActive.ts';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/** Pure: whether the player state calls for autoplay now (at the end, or near it with skip credits). */
export function autoplayDue(state: PlayerState, skipCredits: boolean): boolean {
  const { nextOffer, progress, mediaPlaying, isSeeking } = state;
  if (nextOffer.kind !== 'nextEpisode' && nextOffer.kind !== 'nextSeason') return false;
  if (isSeeking || !shouldAutoplayNext(progress.time, progress.duration, skipCredits)) return false;
  // Near the end counts only while playing: a viewer who paused in the credits stays there.
  return mediaPlaying.isPlaying || progress.time >= progress.duration;
}

/**
 * With the autoplay preference on and autoplay allowed here, starts the next episode at the end
 * (or as the credits start, with skip credits on), once for the episode this hook is mounted for.
 */
export function useAutoplayNext(): void {
  const player = usePlayer();
  const enabled = usePreferencesStore((s) => s.enableAutoplay);
  const skipCredits = usePreferencesStore((s) => s.enableSkipCredits);
  const proxyWorkers = useAuthStore((s) => s.proxySet);
  const sourceId = usePlayerState((s) => s.sourceId);
  const config = appConfig.autoplay;
  // The extension is asked only when its answer alone decides.
  const needsExtension =
    enabled &&
    config === 'unset' &&
    !sourceNeedsNoProxy(sourceId) &&
    !hasProxySetup(false, proxyWorkers);
  const extensionActive = useExtensionActive(needsExtension);
  const allowed = enabled && isAutoplayAllowed({ config, sourceId, extensionActive, proxyWorkers });
  const fired = useRef(false);
  const navigating = useNavigationInFlight();

  useEffect(() => {
    if (!allowed) return;
    const check = (state: PlayerState) => {
      // While the viewer is on the way elsewhere (its route still loading), the next episode
      // must not replace that navigation; the next state change looks again if they stay.
      if (fired.current || navigating() || !autoplayDue(state, skipCredits)) return;
      fired.current = true;
      player.playNext();
    };
    check(player.store.getState());
    return player.store.subscribe(check);
  }, [player, allowed, skipCredits, navigating]);
}
