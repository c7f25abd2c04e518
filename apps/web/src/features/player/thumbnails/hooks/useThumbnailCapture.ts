import type { Stream } from '@screenroom/core';
import { useEffect } from 'react';
import { usePreferencesStore } from '../../../../shared/stores/preferences.ts';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/**
 * Captures seek-bar previews of `stream` while the viewer has thumbnails turned on. It starts once
 * the main video knows its length (so the first picture on screen never waits for it), holds back
 * while the main video buffers, and stops when the title, the stream or the setting changes. The
 * capture's code downloads only then: thumbnails are off unless the viewer turns them on.
 */
export function useThumbnailCapture(stream: Stream): void {
  const player = usePlayer();
  const enabled = usePreferencesStore((s) => s.enableThumbnails);
  const started = usePlayerState((s) => s.progress.duration > 0);

  useEffect(() => {
    if (!enabled || !started) return;
    let stop: (() => void) | null = null;
    let stopped = false;
    void import('../thumbnail-capture.ts').then(
      ({ startThumbnailCapture }) => {
        if (stopped) return;
        stop = startThumbnailCapture({
          stream,
          onImage: (image) => player.store.getState().addThumbnail(image),
          isBusy: () => player.store.getState().mediaPlaying.isLoading,
        });
      },
      // Without the download the seek bar simply shows no previews, as with the setting off.
      (error: unknown) => console.error('Could not load the seek previews', error),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [player, enabled, started, stream]);
}
