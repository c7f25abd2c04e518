import type { Stream } from '@screenroom/core';
import { useEffect } from 'react';
import { usePreferencesStore } from '../../../../shared/stores/preferences.ts';
import { startThumbnailCapture } from '../thumbnail-capture.ts';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/**
 * Captures seek-bar previews of `stream` while the viewer has thumbnails turned on. It starts once
 * the main video knows its length (so the first picture on screen never waits for it), holds back
 * while the main video buffers, and stops when the title, the stream or the setting changes.
 */
export function useThumbnailCapture(stream: Stream): void {
  const player = usePlayer();
  const enabled = usePreferencesStore((s) => s.enableThumbnails);
  const started = usePlayerState((s) => s.progress.duration > 0);

  useEffect(() => {
    if (!enabled || !started) return;
    return startThumbnailCapture({
      stream,
      onImage: (image) => player.store.getState().addThumbnail(image),
      isBusy: () => player.store.getState().mediaPlaying.isLoading,
    });
  }, [player, enabled, started, stream]);
}
