/**
 * Runtime configuration (DECISIONS.md §8): the server writes the VITE_-prefixed values into the
 * page as `window.__SCREENROOM_CONFIG__`; one build serves every deployment.
 */
declare global {
  interface Window {
    __SCREENROOM_CONFIG__?: Record<string, string>;
  }
}

function read(key: string): string | undefined {
  const value = typeof window === 'undefined' ? undefined : window.__SCREENROOM_CONFIG__?.[key];
  return value === undefined || value === '' ? undefined : value;
}

export const appConfig = {
  /** Base URL of the movie-database-compatible API; our own server by default. */
  tmdbApiUrl: read('VITE_TMDB_API_URL') ?? '/tmdb/3',
  /** Base URL of movie-database images (sizes and paths are appended). */
  tmdbImageUrl: read('VITE_TMDB_IMAGE_URL') ?? '/tmdb/images',
  /** The account and sync backend; our own server by default. */
  backendUrl: read('VITE_BACKEND_URL') ?? '',
  version: __APP_VERSION__,
} as const;
