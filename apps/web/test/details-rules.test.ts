import type { ProgressMediaItem } from '@screenroom/core';
import { describe, expect, it } from 'vitest';
import type { MovieOverviewAnswer, ShowOverviewAnswer } from '../src/shared/clients/tmdb.ts';
import {
  CAST_SHOWN,
  chooseLogo,
  chooseTrailer,
  movieCertification,
  movieDetailsData,
  showDetailsData,
} from '../src/features/browse/details/details-data.ts';
import {
  detailsLinkTarget,
  openedHere,
  parseDetailsParam,
  searchWithDetails,
} from '../src/shared/routing/details-param.ts';
import { playTarget } from '../src/features/browse/details/play-target.ts';
import { startingSeason } from '../src/features/browse/details/starting-season.ts';

const image = (file_path: string, iso_639_1: string | null) => ({
  aspect_ratio: 1,
  height: 1,
  width: 1,
  vote_average: 0,
  vote_count: 0,
  file_path,
  iso_639_1,
});

const video = (key: string, type: string, site = 'YouTube', official = false) => ({
  id: key,
  iso_639_1: 'en',
  iso_3166_1: 'US',
  name: key,
  key,
  site,
  size: 1080,
  type,
  official,
  published_at: '2020-01-01T00:00:00Z',
});

describe('the details parameter', () => {
  it('reads movie and tv ids and refuses anything else', () => {
    expect(parseDetailsParam('movie-603')).toEqual({ type: 'movie', tmdbId: '603' });
    expect(parseDetailsParam('tv-1399')).toEqual({ type: 'show', tmdbId: '1399' });
    for (const value of ['show-1399', 'movie-', 'movie-0', 'movie-12a', 'tv-1-2', '', null]) {
      expect(parseDetailsParam(value)).toBeNull();
    }
  });

  it('sets and removes itself while keeping the other parameters', () => {
    expect(searchWithDetails('?r=/settings', { type: 'show', tmdbId: '7' })).toBe(
      '?r=%2Fsettings&details=tv-7',
    );
    expect(searchWithDetails('?details=tv-7&t=30', null)).toBe('?t=30');
    expect(searchWithDetails('?details=movie-1', null)).toBe('');
  });

  it('opens on the same page, keeps its history state and marks the entry as opened here', () => {
    const target = detailsLinkTarget(
      { pathname: '/browse/matrix', search: '', hash: '', state: { playerReturn: '/' } },
      { type: 'movie', tmdbId: '603' },
    );
    expect(target.to).toEqual({
      pathname: '/browse/matrix',
      search: '?details=movie-603',
      hash: '',
    });
    expect(target.state).toEqual({ playerReturn: '/', detailsOpenedHere: true });
    expect(openedHere(target.state)).toBe(true);
    expect(openedHere({ playerReturn: '/' })).toBe(false);
    expect(openedHere(null)).toBe(false);
  });
});

