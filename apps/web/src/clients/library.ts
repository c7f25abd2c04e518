import { libraryAvailabilitySchema, type LibraryAvailability } from '@screenroom/core';
import { appConfig } from '../config.ts';
import { joinBackendUrl } from './backend.ts';
import { withServerSession } from './server-access.ts';

/**
 * Our server's media library: which titles it can play without any scraper. Asked of the same
 * server the library source scrapes (same origin unless VITE_BACKEND_URL says otherwise).
 */

export class LibraryRequestError extends Error {
  constructor(readonly status: number) {
    super(`The library answered ${status}`);
    this.name = 'LibraryRequestError';
  }
}

/** The movie and show ids with a playable file; a failed answer rejects. */
export async function fetchLibraryAvailability(signal?: AbortSignal): Promise<LibraryAvailability> {
  const response = await fetch(
    joinBackendUrl(appConfig.backendUrl, '/library/available'),
    withServerSession({ signal }),
  );
  if (!response.ok) throw new LibraryRequestError(response.status);
  return libraryAvailabilitySchema.parse(await response.json());
}
