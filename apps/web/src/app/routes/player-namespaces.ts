/**
 * The strings the player route loads beside its code: the player's own, the details window its
 * top bar opens and the caption styling its menu offers. The bundle-size benchmark counts them.
 */
export const PLAYER_NAMESPACES = ['player', 'details', 'settings'] as const;
