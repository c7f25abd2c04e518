import { appConfig } from '../config.ts';
import { useAuthStore } from '../stores/auth.ts';

/**
 * Whether this viewer may use our server's library, sources, subtitles and ratings: anyone on a
 * public server; on one that keeps them to accounts, a signed-in viewer only. Pages ask before
 * calling, so a signed-out visitor sees the way to log in instead of failed requests.
 */
export function useServerAccess(): boolean {
  const signedIn = useAuthStore((s) => s.account !== null);
  return appConfig.access !== 'accounts' || signedIn;
}
