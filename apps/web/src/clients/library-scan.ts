import { libraryScanStatusSchema, type LibraryScanStatus } from '@screenroom/core';
import { joinBackendUrl } from './backend.ts';
import { LibraryRequestError } from './library.ts';

/** The admin's view of the library's scans: `GET` the status, `POST` to scan now. */
export async function libraryScan(
  backendUrl: string,
  token: string,
  scanNow: boolean,
  signal?: AbortSignal,
): Promise<LibraryScanStatus> {
  const response = await fetch(joinBackendUrl(backendUrl, '/admin/library/scan'), {
    method: scanNow ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}` },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new LibraryRequestError(response.status);
  return libraryScanStatusSchema.parse(await response.json());
}
