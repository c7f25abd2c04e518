/**
 * The login page, coming back to `path` afterwards (the account pages read `redirect`): where a
 * signed-out visitor goes from a player page of a server that keeps playing to accounts.
 */
export function signInPath(path: string): string {
  return `/login?${new URLSearchParams({ redirect: path }).toString()}`;
}
