/** Which install instructions the extension page shows. */
export type BrowserKind = 'chrome' | 'firefox' | 'ios' | 'unknown';

export function browserKind(userAgent: string, maxTouchPoints = 0): BrowserKind {
  // iPadOS reports a desktop Mac user agent; touch support gives it away.
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Firefox\//.test(userAgent)) return 'firefox';
  if (/Chrome\/|Chromium\/|Edg\//.test(userAgent)) return 'chrome';
  return 'unknown';
}
