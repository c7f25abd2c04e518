import type { BackendClient } from '../../../shared/clients/backend.ts';
import { clearLocalAccount } from '../../../shared/account/clear-local-account.ts';
import { logOut, type LogoutOutcome } from '../../../shared/account/logout.ts';
import type { Account } from '../../../shared/stores/auth.ts';
import { withSyncStopped } from '../../../shared/sync/with-sync-stopped.ts';

/** How long a deletion waits for a sync request already on its way. */
export const DELETE_WAIT_MS = 5000;

/**
 * Ends every other session first, so this device can still ask after a partial failure; this
 * device then logs out as any logout does, saving its last changes first.
 */
export async function logoutEverywhere(
  client: BackendClient,
  account: Account,
): Promise<LogoutOutcome> {
  const sessions = await client.getSessions(account.userId);
  for (const session of sessions) {
    if (session.id !== account.sessionId) await client.deleteSession(session.id);
  }
  return logOut();
}

/**
 * Irreversible: the server drops the user with all its data, then this browser forgets it.
 * Queued changes are not sent (there is nothing left to send them to), but a sync request
 * already on its way gets its answer before the deletion, and none goes out after it.
 */
export async function deleteAccount(client: BackendClient, account: Account): Promise<void> {
  await withSyncStopped(
    async () => {
      await client.deleteUser(account.userId);
      clearLocalAccount();
    },
    { timeoutMs: DELETE_WAIT_MS },
  );
}
