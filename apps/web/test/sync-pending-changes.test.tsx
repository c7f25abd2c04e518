import { describe, expect, it } from 'vitest';
import { withPendingBookmarks, withPendingProgress } from '../src/shared/sync/pending-changes.ts';

const sintel = { type: 'movie' as const, title: 'Sintel', updatedAt: 5 };

describe('restoring over unsent changes', () => {
  it('keeps a bookmark added and drops one deleted since the last sync', () => {
    const server = { '2': { ...sintel, title: 'Old' } };
    const result = withPendingBookmarks(
      server,
      [
        { id: 0, action: 'add', tmdbId: '1' },
        { id: 1, action: 'delete', tmdbId: '2' },
      ],
      { '1': sintel },
    );
    expect(result).toEqual({ '1': sintel });
  });

  it('keeps local episode progress next to the server episodes', () => {
    const episode = (id: string, watched: number) => ({
      id,
      number: 1,
      title: id,
      seasonId: 's',
      updatedAt: watched,
      progress: { watched, duration: 100 },
    });
    const show = (episodes: Record<string, ReturnType<typeof episode>>) => ({
      type: 'show' as const,
      title: 'Show',
      updatedAt: 1,
      seasons: { s: { id: 's', number: 1, title: 'S1' } },
      episodes,
    });
    const result = withPendingProgress(
      { '7': show({ a: episode('a', 10), b: episode('b', 20) }) },
      [{ id: 0, action: 'upsert', tmdbId: '7' }],
      { '7': show({ b: episode('b', 50) }) },
    );
    expect(result['7']?.episodes['a']?.progress.watched).toBe(10);
    expect(result['7']?.episodes['b']?.progress.watched).toBe(50);
    expect(
      withPendingProgress(result, [{ id: 1, action: 'delete', tmdbId: '7', episodeId: 'a' }], {})[
        '7'
      ]?.episodes['a'],
    ).toBeUndefined();
  });
});
