import type { CatalogMovie, CatalogShow } from '../src/catalog/catalog-types.ts';
import type { CatalogData } from '../src/catalog/catalog.service.ts';

/** A small catalog for tests, independent of the shipped data files. */
function movie(
  partial: Partial<CatalogMovie> & Pick<CatalogMovie, 'tmdbId' | 'title'>,
): CatalogMovie {
  return {
    imdbId: null,
    originalTitle: partial.title,
    originalLanguage: 'en',
    releaseDate: '2000-01-01',
    runtime: 100,
    genres: ['Drama'],
    certification: 'PG',
    overview: `About ${partial.title}.`,
    directors: ['Jane Director'],
    cast: [{ name: 'Sam Actor', character: 'Lead' }],
    watchProviders: [],
    popularity: 10,
    voteAverage: 7,
    voteCount: 100,
    license: 'copyrighted',
    countries: ['US'],
    ...partial,
  };
}

function show(partial: Partial<CatalogShow> & Pick<CatalogShow, 'tmdbId' | 'name'>): CatalogShow {
  return {
    imdbId: null,
    originalName: partial.name,
    originalLanguage: 'en',
    firstAirDate: '2010-01-01',
    lastAirDate: '2012-01-01',
    status: 'Ended',
    genres: ['Drama'],
    contentRating: 'TV-14',
    overview: `About ${partial.name}.`,
    createdBy: ['Cora Creator'],
    cast: [{ name: 'Sam Actor', character: 'Host' }],
    networks: ['Example Network'],
    watchProviders: [],
    popularity: 10,
    voteAverage: 8,
    voteCount: 200,
    license: 'copyrighted',
    countries: ['US'],
    seasons: [
      {
        seasonNumber: 1,
        name: 'Season 1',
        episodes: [
          {
            episodeNumber: 1,
            name: 'Pilot',
            airDate: '2010-01-01',
            runtime: 45,
            overview: 'It begins.',
          },
          { episodeNumber: 2, name: 'Second', airDate: '2010-01-08', runtime: 47, overview: '' },
        ],
      },
    ],
    ...partial,
  };
}

export const fixtureMovies: CatalogMovie[] = [
  movie({
    tmdbId: 194,
    imdbId: 'tt0211915',
    title: 'Amélie',
    originalTitle: "Le Fabuleux Destin d'Amélie Poulain",
    originalLanguage: 'fr',
    releaseDate: '2001-04-25',
    genres: ['Comedy', 'Romance'],
    certification: 'R',
    popularity: 40,
    voteAverage: 7.9,
    voteCount: 11000,
    watchProviders: ['Netflix'],
    countries: ['FR'],
  }),
  movie({
    tmdbId: 1,
    title: 'Alien',
    releaseDate: '1979-05-25',
    genres: ['Horror', 'Science Fiction'],
    popularity: 50,
    voteAverage: 8.1,
    voteCount: 14000,
    watchProviders: ['Hulu'],
  }),
  movie({
    tmdbId: 2,
    title: 'Aliens',
    releaseDate: '1986-07-18',
    genres: ['Action', 'Science Fiction'],
    popularity: 80,
    voteAverage: 7.9,
    voteCount: 9000,
    watchProviders: ['Hulu', 'Netflix'],
  }),
  movie({
    tmdbId: 3,
    title: 'Night of the Living Dead',
    releaseDate: '1968-10-04',
    genres: ['Horror'],
    popularity: 30,
    voteAverage: 7.5,
    voteCount: 2000,
    license: 'public-domain',
  }),
  movie({
    tmdbId: 4,
    title: 'Future Film',
    releaseDate: '2099-01-01',
    popularity: 5,
    voteCount: 0,
  }),
  ...Array.from({ length: 25 }, (_, i) =>
    movie({ tmdbId: 1000 + i, title: `Filler Movie ${i + 1}`, popularity: 1 + i / 100 }),
  ),
];

export const fixtureShows: CatalogShow[] = [
  show({
    tmdbId: 1396,
    imdbId: 'tt0903747',
    name: 'Breaking Bad',
    firstAirDate: '2008-01-20',
    lastAirDate: '2013-09-29',
    genres: ['Drama', 'Crime'],
    popularity: 90,
    voteAverage: 8.9,
    voteCount: 15000,
    watchProviders: ['Netflix'],
    contentRating: 'TV-MA',
  }),
  show({
    tmdbId: 1399,
    name: 'Bad Sisters',
    status: 'Returning Series',
    firstAirDate: '2022-08-19',
    lastAirDate: '2024-12-04',
    genres: ['Comedy', 'Drama'],
    popularity: 20,
    watchProviders: ['Apple TV Plus'],
  }),
];

export const fixtureCatalog: CatalogData = { movies: fixtureMovies, shows: fixtureShows };
