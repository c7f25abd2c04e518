import { useEffect, useState } from 'react';

export interface TrailerState {
  /** The trailer's video can be reached: offer it only then. */
  available: boolean;
  playing: boolean;
  play: () => void;
  stop: () => void;
}

/**
 * YouTube's still of a video: 320×180 for a video that exists, a 120×90 placeholder (often with
 * status 404, which browsers still draw) for one that does not.
 */
export function trailerThumbnailUrl(videoKey: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoKey)}/mqdefault.jpg`;
}
const PLACEHOLDER_WIDTH = 120;

/**
 * Whether the trailer's host answers for this video, found by loading its still as an image (no
 * request of ours, no cookies). Offline, blocked, or for a removed video it stays false, so the
 * window never offers a trailer that cannot play.
 */
function useTrailerReachable(videoKey: string | undefined): boolean {
  const [reachableKey, setReachableKey] = useState<string>();
  useEffect(() => {
    if (videoKey === undefined || navigator.onLine === false) return;
    const probe = new Image();
    probe.onload = () => {
      if (probe.naturalWidth > PLACEHOLDER_WIDTH) setReachableKey(videoKey);
    };
    probe.src = trailerThumbnailUrl(videoKey);
    return () => {
      probe.onload = null;
      probe.src = '';
    };
  }, [videoKey]);
  return videoKey !== undefined && reachableKey === videoKey;
}

/** Whether the title's trailer can be offered, and whether it plays in place of the backdrop. */
export function useTrailer(videoKey: string | undefined): TrailerState {
  const available = useTrailerReachable(videoKey);
  const [playing, setPlaying] = useState(false);
  return {
    available,
    playing: available && playing,
    play: () => setPlaying(true),
    stop: () => setPlaying(false),
  };
}
