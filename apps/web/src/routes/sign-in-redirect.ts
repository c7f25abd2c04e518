/** The login page, coming back to `path` afterwards (the account pages read `redirect`). */
export function signInPath(path: string): string {
  return `/login?${new URLSearchParams({ redirect: path }).toString()}`;
}

/**
 * Where a viewer who opens a player page goes first on a server that keeps playing to accounts:
 * the login page, when nobody is signed in. Null when the player may open.
 */
export function signInRedirect(
  playerPath: string,
  access: { required: boolean; signedIn: boolean },
): string | null {
  if (!access.required || access.signedIn) return null;
  return signInPath(playerPath);
}
