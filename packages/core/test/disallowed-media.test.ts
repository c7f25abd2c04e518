import { describe, expect, it } from 'vitest';
import { DisallowedMediaError, isDisallowedMedia, parseDisallowedMedia } from '../src/index.ts';

describe('disallowed media', () => {
  const disallowed = parseDisallowedMedia(' movie-123, tv-456 ,SHOW-789,,movie-007');

  it('matches movies and shows by kind and movie database id', () => {
    expect(isDisallowedMedia(disallowed, { type: 'movie', tmdbId: '123' })).toBe(true);
    expect(isDisallowedMedia(disallowed, { type: 'show', tmdbId: 456 })).toBe(true);
    expect(isDisallowedMedia(disallowed, { type: 'show', tmdbId: '789' })).toBe(true);
    expect(isDisallowedMedia(disallowed, { type: 'movie', tmdbId: '7' })).toBe(true);
  });

  it('does not mix up a movie and a show with the same id', () => {
    expect(isDisallowedMedia(disallowed, { type: 'show', tmdbId: '123' })).toBe(false);
    expect(isDisallowedMedia(disallowed, { type: 'movie', tmdbId: '456' })).toBe(false);
    expect(isDisallowedMedia(disallowed, { type: 'movie', tmdbId: '1234' })).toBe(false);
  });

  it('is empty without configuration', () => {
    expect(parseDisallowedMedia(undefined).size).toBe(0);
    expect(isDisallowedMedia(parseDisallowedMedia(''), { type: 'movie', tmdbId: '1' })).toBe(false);
  });

  it.each(['123', 'film-1', 'movie-', 'tv-12a'])('refuses %j naming the entry', (text) => {
    expect(() => parseDisallowedMedia(text)).toThrow(DisallowedMediaError);
    expect(() => parseDisallowedMedia(text)).toThrow(`'${text}'`);
  });
});
