import { mayUseServer } from '../clients/server-access.ts';
import { useAuthStore } from '../stores/auth.ts';

/**
 * Whether this viewer may use our server's library, sources, subtitles and ratings (the rule is
 * `mayUseServer`), followed as the viewer signs in and out. Pages ask before calling, so a
 * signed-out visitor sees the way to log in instead of failed requests.
 */
export function useServerAccess(): boolean {
  // Subscribed to the account so a sign-in or sign-out renders again; the rule reads it too.
  useAuthStore((s) => s.account);
  return mayUseServer();
}
