import { useEffect } from 'react';
import { player } from '../../controller/player-controller.ts';
import { usePlayerStore } from '../../store/player-store.ts';

/**
 * Keeps the caption list in step with the stream: a new stream brings its captions (and turns
 * the remembered language on again), and a caption listed later (an HLS rendition) may be the
 * one the remembered language was waiting for.
 */
export function useCaptionSync(): void {
  useEffect(() => {
    player.applyStreamCaptions(usePlayerStore.getState().source);
    return usePlayerStore.subscribe((state, previous) => {
      if (state.source !== previous.source) player.applyStreamCaptions(state.source);
      else if (state.captionList !== previous.captionList) player.applyPendingCaption();
    });
  }, []);
}
