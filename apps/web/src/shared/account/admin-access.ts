import { useQuery } from '@tanstack/react-query';
import { createBackendClient } from '../clients/backend.ts';
import { useAuthStore } from '../stores/auth.ts';
import { useEffectiveBackendUrl } from '../clients/effective-backend.ts';

export type AdminAccess = 'checking' | 'signedOut' | 'denied' | 'failed' | 'granted';

/** Only a signed-in user whose /users/@me lists the admin role may use the tools. */
export function useAdminAccess(): AdminAccess {
  const token = useAuthStore((s) => s.account?.token ?? null);
  const backendUrl = useEffectiveBackendUrl();
  const me = useQuery({
    queryKey: ['admin-access', backendUrl, token],
    queryFn: () => createBackendClient(backendUrl ?? '', token ?? undefined).getMe(),
    enabled: token !== null && backendUrl !== null,
    retry: false,
    staleTime: 0,
  });
  if (token === null || backendUrl === null) return 'signedOut';
  if (me.isPending) return 'checking';
  if (me.isError) return 'failed';
  return hasAdminRole(me.data) ? 'granted' : 'denied';
}

/** Pure: whether a /users/@me answer lists the admin role; a malformed answer does not. */
export function hasAdminRole(me: unknown): boolean {
  if (typeof me !== 'object' || me === null) return false;
  const roles = (me as { user?: { roles?: unknown } }).user?.roles;
  return Array.isArray(roles) && roles.includes('admin');
}
