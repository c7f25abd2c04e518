import { createBackendClient, type BackendClient } from '../clients/backend.ts';
import { useAuthStore } from '../stores/auth.ts';
import { clearLocalAccount } from './clearLocalAccount.ts';
import { getBackendUrl } from './useBackendUrl.ts';

// Kept apart from useAuth so that pages which can only log out (the top bar) do not download the
// key-derivation code.

/** Ends the server session; the caller clears local data whatever happens here. */
export async function endSession(client: BackendClient, sessionId: string): Promise<void> {
  try {
    await client.deleteSession(sessionId);
  } catch {
    // Document 001 §4: a failed logout call is ignored; the token dies with its session anyway.
  }
}

export async function logoutCurrentAccount(): Promise<void> {
  const account = useAuthStore.getState().account;
  if (account) {
    await endSession(createBackendClient(getBackendUrl(), account.token), account.sessionId);
  }
  clearLocalAccount();
}

/** The logout action for components that need nothing else of the account. */
export function useLogout(): () => Promise<void> {
  return logoutCurrentAccount;
}
