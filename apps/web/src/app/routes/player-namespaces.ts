/**
 * The strings the player route loads beside its code: the player's own, the details window its
 * top bar opens, the caption styling its menu offers and the bookmark button's (sync). The
 * bundle-size benchmark counts them.
 */
export const PLAYER_NAMESPACES = ['player', 'details', 'settings', 'sync'] as const;
