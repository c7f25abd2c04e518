/**
 * Pure: whether this browser can put a video in a picture-in-picture window (the standard API;
 * Firefox has only its own built-in button, which needs nothing from us).
 */
export function pictureInPictureSupported(doc: Pick<Document, 'pictureInPictureEnabled'>): boolean {
  return doc.pictureInPictureEnabled === true;
}

/** Pure: whether this is Safari with AirPlay, which announces receivers with this event type. */
export function airPlaySupported(win: object): boolean {
  return 'WebKitPlaybackTargetAvailabilityEvent' in win;
}

type NavigatorLike = {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
  /** Safari's flag for a page started from the home screen. */
  standalone?: boolean;
};

/**
 * Pure: whether the app runs as a home-screen app on an iPhone or iPad, where Safari allows
 * neither picture-in-picture nor fullscreen. iPads since iOS 13 say they are Macs, but Macs have
 * no touch screen.
 */
export function isIosHomeScreenApp(nav: NavigatorLike, displayModeStandalone: boolean): boolean {
  const ios =
    /iPad|iPhone|iPod/.test(nav.userAgent) ||
    (nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 1);
  return ios && (nav.standalone === true || displayModeStandalone);
}

/** The same check on the running browser. */
export function runsAsIosHomeScreenApp(): boolean {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return isIosHomeScreenApp(navigator as NavigatorLike, standalone);
}
