/**
 * Where a viewer who opens a player page goes first: the connection setup, when the deployment
 * offers it and the viewer has not completed it, coming back to the page afterwards (the
 * onboarding pages read `redirect`). Null when the player may open.
 */
export function onboardingRedirect(
  playerPath: string,
  onboarding: { enabled: boolean; completed: boolean },
): string | null {
  if (!onboarding.enabled || onboarding.completed) return null;
  return `/onboarding?${new URLSearchParams({ redirect: playerPath }).toString()}`;
}
