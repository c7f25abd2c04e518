import { describe, expect, it } from 'vitest';
import { shows } from '../src/catalog/data/shows.ts';
import type { CatalogShow } from '../src/catalog/catalog-types.ts';

// The movie database's TV genre list; the catalog maps these names to its genre ids.
const tvGenres = new Set([
  'Action & Adventure',
  'Animation',
  'Comedy',
  'Crime',
  'Documentary',
  'Drama',
  'Family',
  'Kids',
  'Mystery',
  'News',
  'Reality',
  'Sci-Fi & Fantasy',
  'Soap',
  'Talk',
  'War & Politics',
  'Western',
]);
const contentRatings = new Set(['', 'TV-Y', 'TV-Y7', 'TV-G', 'TV-PG', 'TV-14', 'TV-MA']);

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

function allAirDates(show: CatalogShow): string[] {
  return show.seasons.flatMap((season) => season.episodes.map((episode) => episode.airDate));
}

describe('embedded catalog shows', () => {
  it('holds at least 20 shows with unique movie database ids', () => {
    expect(shows.length).toBeGreaterThanOrEqual(20);
    expect(new Set(shows.map((show) => show.tmdbId)).size).toBe(shows.length);
  });

  it('is sorted by movie database id, except an open-licensed demo show that may lead', () => {
    const leadsWithDemo = shows[0]?.license !== 'copyrighted';
    const ids = (leadsWithDemo ? shows.slice(1) : shows).map((show) => show.tmdbId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('leads with an open-licensed show of at least 2 seasons of 3 episodes for the demo media', () => {
    const demo = shows[0]!;
    expect(demo.license).not.toBe('copyrighted');
    const full = demo.seasons.filter(
      (season) => season.seasonNumber > 0 && season.episodes.length >= 3,
    );
    expect(full.length).toBeGreaterThanOrEqual(2);
  });

  it('spans several original languages', () => {
    const languages = new Set(shows.map((show) => show.originalLanguage));
    expect(languages.size).toBeGreaterThanOrEqual(3);
  });

  it.each(shows.map((show) => [show.name, show] as const))('%s has valid facts', (_name, show) => {
    expect(Number.isInteger(show.tmdbId) && show.tmdbId > 0).toBe(true);
    if (show.imdbId !== null) expect(show.imdbId).toMatch(/^tt\d{7,8}$/);
    expect(show.name.trim()).not.toBe('');
    expect(show.originalLanguage).toMatch(/^[a-z]{2}$/);
    // Screenroom's own demo series has no country of production.
    if (show.license === 'copyrighted') expect(show.countries.length).toBeGreaterThan(0);
    for (const country of show.countries) expect(country).toMatch(/^[A-Z]{2}$/);
    expect(show.genres.length).toBeGreaterThan(0);
    for (const genre of show.genres) expect(tvGenres.has(genre), genre).toBe(true);
    expect(contentRatings.has(show.contentRating), show.contentRating).toBe(true);
    expect(isCalendarDate(show.firstAirDate), show.firstAirDate).toBe(true);
    expect(isCalendarDate(show.lastAirDate), show.lastAirDate).toBe(true);
    expect(show.firstAirDate <= show.lastAirDate).toBe(true);
    expect(show.popularity).toBeGreaterThanOrEqual(0);
    expect(show.popularity).toBeLessThanOrEqual(100);
    expect(show.voteAverage).toBeGreaterThanOrEqual(0);
    expect(show.voteAverage).toBeLessThanOrEqual(10);
    if (show.license === 'copyrighted') expect(show.cast.length).toBeGreaterThan(0);
    expect(show.overview.trim()).not.toBe('');
  });

  it.each(shows.map((show) => [show.name, show] as const))(
    '%s has numbered seasons of consecutive, dated episodes',
    (_name, show) => {
      expect(show.seasons.length).toBeGreaterThan(0);
      expect(new Set(show.seasons.map((season) => season.seasonNumber)).size).toBe(
        show.seasons.length,
      );
      for (const season of show.seasons) {
        expect(season.episodes.length).toBeGreaterThan(0);
        expect(season.episodes.map((episode) => episode.episodeNumber)).toEqual(
          season.episodes.map((_episode, index) => index + 1),
        );
        const dates = season.episodes.map((episode) => episode.airDate);
        for (const date of dates) expect(isCalendarDate(date), date).toBe(true);
        expect(dates).toEqual([...dates].sort());
        for (const episode of season.episodes) {
          expect(episode.name.trim()).not.toBe('');
          expect(episode.runtime).toBeGreaterThan(0);
        }
      }
      const dates = allAirDates(show);
      expect(show.firstAirDate).toBe([...dates].sort()[0]);
      expect(show.lastAirDate >= [...dates].sort()[dates.length - 1]!).toBe(true);
    },
  );
});
