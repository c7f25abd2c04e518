import type { DisplayInterface } from '../display.ts';
import type { PlayerStore } from '../store/player-store.ts';

/**
 * Which display shows this player's title now: the page's video, a cast device, or none. Held by
 * the instance beside its store rather than in it, so only command files, which are handed it,
 * reach the display; components see what it reports through the store.
 */
export type DisplaySlot = { current: DisplayInterface | null };

/** What every command file of one player instance is built over. */
export type CommandContext = { store: PlayerStore; display: DisplaySlot };
