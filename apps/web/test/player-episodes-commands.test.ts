import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerMeta } from '../src/features/player/player-meta.ts';
import { keyCommand } from '../src/features/player/player-keys.ts';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { fakeDisplay, type FakeDisplay } from './player-display-fake.ts';
import { player } from './test-player.tsx';

const show: PlayerMeta = {
  type: 'show',
  tmdbId: '99000001',
  title: 'Screenroom Test Card',
  releaseYear: 2026,
  season: { number: 1, title: 'Season 1', tmdbId: 's1' },
  episode: { number: 1, title: 'Colour Bars', tmdbId: 'e11' },
};
const movie: PlayerMeta = { type: 'movie', tmdbId: '45745', title: 'Sintel', releaseYear: 2010 };

const target = (seasonNumber: number, number: number) => ({
  season: { number: seasonNumber, title: `Season ${seasonNumber}`, tmdbId: `s${seasonNumber}` },
  episode: {
    number,
    title: `Episode ${number}`,
    tmdbId: `e${seasonNumber}${number}`,
    overview: '',
    stillPath: null,
    airDate: '2026-01-01',
  },
});

/** Saves that the viewer watched half of an episode of the show. */
const saveHalfWatched = (seasonNumber: number, number: number) =>
  useProgressStore.getState().updateProgress({
    meta: {
      tmdbId: show.tmdbId,
      title: show.title,
      type: 'show',
      season: { id: `s${seasonNumber}`, number: seasonNumber, title: `Season ${seasonNumber}` },
      episode: { id: `e${seasonNumber}${number}`, number, title: `Episode ${number}` },
    },
    progress: { watched: 30, duration: 60 },
  });

describe('episode commands', () => {
  let display: FakeDisplay;
  let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;

  beforeEach(() => {
    localStorage.clear();
    useProgressStore.getState().clear();
    player.store.getState().reset();
    display = fakeDisplay();
    navigate = vi.fn<(path: string) => void>();
    const state = player.store.getState();
    player.attachDisplay(display);
    state.setEpisodeNavigator(navigate);
    state.setMeta(show, 'playing');
    state.setDuration(60);
  });

  it('opens the episodes overlay on the season on screen, for shows only', () => {
    player.toggleEpisodes();
    expect(player.store.getState().episodesRoute).toBe(1);
    keyCommand('e')?.(player);
    expect(player.store.getState().episodesRoute).toBeNull();
    player.openEpisodes('seasons');
    player.closeOverlay();
    expect(player.store.getState().episodesRoute).toBeNull();

    player.store.getState().setMeta(movie);
    keyCommand('E')?.(player);
    expect(player.store.getState().episodesRoute).toBeNull();
  });

  it('switches episodes by the player route, keeping where the viewer left one', () => {
    saveHalfWatched(1, 3);
    player.playEpisode(target(1, 3));
    expect(navigate).toHaveBeenCalledWith('/media/tmdb-tv-99000001-screenroom-test-card/1/3');
    expect(useProgressStore.getState().items['99000001']?.episodes.e13?.progress.watched).toBe(30);
  });

  it('choosing the episode on screen only closes the overlay', () => {
    player.openEpisodes();
    player.playEpisode(target(1, 1));
    expect(navigate).not.toHaveBeenCalled();
    expect(player.store.getState().episodesRoute).toBeNull();
  });

  it('next episode starts from the beginning: its saved progress is reset', () => {
    saveHalfWatched(2, 1);
    player.store.getState().setNextOffer({ kind: 'nextSeason', target: target(2, 1) });
    player.playNext();
    expect(navigate).toHaveBeenCalledWith('/media/tmdb-tv-99000001-screenroom-test-card/2/1');
    const saved = useProgressStore.getState().items['99000001'];
    expect(saved?.episodes.e21?.progress).toEqual({ watched: 0, duration: 0 });
    expect(saved?.seasons.s2).toEqual({ id: 's2', number: 2, title: 'Season 2' });
  });

  it('replay restarts the episode; with no offer next does nothing', () => {
    player.store.getState().setNextOffer({ kind: 'replay' });
    player.playNext();
    expect(display.setTime).toHaveBeenCalledWith(0);
    expect(display.play).toHaveBeenCalled();
    player.store.getState().setNextOffer({ kind: 'none' });
    player.playNext();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('skip intro seeks to where the intro ends, and nowhere without a skip time', () => {
    player.skipIntro();
    expect(display.setTime).not.toHaveBeenCalled();
    player.store.getState().setIntroSkipTime(12);
    player.skipIntro();
    expect(display.setTime).toHaveBeenCalledWith(12);
  });

  it('a new title forgets the overlay, the offer and the skip time', () => {
    player.openEpisodes();
    player.store.getState().setIntroSkipTime(12);
    player.store.getState().setNextOffer({ kind: 'replay' });
    player.store.getState().reset();
    expect(player.store.getState()).toMatchObject({
      episodesRoute: null,
      introSkipTime: null,
      nextOffer: { kind: 'none' },
      episodeNavigator: navigate,
    });
  });
});
