import { appConfig } from '../config.ts';
import { useAuthStore } from '../stores/auth.ts';

/**
 * The session token our server wants for its library, sources, proxy tokens, subtitles and
 * ratings when the operator keeps them to accounts; undefined on a public server (which gets
 * exactly the requests it always got) or when nobody is signed in.
 */
export function serverSessionToken(): string | undefined {
  if (appConfig.access !== 'accounts') return undefined;
  return useAuthStore.getState().account?.token;
}

/**
 * Whether this viewer may use our server's library, sources, subtitles and ratings now: anyone on
 * a public server, a signed-in viewer on one kept to accounts. Outside React; components use
 * useServerAccess, which follows the sign-in.
 */
export function mayUseServer(): boolean {
  return appConfig.access !== 'accounts' || serverSessionToken() !== undefined;
}

/** The same as a header, for the clients that build their own requests. */
export function serverSessionHeaders(): Record<string, string> {
  const token = serverSessionToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** `init` with the session's header added when there is one, else `init` itself. */
export function withServerSession(init: RequestInit = {}): RequestInit {
  const token = serverSessionToken();
  if (!token) return init;
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...init, headers };
}
