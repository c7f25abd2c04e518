import { libraryRoutes, type LibraryScanStatus } from '@screenroom/core';
import { callApi } from './api.ts';

/**
 * The admin's view of the library's scans: `GET` the status, `POST` to scan now. A failure is a
 * BackendError with the server's code (status 0 when the server could not be reached), so the
 * page words it in the viewer's language.
 */
export function libraryScan(
  backendUrl: string,
  token: string,
  scanNow: boolean,
  signal?: AbortSignal,
): Promise<LibraryScanStatus> {
  return callApi(
    scanNow ? libraryRoutes.scan : libraryRoutes.scanStatus,
    {},
    { backendUrl, token, ...(signal && { signal }) },
  );
}
