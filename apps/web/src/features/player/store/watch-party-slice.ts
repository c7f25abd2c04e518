import type { PartyMemberState } from '@screenroom/core';
import type { StateCreator } from 'zustand';
import type { PlayerState } from './player-store.ts';

export type { PartyMemberState } from '@screenroom/core';
export type PartyRole = 'host' | 'guest';

export type PartyMember = {
  /** The full id; the panel shows its first 8 characters. */
  userId: string;
  isHost: boolean;
  isSelf: boolean;
  state: PartyMemberState;
  /** Where the member's media stands now (s), carried from its last report on the server's clock. */
  time: number;
};

export type WatchPartyError =
  | 'watchParty.emptyRoom'
  | 'watchParty.noHost'
  | 'watchParty.invalidRoom'
  | 'watchParty.contentMismatch'
  | 'watchParty.episodeMismatch'
  | 'watchParty.codeTaken'
  | 'watchParty.startFailed'
  | 'watchParty.joinFailed'
  | 'watchParty.notHost';

export type WatchPartyState = {
  status: 'off' | 'starting' | 'joining' | 'active';
  role: PartyRole | null;
  roomCode: string | null;
  /** The host first, then by id. */
  members: PartyMember[];
  /** The push channel is up, polling stands in for it, or neither answers. */
  connection: 'push' | 'polling' | 'down';
  /** A guest's host left or went silent; the guest takes over after 10 s. */
  hostLeft: boolean;
  /** A guest is off by more than the automatic correction fixes; the sync button shows. */
  outOfSync: boolean;
  /** A guest's sync seek is in progress. */
  syncing: boolean;
  error: WatchPartyError | null;
  /** The members panel at the top right (kept for the session). */
  showStatusOverlay: boolean;
  /** The backend is new enough for parties (2.0.1 or later); null until it has said. */
  backendVersionOk: boolean | null;
};

export type WatchPartySlice = {
  watchParty: WatchPartyState;
  setWatchParty: (patch: Partial<WatchPartyState>) => void;
};

export const initialWatchParty: WatchPartyState = {
  status: 'off',
  role: null,
  roomCode: null,
  members: [],
  connection: 'down',
  hostLeft: false,
  outOfSync: false,
  syncing: false,
  error: null,
  showStatusOverlay: false,
  backendVersionOk: null,
};

/** A party outlives the title on screen: the host's next episode is the party's next episode. */
export const resetWatchPartySlice = (state: PlayerState): Partial<PlayerState> => ({
  watchParty: state.watchParty,
});

export const createWatchPartySlice: StateCreator<PlayerState, [], [], WatchPartySlice> = (set) => ({
  watchParty: initialWatchParty,
  // The engine reports often (every second, every sync tick): a patch that changes nothing
  // leaves the state, and whoever watches it, alone.
  setWatchParty: (patch) =>
    set((s) => {
      const keys = Object.keys(patch) as (keyof WatchPartyState)[];
      if (keys.every((key) => Object.is(s.watchParty[key], patch[key]))) return s;
      return { watchParty: { ...s.watchParty, ...patch } };
    }),
});

type PartyView = Pick<PlayerState, 'watchParty'>;

/** Whether this viewer steers playback: always, unless it is a guest of a running party. */
export function selectInControl(state: PartyView): boolean {
  return state.watchParty.status !== 'active' || state.watchParty.role !== 'guest';
}

/** A guest's speed is the host's. */
export function selectSpeedLocked(state: PartyView): boolean {
  return state.watchParty.status === 'active' && state.watchParty.role === 'guest';
}
