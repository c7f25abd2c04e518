import type { Stream } from '@screenroom/core';
import { useEffect } from 'react';
import { usePreferencesStore } from '../../../stores/preferences.ts';
import { usePlayerStore } from '../../store/player-store.ts';
import { startThumbnailCapture } from '../thumbnail-capture.ts';

/**
 * Captures seek-bar previews of `stream` while the viewer has thumbnails turned on. It starts once
 * the main video knows its length (so the first picture on screen never waits for it), holds back
 * while the main video buffers, and stops when the title, the stream or the setting changes.
 */
export function useThumbnailCapture(stream: Stream): void {
  const enabled = usePreferencesStore((s) => s.enableThumbnails);
  const started = usePlayerStore((s) => s.progress.duration > 0);

  useEffect(() => {
    if (!enabled || !started) return;
    return startThumbnailCapture({
      stream,
      onImage: (image) => usePlayerStore.getState().addThumbnail(image),
      isBusy: () => usePlayerStore.getState().mediaPlaying.isLoading,
    });
  }, [enabled, started, stream]);
}
