import { BackendError } from '../clients/backend.ts';
import { isAbortError } from './connectivity-schedule.ts';

/**
 * What a failed sync call means for the change it carried:
 * - `offline`: no answer, or the server or a proxy in front of it failing; keep it and retry.
 * - `retry`: the server is there but cannot take it now (429, or we aborted); keep it and retry.
 * - `session`: 401 or 403; keep it, and let the restore decide whether the session is gone.
 * - `rejected`: any other 4xx; the server refuses this change for good, so retrying cannot help.
 */
export type FailureKind = 'offline' | 'retry' | 'session' | 'rejected';

export function failureKind(error: unknown): FailureKind {
  if (isAbortError(error)) return 'retry';
  if (!(error instanceof BackendError)) return 'offline';
  if (error.status === 0 || error.status >= 500) return 'offline';
  if (error.status === 429) return 'retry';
  if (error.status === 401 || error.status === 403) return 'session';
  return error.status >= 400 ? 'rejected' : 'retry';
}

/** A change the server will never accept; it must not hold back the ones queued after it. */
export function isRejectedForGood(error: unknown): boolean {
  return failureKind(error) === 'rejected';
}
