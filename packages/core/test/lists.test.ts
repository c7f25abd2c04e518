import { describe, expect, it } from 'vitest';
import { movieListsSchema } from '../src/api/lists.ts';

const sintel = { id: 45745, title: 'Sintel', poster_path: '/a.jpg', release_date: '2010-09-27' };

describe('lists source answer', () => {
  it('accepts lists and drops fields it does not know', () => {
    const parsed = movieListsSchema.parse({
      lists: [
        {
          listName: 'Blender open movies',
          listUrl: 'https://example.org/list',
          tmdbMovies: [
            { ...sintel, vote_average: 7 },
            { ...sintel, id: 1, poster_path: null },
          ],
          extra: true,
        },
      ],
    });
    expect(parsed.lists[0]).toEqual({
      listName: 'Blender open movies',
      listUrl: 'https://example.org/list',
      tmdbMovies: [sintel, { ...sintel, id: 1, poster_path: null }],
    });
  });

  it('refuses a movie without an id, a list without a name and a missing lists field', () => {
    const list = { listName: 'A', listUrl: '/discover/all#a', tmdbMovies: [sintel] };
    expect(movieListsSchema.safeParse({ lists: [list] }).success).toBe(true);
    const noId = { ...list, tmdbMovies: [{ ...sintel, id: undefined }] };
    expect(movieListsSchema.safeParse({ lists: [noId] }).success).toBe(false);
    expect(movieListsSchema.safeParse({ lists: [{ ...list, listName: '' }] }).success).toBe(false);
    expect(movieListsSchema.safeParse({ results: [] }).success).toBe(false);
  });
});
