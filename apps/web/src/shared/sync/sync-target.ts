import { appConfig } from '../config.ts';
import { useAuthStore } from '../stores/auth.ts';

export interface SyncTarget {
  backendUrl: string;
  token: string;
  userId: string;
  sessionId: string;
}

/** The account's own override wins; '' is the same origin and counts as a backend. */
export function resolveBackendUrl(accountOverride: string | null, configured: string): string {
  return accountOverride ?? configured;
}

/** Null when there is nothing to sync to: no account. */
export function currentSyncTarget(): SyncTarget | null {
  const { account, backendUrl } = useAuthStore.getState();
  if (!account) return null;
  return {
    backendUrl: resolveBackendUrl(backendUrl, appConfig.backendUrl),
    token: account.token,
    userId: account.userId,
    sessionId: account.sessionId,
  };
}
