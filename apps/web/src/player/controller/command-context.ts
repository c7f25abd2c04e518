import type { PlayerStore } from '../store/player-store.ts';

/** What every command file of one player instance is built over: that instance's store. */
export type CommandContext = { store: PlayerStore };
