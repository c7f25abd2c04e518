/** A dismissed ad stays away for 2 days, kept in a cookie. */
export const AD_COOKIE = 'adDismissed';
export const AD_DISMISSAL_SECONDS = 2 * 24 * 60 * 60;

export function isAdDismissed(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim() === `${AD_COOKIE}=1`);
}

export function adDismissalCookie(): string {
  return `${AD_COOKIE}=1; max-age=${AD_DISMISSAL_SECONDS}; path=/; SameSite=Lax`;
}
