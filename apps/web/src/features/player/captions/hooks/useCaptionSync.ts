import { useEffect } from 'react';
import { usePlayer } from '../../player-context.tsx';

/**
 * Keeps the caption list in step with the stream: a new stream brings its captions (and turns
 * the remembered language on again), and a caption listed later (an HLS rendition) may be the
 * one the remembered language was waiting for.
 */
export function useCaptionSync(): void {
  const player = usePlayer();
  useEffect(() => {
    player.applyStreamCaptions(player.store.getState().source);
    return player.store.subscribe((state, previous) => {
      if (state.source !== previous.source) player.applyStreamCaptions(state.source);
      else if (state.captionList !== previous.captionList) player.applyPendingCaption();
    });
  }, [player]);
}
