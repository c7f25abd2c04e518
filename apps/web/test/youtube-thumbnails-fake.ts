import { vi } from 'vitest';

/**
 * YouTube's video stills as the browser loads them through `new Image()` (jsdom loads no
 * images): a known video's still loads at 320×180, a removed one's as the 120×90 placeholder,
 * anything else fails as it would offline. Returns the still URLs asked for, and those whose
 * load or failure the page has been told of (`settled`), so a test can wait on the outcome.
 */
export function serveYouTubeThumbnails(videos: { existing?: string[]; removed?: string[] }) {
  const requests: string[] = [];
  const settled: string[] = [];
  const existing = new Set(videos.existing ?? []);
  const removed = new Set(videos.removed ?? []);

  class FakeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    naturalWidth = 0;
    naturalHeight = 0;
    private current = '';

    get src(): string {
      return this.current;
    }

    set src(url: string) {
      this.current = url;
      if (url === '') return;
      requests.push(url);
      const key = /^https:\/\/i\.ytimg\.com\/vi\/([^/]+)\/mqdefault\.jpg$/.exec(url)?.[1];
      setTimeout(() => {
        if (this.current !== url) return;
        if (key && existing.has(key)) [this.naturalWidth, this.naturalHeight] = [320, 180];
        else if (key && removed.has(key)) [this.naturalWidth, this.naturalHeight] = [120, 90];
        if (this.naturalWidth > 0) this.onload?.();
        else this.onerror?.();
        settled.push(url);
      }, 0);
    }
  }

  vi.stubGlobal('Image', FakeImage);
  return { requests, settled };
}
