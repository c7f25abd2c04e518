import { getBackendUrl } from './useBackendUrl.ts';
import type { Account } from '../stores/auth.ts';
import { createBackendClient, type BackendClient } from './backend.ts';

/** The signed-in client for the account's own server. */
export function accountClient(account: Account): BackendClient {
  return createBackendClient(getBackendUrl(), account.token);
}
