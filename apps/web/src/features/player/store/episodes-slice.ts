import type { StateCreator } from 'zustand';
import type { EpisodesRoute } from '../episodes/episodes-overlay-route.ts';
import { NO_OFFER, type NextOffer } from '../episodes/next-episode-offer.ts';
import type { EpisodeTarget } from '../episodes/show-episodes.ts';
import type { PlayerState } from './player-store.ts';

/** Moves the page to another episode's player route; the mounted player view provides it. */
export type EpisodeNavigator = (path: string) => void;

export type EpisodesState = {
  /** The open episodes overlay route, or null when it is closed. */
  episodesRoute: EpisodesRoute | null;
  /** What the next-episode button offers for the episode on screen. */
  nextOffer: NextOffer;
  /** The episode before the one on screen, for the "previous" media key; null at the first. */
  previousEpisode: EpisodeTarget | null;
  /** Where the intro of the episode on screen ends, in seconds, when the server knows. */
  introSkipTime: number | null;
  episodeNavigator: EpisodeNavigator | null;
};

export type EpisodesSlice = EpisodesState & {
  openEpisodes: (route: EpisodesRoute) => void;
  closeEpisodes: () => void;
  setNextOffer: (offer: NextOffer) => void;
  setPreviousEpisode: (target: EpisodeTarget | null) => void;
  setIntroSkipTime: (time: number | null) => void;
  setEpisodeNavigator: (navigator: EpisodeNavigator | null) => void;
};

export const initialEpisodesState: EpisodesState = {
  episodesRoute: null,
  nextOffer: NO_OFFER,
  previousEpisode: null,
  introSkipTime: null,
  episodeNavigator: null,
};

/** The navigator belongs to the mounted view; the rest describes the episode that is leaving. */
export const resetEpisodesSlice = (): Partial<PlayerState> => ({
  episodesRoute: null,
  nextOffer: NO_OFFER,
  previousEpisode: null,
  introSkipTime: null,
});

export const createEpisodesSlice: StateCreator<PlayerState, [], [], EpisodesSlice> = (set) => ({
  ...initialEpisodesState,
  openEpisodes: (episodesRoute) => set({ episodesRoute }),
  closeEpisodes: () => set({ episodesRoute: null }),
  setNextOffer: (nextOffer) => set({ nextOffer }),
  setPreviousEpisode: (previousEpisode) => set({ previousEpisode }),
  setIntroSkipTime: (introSkipTime) => set({ introSkipTime }),
  setEpisodeNavigator: (episodeNavigator) => set({ episodeNavigator }),
});
