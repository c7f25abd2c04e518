import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EDITOR_PICK_MOVIE_IDS, EDITOR_PICK_SHOW_IDS, shuffle } from '../src/editor-picks.ts';

/** The ids the server's embedded catalog holds, read from its data file. */
function catalogIds(file: 'movies' | 'shows'): Set<number> {
  const url = new URL(`../../../apps/server/src/catalog/data/${file}.ts`, import.meta.url);
  const text = readFileSync(url, 'utf8');
  return new Set([...text.matchAll(/tmdbId:\s*(\d+),/g)].map((match) => Number(match[1])));
}

/** Replays fixed draws, so a shuffle's result is known in advance. */
function draws(...values: number[]): () => number {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

describe('editor picks', () => {
  it('holds 31 movies and 16 shows, each once', () => {
    expect(EDITOR_PICK_MOVIE_IDS).toHaveLength(31);
    expect(EDITOR_PICK_SHOW_IDS).toHaveLength(16);
    expect(new Set(EDITOR_PICK_MOVIE_IDS).size).toBe(31);
    expect(new Set(EDITOR_PICK_SHOW_IDS).size).toBe(16);
  });

  it('picks only titles the embedded catalog can answer for', () => {
    const movies = catalogIds('movies');
    const shows = catalogIds('shows');
    expect(movies.size).toBeGreaterThan(100);
    expect(EDITOR_PICK_MOVIE_IDS.filter((id) => !movies.has(id))).toEqual([]);
    expect(EDITOR_PICK_SHOW_IDS.filter((id) => !shows.has(id))).toEqual([]);
  });
});

describe('shuffle', () => {
  it('follows the random source (Fisher–Yates from the end)', () => {
    // i=3: floor(0*4)=0 swaps 3<->0; i=2: floor(0.99*3)=2 stays; i=1: floor(0.5*2)=1 stays.
    expect(shuffle(['a', 'b', 'c', 'd'], draws(0, 0.99, 0.5))).toEqual(['d', 'b', 'c', 'a']);
    // Always the top of the range: every item stays where it is.
    expect(shuffle([1, 2, 3, 4, 5], () => 0.999)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps every item exactly once and leaves the input alone', () => {
    const input = [...EDITOR_PICK_MOVIE_IDS];
    const result = shuffle(input, draws(0.3, 0.8, 0.1, 0.6, 0.45));
    expect(result).not.toEqual(input);
    expect(result.toSorted((a, b) => a - b)).toEqual(input.toSorted((a, b) => a - b));
    expect(input).toEqual(EDITOR_PICK_MOVIE_IDS);
  });

  it('never indexes past the end when the source returns 1', () => {
    expect(shuffle(['x', 'y', 'z'], () => 1)).toEqual(['x', 'y', 'z']);
  });

  it('handles empty and single lists', () => {
    expect(shuffle([], Math.random)).toEqual([]);
    expect(shuffle(['only'], Math.random)).toEqual(['only']);
  });
});
