/**
 * The pages that may talk to the extension, each an exact origin (scheme, host and port). The
 * existing extensions match the page's address by substring, so `screenroom.example.evil.com`
 * passed for `screenroom.example`; here only the very origin does.
 */

/** Parses a comma-separated list of origins; throws on an entry that is not a bare origin. */
export function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map(parseOrigin);
}

export function parseOrigin(entry: string): string {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw new Error(`"${entry}" is not an origin such as https://screenroom.example`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare || url.username) {
    throw new Error(`"${entry}" is not an origin such as https://screenroom.example`);
  }
  return url.origin;
}

/** Exact comparison after the URL parser's own normalization (case, default port). */
export function isAllowedOrigin(origin: string | undefined, allowed: readonly string[]): boolean {
  if (!origin || origin === 'null') return false;
  let normalized: string;
  try {
    normalized = new URL(origin).origin;
  } catch {
    return false;
  }
  return normalized === origin && allowed.includes(normalized);
}

/** The manifest match pattern for one origin's pages; Chrome matches its port exactly too. */
export function matchPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.host}/*`;
}
