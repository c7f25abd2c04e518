import { libraryRoutes, type LibraryAvailability } from '@screenroom/core';
import { callApi } from './api.ts';

/**
 * Our server's media library: which titles it can play without any scraper. Asked of the same
 * server the library source scrapes (same origin unless VITE_BACKEND_URL says otherwise).
 */

/** The movie and show ids with a playable file; a failed answer rejects with a BackendError. */
export function fetchLibraryAvailability(signal?: AbortSignal): Promise<LibraryAvailability> {
  return callApi(libraryRoutes.available, {}, { ...(signal && { signal }) });
}
