/**
 * Where the viewer opened the player from, so its back arrow returns there (search results with
 * their query, discover, a details view) instead of always going home. Links into the player put
 * it in the router's location state; a player opened by typing its address goes home.
 */
export type PlayerReturnKind = 'home' | 'search' | 'discover' | 'other';

export type PlayerReturn = { to: string; kind: PlayerReturnKind };

type LocationLike = { pathname: string; search: string; hash?: string };

/** The location state a link into the player carries. */
export type PlayerLinkState = { playerReturn: string };

export const homeReturn: PlayerReturn = { to: '/', kind: 'home' };

/** The state for a link into the player from `location` (the page the link is on). */
export function playerLinkState(location: LocationLike): PlayerLinkState {
  return { playerReturn: `${location.pathname}${location.search}${location.hash ?? ''}` };
}

function kindOf(path: string): PlayerReturnKind {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (pathname === '/') return 'home';
  if (pathname === '/browse' || pathname.startsWith('/browse/')) return 'search';
  if (pathname === '/discover' || pathname.startsWith('/discover/')) return 'discover';
  return 'other';
}

/**
 * Reads the way back from a location state. Only a path on this site counts: anything else
 * (another origin, a protocol-relative address, a player page itself) falls back to home.
 */
export function playerReturnFrom(state: unknown): PlayerReturn {
  const to =
    typeof state === 'object' && state !== null && 'playerReturn' in state
      ? (state as { playerReturn: unknown }).playerReturn
      : undefined;
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//')) return homeReturn;
  if (to.startsWith('/media/')) return homeReturn;
  return { to, kind: kindOf(to) };
}