describe('the details of a title', () => {
  const movie: MovieOverviewAnswer = {
    id: 603,
    title: 'The Matrix',
    poster_path: '/poster.svg',
    backdrop_path: '/backdrop.svg',
    overview: 'A hacker learns the truth.',
    release_date: '1999-03-31',
    runtime: 136,
    genres: [
      { id: 28, name: 'Action' },
      { id: 878, name: 'Science Fiction' },
    ],
    original_language: 'en',
    vote_average: 8.2,
    credits: {
      cast: Array.from({ length: 25 }, (_, i) => ({
        id: i,
        name: `Actor ${i}`,
        order: 24 - i,
        character: `Role ${i}`,
        profile_path: i % 2 === 0 ? `/p${i}.svg` : null,
      })),
      crew: [
        { id: 100, name: 'Lana Wachowski', job: 'Director' },
        { id: 101, name: 'Joel Silver', job: 'Producer' },
        { id: 102, name: 'Lilly Wachowski', job: 'Director' },
      ],
    },
    release_dates: {
      results: [
        { iso_3166_1: 'DE', release_dates: [{ certification: '16', type: 3 }] },
        {
          iso_3166_1: 'US',
          release_dates: [
            { certification: '', type: 1 },
            { certification: 'NR', type: 4 },
            { certification: 'R', type: 3 },
          ],
        },
      ],
    },
    videos: { id: 603, results: [video('teaser', 'Teaser'), video('trailer', 'Trailer')] },
    images: {
      id: 603,
      backdrops: [],
      posters: [],
      logos: [image('/logo-ar.svg', 'ar'), image('/logo-en.svg', 'en')],
    },
  };

  it('gathers what the window shows of a movie', () => {
    const data = movieDetailsData(movie, { imageLogos: true, language: 'en' });
    expect(data).toMatchObject({
      type: 'movie',
      tmdbId: '603',
      title: 'The Matrix',
      year: 1999,
      runtime: 136,
      certification: 'R',
      genres: ['Action', 'Science Fiction'],
      makers: ['Lana Wachowski', 'Lilly Wachowski'],
      trailerKey: 'trailer',
      seasons: [],
    });
    expect(data.logoUrl).toMatch(/\/original\/logo-en\.svg$/);
    expect(data.backdropUrl).toMatch(/\/original\/backdrop\.svg$/);
    // The first twenty by billing order, with pictures where they have one.
    expect(data.cast).toHaveLength(CAST_SHOWN);
    expect(data.cast[0]).toMatchObject({ name: 'Actor 24', character: 'Role 24' });
    expect(data.cast[0]?.profileUrl).toMatch(/\/w185\/p24\.svg$/);
    expect(data.cast[1]?.profileUrl).toBeUndefined();
  });

  it('shows the title instead of a logo when logos are off or there is none', () => {
    expect(movieDetailsData(movie, { imageLogos: false, language: 'en' }).logoUrl).toBeUndefined();
    const noLogos = { ...movie, images: { id: 603, backdrops: [], posters: [], logos: [] } };
    expect(movieDetailsData(noLogos, { imageLogos: true, language: 'en' }).logoUrl).toBeUndefined();
  });

  it('prefers a logo in the interface language, then English, then one without words', () => {
    const logos = [image('/none.svg', null), image('/en.svg', 'en'), image('/ar.svg', 'ar')];
    expect(chooseLogo(logos, 'ar')?.file_path).toBe('/ar.svg');
    expect(chooseLogo(logos, 'fr')?.file_path).toBe('/en.svg');
    expect(chooseLogo([image('/none.svg', null), image('/de.svg', 'de')], 'fr')?.file_path).toBe(
      '/none.svg',
    );
    expect(chooseLogo([image('/de.svg', 'de')], 'fr')).toBeUndefined();
  });

  it('offers a trailer only for a YouTube trailer, official ones first', () => {
    expect(
      chooseTrailer([video('a', 'Trailer'), video('b', 'Trailer', 'YouTube', true)])?.key,
    ).toBe('b');
    expect(chooseTrailer([video('c', 'Teaser'), video('d', 'Trailer', 'Vimeo')])).toBeUndefined();
    expect(chooseTrailer([])).toBeUndefined();
    expect(chooseTrailer(undefined)).toBeUndefined();
  });

  it('reads the US rating of the cinema release, else any rated US release', () => {
    expect(movieCertification(movie.release_dates)).toBe('R');
    expect(
      movieCertification({
        results: [{ iso_3166_1: 'US', release_dates: [{ certification: 'PG', type: 4 }] }],
      }),
    ).toBe('PG');
    expect(movieCertification(undefined)).toBeUndefined();
  });

  it('gathers a show with its creators, rating and seasons without the specials', () => {
    const show: ShowOverviewAnswer = {
      id: 1399,
      name: 'Game of Thrones',
      poster_path: null,
      first_air_date: '2011-04-17',
      episode_run_time: [60],
      number_of_seasons: 2,
      number_of_episodes: 20,
      created_by: [
        {
          id: 1,
          credit_id: 'a',
          name: 'David Benioff',
          original_name: 'David Benioff',
          gender: 2,
          profile_path: null,
        },
      ],
      content_ratings: { results: [{ iso_3166_1: 'US', rating: 'TV-MA' }] },
      seasons: [
        { id: 3, season_number: 2, name: 'Season 2' },
        { id: 1, season_number: 0, name: 'Specials' },
        { id: 2, season_number: 1, name: 'Season 1' },
      ],
      videos: { id: 1399, results: [] },
    };
    const data = showDetailsData(show, { imageLogos: true, language: 'en' });
    expect(data).toMatchObject({
      type: 'show',
      title: 'Game of Thrones',
      year: 2011,
      runtime: 60,
      certification: 'TV-MA',
      makers: ['David Benioff'],
      seasonCount: 2,
      episodeCount: 20,
      seasons: [
        { number: 1, name: 'Season 1' },
        { number: 2, name: 'Season 2' },
      ],
    });
    expect(data.trailerKey).toBeUndefined();
    expect(data.logoUrl).toBeUndefined();
    expect(data.posterUrl).toBeUndefined();
  });
});

