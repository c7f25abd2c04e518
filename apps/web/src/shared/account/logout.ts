import { createBackendClient, type BackendClient } from '../clients/backend.ts';
import { useAuthStore } from '../stores/auth.ts';
import { useLogoutStore } from './logout-store.ts';
import { flushPendingChanges, LOGOUT_FLUSH_TIMEOUT_MS } from '../sync/flush-pending-changes.ts';
import { stopSendRuns } from '../sync/sends-in-flight.ts';
import { clearLocalAccount } from './clear-local-account.ts';
import { getBackendUrl } from '../clients/useBackendUrl.ts';

// Kept apart from useAuth so that pages which can only log out (the top bar) do not download the
// key-derivation code.

/** Ends the server session; the caller clears local data whatever happens here. */
export async function endSession(client: BackendClient, sessionId: string): Promise<void> {
  try {
    await client.deleteSession(sessionId);
  } catch {
    // A failed logout call is ignored; the token dies with its session anyway.
  }
}

/**
 * Ends the session and clears the account's local data at once, changes still queued for the
 * server included. Only for when those are safe elsewhere or given up on purpose: `logOut` is
 * the logout that saves them first.
 */
export async function logoutCurrentAccount(): Promise<void> {
  // A drain still running must not send anything more with this session's token.
  stopSendRuns();
  const account = useAuthStore.getState().account;
  if (account) {
    await endSession(createBackendClient(getBackendUrl(), account.token), account.sessionId);
  }
  clearLocalAccount();
}

export type LogoutOutcome = 'logged-out' | 'failed';

let running: Promise<LogoutOutcome> | null = null;

async function flushThenLogOut(): Promise<LogoutOutcome> {
  const { setStatus } = useLogoutStore.getState();
  setStatus({ kind: 'saving' });
  try {
    const result = await flushPendingChanges({ timeoutMs: LOGOUT_FLUSH_TIMEOUT_MS });
    if (!result.ok) {
      setStatus({ kind: 'failed', reason: result.reason });
      return 'failed';
    }
  } catch (error) {
    // Never left saving for good: an unexpected failure offers the same choices.
    console.error('Saving the last changes before logging out failed', error);
    setStatus({ kind: 'failed', reason: 'unreachable' });
    return 'failed';
  }
  await logoutCurrentAccount();
  setStatus({ kind: 'idle' });
  return 'logged-out';
}

/**
 * The logout the viewer asks for: what is still queued goes to the server first (for a bounded
 * time), and only then are the session and the local data gone. When the server cannot take
 * it, the status says so and the account stays until the viewer tries again or chooses
 * `logOutAnyway`. A second call while one runs joins it.
 */
export function logOut(): Promise<LogoutOutcome> {
  running ??= flushThenLogOut().finally(() => {
    running = null;
  });
  return running;
}

/** As logOut, for a control: `onLoggedOut` runs only if it did log out. */
export async function logOutThen(onLoggedOut?: () => void): Promise<void> {
  if ((await logOut()) === 'logged-out') onLoggedOut?.();
}

/** The viewer chose to log out without the changes the server could not take. */
export async function logOutAnyway(): Promise<void> {
  await logoutCurrentAccount();
  useLogoutStore.getState().setStatus({ kind: 'idle' });
}

/** The viewer stays logged in after a failed save; the changes stay queued for the sync loop. */
export function stayLoggedIn(): void {
  useLogoutStore.getState().setStatus({ kind: 'idle' });
}
