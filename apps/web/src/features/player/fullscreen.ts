/**
 * Safari's own fullscreen for a video element, the only kind an iPhone has: it shows the video in
 * the system player, and reports it through `webkitbeginfullscreen` and `webkitendfullscreen`.
 * Missing from TypeScript's DOM types, so this names the little the player uses.
 */
type WebkitVideo = {
  webkitEnterFullscreen?: () => void;
  webkitExitFullscreen?: () => void;
  /** False until the video's metadata has loaded, and where the browser has no such mode. */
  webkitSupportsFullscreen?: boolean;
  webkitDisplayingFullscreen?: boolean;
};

/** The video element's fullscreen events in Safari. */
export const WEBKIT_FULLSCREEN_EVENTS = {
  begin: 'webkitbeginfullscreen',
  end: 'webkitendfullscreen',
} as const;

/**
 * How the player can fill the screen here: the player itself with its controls (the standard
 * API), only the video in the system player (an iPhone), or not at all.
 */
export type FullscreenWay = 'player' | 'video' | 'none';

/** Pure: the way this browser offers, given the player's element and its video (none while casting). */
export function fullscreenWay(
  container: Pick<HTMLElement, 'requestFullscreen'>,
  video: HTMLVideoElement | null,
): FullscreenWay {
  if (typeof container.requestFullscreen === 'function') return 'player';
  const webkitVideo = video as WebkitVideo | null;
  const videoCan =
    typeof webkitVideo?.webkitEnterFullscreen === 'function' &&
    webkitVideo.webkitSupportsFullscreen === true;
  return videoCan ? 'video' : 'none';
}

/**
 * Enters or leaves fullscreen the best way this browser has. False when it has none, so the
 * player can say so instead of leaving the button doing nothing.
 */
export function toggleFullscreen(
  doc: Pick<Document, 'fullscreenElement' | 'exitFullscreen'>,
  container: HTMLElement,
  video: HTMLVideoElement | null,
): boolean {
  const webkitVideo = video as WebkitVideo | null;
  if (doc.fullscreenElement) {
    void doc.exitFullscreen().catch(() => undefined);
    return true;
  }
  if (webkitVideo?.webkitDisplayingFullscreen) {
    webkitVideo.webkitExitFullscreen?.();
    return true;
  }
  const way = fullscreenWay(container, video);
  if (way === 'player') void container.requestFullscreen().catch(() => undefined);
  else if (way === 'video') webkitVideo?.webkitEnterFullscreen?.();
  return way !== 'none';
}
