/**
 * The Jellyfin source's id, alone in its file: the web app's first paint reads it (stored
 * credentials are keyed by it) and must not bring the source's code along.
 */
export const JELLYFIN_SOURCE_ID = 'jellyfin';
