import type Hls from 'hls.js';

/**
 * hls.js, loaded on demand so it stays out of the pages that never play anything. One import site,
 * so the player route can start the download as soon as it is opened (app/routes/app-routes.tsx) and
 * the player finds the same module already there when a stream is found.
 */
export const loadHlsModule = (): Promise<typeof Hls> =>
  import('hls.js').then((module) => module.default);

/** Starts downloading (and running) hls.js in the background; failures show when it is used. */
export function preloadHls(): void {
  void loadHlsModule().catch(() => undefined);
}
