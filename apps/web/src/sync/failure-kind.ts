import { BackendError } from '../clients/backend.ts';
import { isAbortError } from './connectivity-schedule.ts';

/**
 * A failure that says the server cannot be reached: no answer at all, or the server or a proxy
 * in front of it failing. A 4xx answer proves the server is there, so it is not one.
 */
export function meansOffline(error: unknown): boolean {
  if (isAbortError(error)) return false;
  if (error instanceof BackendError) return error.status === 0 || error.status >= 500;
  return true;
}
