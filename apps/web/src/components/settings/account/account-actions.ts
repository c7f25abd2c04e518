import type { BackendClient } from '../../../clients/backend.ts';
import { clearLocalAccount } from '../../../hooks/clearLocalAccount.ts';
import { logoutCurrentAccount } from '../../../hooks/logout.ts';
import type { Account } from '../../../stores/auth.ts';

/** Ends every other session first, so this device can still ask after a partial failure. */
export async function logoutEverywhere(client: BackendClient, account: Account): Promise<void> {
  const sessions = await client.getSessions(account.userId);
  for (const session of sessions) {
    if (session.id !== account.sessionId) await client.deleteSession(session.id);
  }
  await logoutCurrentAccount();
}

/** Irreversible: the server drops the user with all its data, then this browser forgets it. */
export async function deleteAccount(client: BackendClient, account: Account): Promise<void> {
  await client.deleteUser(account.userId);
  clearLocalAccount();
}
