import { libraryScanStatusSchema, type LibraryScanStatus } from '@screenroom/core';
import { BackendError, backendErrorFromBody, joinBackendUrl } from './backend.ts';

/**
 * The admin's view of the library's scans: `GET` the status, `POST` to scan now. A failure is a
 * BackendError with the server's code (status 0 when the server could not be reached), so the
 * page words it in the viewer's language.
 */
export async function libraryScan(
  backendUrl: string,
  token: string,
  scanNow: boolean,
  signal?: AbortSignal,
): Promise<LibraryScanStatus> {
  let response: Response;
  try {
    response = await fetch(joinBackendUrl(backendUrl, '/admin/library/scan'), {
      method: scanNow ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}` },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new BackendError(0, error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw backendErrorFromBody(response.status, body, response.statusText);
  }
  return libraryScanStatusSchema.parse(await response.json());
}
