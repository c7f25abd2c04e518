import { useLayoutEffect, useRef, useState } from 'react';
import { nearestThumbnail } from '../thumbnails/thumbnail-images.ts';
import { seekPreviewLeft } from '../seek-preview-position.ts';
import { formatTime } from '../time-format.ts';
import { usePreferencesStore } from '../../../shared/stores/preferences.ts';
import { usePlayerState } from '../player-context.tsx';

type Props = {
  /** The media time the preview is for, in seconds. */
  time: number;
  /** Where that time sits on the bar, in pixels from its start. */
  centre: number;
  trackWidth: number;
};

/**
 * The time under the pointer (or the thumb) above the seek bar, with the nearest captured
 * picture when the viewer turned thumbnails on. The slider itself announces the time, so this is
 * for the eyes only.
 */
export function SeekPreview({ time, centre, trackWidth }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const enabled = usePreferencesStore((s) => s.enableThumbnails);
  const image = usePlayerState((s) =>
    enabled ? nearestThumbnail(s.thumbnails.images, time) : null,
  );

  // The width depends on whether a picture shows; measured after layout, before paint.
  useLayoutEffect(() => {
    const measured = box.current?.offsetWidth ?? 0;
    if (measured !== width) setWidth(measured);
  }, [image, time, width]);

  return (
    <div
      ref={box}
      aria-hidden="true"
      data-testid="seek-preview"
      className="pointer-events-none absolute bottom-full mb-3 flex flex-col items-center gap-1"
      style={{ left: `${seekPreviewLeft(centre, width, trackWidth)}px` }}
    >
      {image ? (
        <img
          data-testid="seek-preview-thumbnail"
          src={image.data}
          alt=""
          className="block w-40 rounded-md border border-white/20 bg-black shadow-lg"
        />
      ) : null}
      <span
        data-testid="seek-preview-time"
        className="rounded bg-black/80 px-2 py-0.5 text-sm font-medium text-white tabular-nums"
      >
        {formatTime(time)}
      </span>
    </div>
  );
}