describe('the play button', () => {
  const nextYear = new Date().getFullYear() + 1;
  const movie = { type: 'movie' as const, tmdbId: '603', title: 'The Matrix', year: 1999 };
  const movieProgress = (watched: number): ProgressMediaItem => ({
    type: 'movie',
    title: 'The Matrix',
    updatedAt: 1,
    progress: { watched, duration: 8000 },
    seasons: {},
    episodes: {},
  });

  it('plays a movie, resumes it once watched, and cannot play one not released', () => {
    expect(playTarget(movie, undefined)).toEqual({
      label: 'play',
      path: '/media/tmdb-movie-603-the-matrix',
    });
    expect(playTarget(movie, movieProgress(600))).toEqual({
      label: 'resume',
      path: '/media/tmdb-movie-603-the-matrix',
    });
    expect(playTarget(movie, movieProgress(0)).label).toBe('play');
    const future = { ...movie, year: nextYear, releaseDate: `${nextYear}-06-01` };
    expect(playTarget(future, movieProgress(600))).toEqual({ label: 'unreleased', path: null });
  });

  const show = { type: 'show' as const, tmdbId: '99000001', title: 'Screenroom Test Card' };
  const showProgress: ProgressMediaItem = {
    type: 'show',
    title: 'Screenroom Test Card',
    updatedAt: 3,
    progress: undefined,
    seasons: {
      s1: { id: 's1', number: 1, title: 'Season 1' },
      s2: { id: 's2', number: 2, title: 'Season 2' },
    },
    episodes: {
      e1: {
        id: 'e1',
        number: 1,
        title: 'Colour Bars',
        seasonId: 's1',
        updatedAt: 1,
        progress: { watched: 40, duration: 60 },
      },
      e5: {
        id: 'e5',
        number: 2,
        title: 'Captions',
        seasonId: 's2',
        updatedAt: 2,
        progress: { watched: 30, duration: 60 },
      },
    },
  };

  it('resumes a show at the episode watched last, else plays it from the start', () => {
    expect(playTarget(show, showProgress)).toEqual({
      label: 'resume',
      path: '/media/tmdb-tv-99000001-screenroom-test-card/2/2',
    });
    expect(playTarget(show, undefined)).toEqual({
      label: 'play',
      path: '/media/tmdb-tv-99000001-screenroom-test-card',
    });
  });

  it('opens the season picker where the viewer watched last, else on the first season', () => {
    const seasons = [
      { number: 1, name: 'Season 1' },
      { number: 2, name: 'Season 2' },
    ];
    expect(startingSeason(seasons, showProgress)).toBe(2);
    expect(startingSeason(seasons, undefined)).toBe(1);
    expect(startingSeason(seasons.slice(0, 1), showProgress)).toBe(1);
    expect(startingSeason([], undefined)).toBeUndefined();
  });
});
