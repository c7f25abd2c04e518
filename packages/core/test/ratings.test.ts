import { describe, expect, it } from 'vitest';
import {
  hasAnyRating,
  ratingsFromOmdb,
  titleRatingsSchema,
  tomatoIconFor,
} from '../src/api/ratings.ts';

/** OMDb's documented answer for one title, with every rating source. */
const fullAnswer = {
  Title: 'The Matrix',
  Year: '1999',
  Rated: 'R',
  Ratings: [
    { Source: 'Internet Movie Database', Value: '8.7/10' },
    { Source: 'Rotten Tomatoes', Value: '83%' },
    { Source: 'Metacritic', Value: '73/100' },
  ],
  Metascore: '73',
  imdbRating: '8.7',
  imdbVotes: '2,187,641',
  imdbID: 'tt0133093',
  Type: 'movie',
  tomatoURL: 'https://www.rottentomatoes.com/m/matrix',
  Response: 'True',
};

describe('ratingsFromOmdb', () => {
  it('reads all three sources', () => {
    const outcome = ratingsFromOmdb(fullAnswer, 'tt0133093');
    expect(outcome).toEqual({
      kind: 'found',
      ratings: {
        imdb: { rating: 8.7, votes: 2187641, url: 'https://www.imdb.com/title/tt0133093/' },
        rottenTomatoes: {
          tomatoScore: 83,
          tomatoIcon: 'fresh',
          url: 'https://www.rottentomatoes.com/m/matrix',
        },
        metacritic: { score: 73 },
      },
    });
    if (outcome.kind === 'found') {
      expect(titleRatingsSchema.parse(outcome.ratings)).toEqual(outcome.ratings);
    }
  });

  it('leaves out what OMDb marks N/A and keeps the rest', () => {
    const outcome = ratingsFromOmdb(
      {
        ...fullAnswer,
        Ratings: [{ Source: 'Internet Movie Database', Value: '6.1/10' }],
        Metascore: 'N/A',
        imdbRating: '6.1',
        imdbVotes: 'N/A',
        tomatoURL: 'N/A',
      },
      'tt0000001',
    );
    expect(outcome).toEqual({
      kind: 'found',
      ratings: {
        imdb: { rating: 6.1, votes: null, url: 'https://www.imdb.com/title/tt0000001/' },
        rottenTomatoes: null,
        metacritic: null,
      },
    });
  });

  it('falls back to the top-level scores when the list lacks them', () => {
    const outcome = ratingsFromOmdb(
      { Response: 'True', Ratings: [], imdbRating: '7.0', imdbVotes: '12', Metascore: '55' },
      'tt0000002',
    );
    expect(outcome.kind === 'found' && outcome.ratings.imdb?.rating).toBe(7);
    expect(outcome.kind === 'found' && outcome.ratings.metacritic).toEqual({ score: 55 });
  });

  it('takes rotten from a low score and ignores unreadable or out-of-scale values', () => {
    const outcome = ratingsFromOmdb(
      {
        Response: 'True',
        Ratings: [
          { Source: 'Internet Movie Database', Value: 'eleven/10' },
          { Source: 'Rotten Tomatoes', Value: ' 59 % ' },
          { Source: 'Metacritic', Value: '140/100' },
          { Source: 'Somewhere else', Value: '4/5' },
          { Source: 42 },
          'junk',
        ],
        imdbRating: 'N/A',
        Metascore: '',
        tomatoURL: 'javascript:alert(1)',
      },
      'tt0000003',
    );
    expect(outcome).toEqual({
      kind: 'found',
      ratings: {
        imdb: null,
        rottenTomatoes: { tomatoScore: 59, tomatoIcon: 'rotten' },
        metacritic: null,
      },
    });
    expect(outcome.kind === 'found' && hasAnyRating(outcome.ratings)).toBe(true);
  });

  it('finds nothing to show in an answer with no scores', () => {
    const outcome = ratingsFromOmdb({ Response: 'True', Title: 'x' }, 'tt0000004');
    expect(outcome.kind).toBe('found');
    expect(outcome.kind === 'found' && hasAnyRating(outcome.ratings)).toBe(false);
  });

  it('tells the documented errors apart', () => {
    expect(ratingsFromOmdb({ Response: 'False', Error: 'Movie not found!' }, 'tt1')).toEqual({
      kind: 'notFound',
    });
    expect(ratingsFromOmdb({ Response: 'False', Error: 'Incorrect IMDb ID.' }, 'tt1')).toEqual({
      kind: 'notFound',
    });
    expect(ratingsFromOmdb({ Response: 'False', Error: 'Request limit reached!' }, 'tt1')).toEqual({
      kind: 'limitReached',
    });
    expect(ratingsFromOmdb({ Response: 'False', Error: 'Invalid API key!' }, 'tt1')).toEqual({
      kind: 'keyRefused',
      message: 'Invalid API key!',
    });
    expect(ratingsFromOmdb({ Response: 'False', Error: 'No API key provided.' }, 'tt1').kind).toBe(
      'keyRefused',
    );
    expect(ratingsFromOmdb({ Response: 'False', Error: 'Error getting data.' }, 'tt1')).toEqual({
      kind: 'failed',
      message: 'Error getting data.',
    });
    expect(ratingsFromOmdb({ Response: 'False' }, 'tt1').kind).toBe('failed');
  });

  it('refuses what is not an OMDb answer', () => {
    expect(ratingsFromOmdb('<html>', 'tt1').kind).toBe('failed');
    expect(ratingsFromOmdb(null, 'tt1').kind).toBe('failed');
    expect(ratingsFromOmdb({ Response: 1 }, 'tt1').kind).toBe('failed');
  });
});

describe('tomatoIconFor', () => {
  it('is fresh from 60 %', () => {
    expect(tomatoIconFor(60)).toBe('fresh');
    expect(tomatoIconFor(59)).toBe('rotten');
    expect(tomatoIconFor(100)).toBe('fresh');
    expect(tomatoIconFor(0)).toBe('rotten');
  });
});
