import { describe, expect, it } from 'vitest';
import { parseArtworkFile, sizeWidth, stillPath } from '../src/catalog/artwork-paths.ts';
import { escapeXml, renderArtwork, wrapTitle } from '../src/catalog/artwork.ts';
import { matchesIdFilter, parseIdFilter, parsePage } from '../src/catalog/catalog-query.ts';
import {
  boundedEditDistance,
  editDistance,
  MatchTier,
  rankCandidates,
  scoreText,
} from '../src/catalog/search-ranking.ts';
import { normalizeSearchText, searchText } from '../src/catalog/search-text.ts';
import { personId, stableId } from '../src/catalog/stable-id.ts';
import { TmdbError } from '../src/catalog/tmdb-errors.ts';
import { forwardedQuery, TmdbProxy } from '../src/catalog/tmdb-proxy.ts';
import { MemoryCache } from '../src/infra/shared-cache.ts';

describe('search text', () => {
  it('folds case, accents, ligatures and punctuation', () => {
    expect(normalizeSearchText('  Amélie ')).toBe('amelie');
    expect(normalizeSearchText("Ocean's Eleven")).toBe('oceans eleven');
    expect(normalizeSearchText('WALL·E')).toBe('wall e');
    expect(normalizeSearchText('Æon Flux: Œuvre')).toBe('aeon flux oeuvre');
    expect(normalizeSearchText('Léon: The Professional')).toBe('leon the professional');
  });
  it('runs the words together and remembers where each one starts and ends', () => {
    expect(searchText('the dark  knight')).toMatchObject({
      words: ['the', 'dark', 'knight'],
      joined: 'thedarkknight',
      starts: [0, 3, 7],
      ends: [3, 7, 13],
    });
  });
});

describe('search ranking', () => {
  it('counts a swap of neighbours as one typo', () => {
    expect(editDistance('brekaing', 'breaking')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
  it('grades exact, prefix, all-words and fuzzy matches', () => {
    expect(scoreText('alien', 'alien')?.tier).toBe(4);
    expect(scoreText('alien', 'aliens')?.tier).toBe(3);
    expect(scoreText('bad', 'breaking bad')?.tier).toBe(2);
    expect(scoreText('brekaing bad', 'breaking bad')?.tier).toBe(1);
    expect(scoreText('cat', 'car')).toBeNull();
    expect(scoreText('zzzz', 'breaking bad')).toBeNull();
  });
  it('bounds the distance and counts only within the bound', () => {
    for (const [a, b] of [
      ['dark', 'drk'],
      ['dark', 'dakr'],
      ['pulpfiction', 'pulp fiction'],
      ['kitten', 'sitting'],
      ['abc', 'xyz'],
      ['', 'ab'],
    ] as const) {
      for (const max of [0, 1, 2]) {
        expect(boundedEditDistance(a, b, max)).toBe(Math.min(editDistance(a, b), max + 1));
      }
    }
    expect(boundedEditDistance('dark', 'the dark knight', 1, 4, 8)).toBe(0);
  });

  const fuzzy = (query: string, title: string) => {
    const score = scoreText(normalizeSearchText(query), normalizeSearchText(title));
    return score?.tier === MatchTier.fuzzy ? score.closeness : null;
  };

  it('forgives one dropped, added, swapped or changed letter in a word of four letters or more', () => {
    expect(fuzzy('the drk knight', 'The Dark Knight')).toBeGreaterThan(0);
    expect(fuzzy('the darrk knight', 'The Dark Knight')).toBeGreaterThan(0);
    expect(fuzzy('the dakr knight', 'The Dark Knight')).toBeGreaterThan(0);
    expect(fuzzy('the dork knight', 'The Dark Knight')).toBeGreaterThan(0);
    expect(fuzzy('the dark knigth', 'The Dark Knight')).toBeGreaterThan(0);
    expect(fuzzy('drk', 'The Dark Knight')).toBeGreaterThan(0);
    expect(fuzzy('the dxrk knxght', 'The Dark Knight')).toBeGreaterThan(0);
    // Two typos in one short word, or any typo in a word under four letters, are too many.
    expect(fuzzy('the dxrx knight', 'The Dark Knight')).toBeNull();
    expect(fuzzy('cat', 'Car')).toBeNull();
    expect(fuzzy('then', 'The Matrix')).toBeNull();
    expect(fuzzy('tge', 'The Matrix')).toBeNull();
  });

  it('forgives a dropped or added space', () => {
    expect(fuzzy('pulpfiction', 'Pulp Fiction')).toBe(1);
    expect(fuzzy('thedark knight', 'The Dark Knight')).toBe(1);
    expect(fuzzy('pulp fic tion', 'Pulp Fiction')).toBe(1);
    expect(fuzzy('darkknight', 'The Dark Knight Rises')).toBe(1);
    expect(fuzzy('pulpfic', 'Pulp Fiction')).toBe(1);
    // A space dropped and a typo besides.
    expect(fuzzy('pulpfictoin', 'Pulp Fiction')).toBeGreaterThan(0);
    expect(fuzzy('thedrk knight', 'The Dark Knight')).toBeGreaterThan(0);
    // Run-together words must reach three letters into the last one, with one typo at most.
    expect(fuzzy('then', 'The Night of the Hunter')).toBeNull();
    expect(fuzzy('pulpfixtoin', 'Pulp Fiction')).toBeNull();
  });

  it('never lets case or accents decide', () => {
    expect(scoreText(normalizeSearchText('AMÉLIE'), normalizeSearchText('Amélie'))?.tier).toBe(
      MatchTier.exact,
    );
    expect(fuzzy('ameliepoulain', 'Amélie Poulain')).toBe(1);
    expect(fuzzy('LEÓN THE PROFESIONAL', 'Léon: The Professional')).toBeGreaterThan(0);
  });

  it('ranks every exact match over every prefix, words and fuzzy match, whatever the popularity', () => {
    const candidate = (item: string, title: string, popularity: number) => ({
      item,
      title,
      originalTitle: title,
      popularity,
    });
    const ranked = rankCandidates('dark knight', [
      candidate('fuzzy, most popular', 'dark night', 100),
      candidate('run together', 'darkknight returns', 90),
      candidate('words', 'the dark knight', 80),
      candidate('words, more popular', 'knight of the dark', 85),
      candidate('prefix', 'dark knight rises', 60),
      candidate('exact, least popular', 'dark knight', 1),
      candidate('no match', 'pulp fiction', 1000),
    ]);
    expect(ranked).toEqual([
      'exact, least popular',
      'prefix',
      'words, more popular',
      'words',
      'run together',
      'fuzzy, most popular',
    ]);
  });

  it('breaks ties by popularity and drops non-matches', () => {
    const candidate = (item: string, title: string, popularity: number) => ({
      item,
      title,
      originalTitle: title,
      popularity,
    });
    const ranked = rankCandidates('star', [
      candidate('wars', 'star wars', 90),
      candidate('trek', 'star trek', 95),
      candidate('exact', 'star', 1),
      candidate('other', 'lone stars', 99),
      candidate('none', 'moon', 100),
    ]);
    expect(ranked).toEqual(['exact', 'trek', 'wars', 'other']);
  });
});

describe('stable ids', () => {
  it('derives the same positive id from the same name', () => {
    expect(personId('Audrey Tautou')).toBe(personId('Audrey Tautou'));
    expect(personId('Audrey Tautou')).not.toBe(personId('Mathieu Kassovitz'));
    expect(stableId('')).toBeGreaterThan(0);
    expect(personId('Audrey Tautou')).toBeLessThanOrEqual(0x7fffffff);
  });
});

describe('query parsing', () => {
  it('reads page 1–500 and rejects the rest with the movie database error', () => {
    expect(parsePage({})).toBe(1);
    expect(parsePage({ page: '500' })).toBe(500);
    expect(() => parsePage({ page: '501' })).toThrow(TmdbError);
    expect(() => parsePage({ page: '-1' })).toThrow(TmdbError);
  });
  it('reads id filters with , as AND and | as OR', () => {
    const filter = parseIdFilter('28|12,878');
    expect(filter).toEqual([[28, 12], [878]]);
    expect(matchesIdFilter([12, 878], filter)).toBe(true);
    expect(matchesIdFilter([28], filter)).toBe(false);
  });
  it('drops api_key from forwarded queries', () => {
    expect(forwardedQuery(new URLSearchParams('api_key=x&query=a b&page=2'))).toBe(
      '?query=a+b&page=2',
    );
    expect(forwardedQuery(new URLSearchParams(''))).toBe('');
  });
});

describe('the proxy cache', () => {
  /** A proxy whose movie database answers each request with how many it has been asked. */
  function countingProxy(cacheTtlMs: number) {
    const asked: string[] = [];
    const proxy = new TmdbProxy({
      apiKey: 'key',
      primaryUrl: 'http://127.0.0.1:9/3',
      fallbackUrl: 'http://127.0.0.1:9/3',
      cache: new MemoryCache({ ttlMs: cacheTtlMs, maxEntries: 2 }),
      fetch: async (url) => {
        asked.push(String(url).replace('http://127.0.0.1:9/3', ''));
        return new Response(String(asked.length), { status: 200 });
      },
    });
    return { proxy, asked };
  }

  it('keeps the most recently used answers', async () => {
    const { proxy, asked } = countingProxy(60_000);
    await proxy.forward('/a');
    await proxy.forward('/b');
    expect((await proxy.forward('/a')).body).toBe('1');
    await proxy.forward('/c');
    expect((await proxy.forward('/b')).body).toBe('4');
    expect((await proxy.forward('/c')).body).toBe('3');
    expect(asked).toEqual(['/a', '/b', '/c', '/b']);
  });

  it('asks again once an answer is older than its time to live', async () => {
    const { proxy, asked } = countingProxy(10);
    await proxy.forward('/a');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await proxy.forward('/a')).body).toBe('2');
    expect(asked).toEqual(['/a', '/a']);
  });
});

describe('artwork', () => {
  it('parses every path it builds', () => {
    expect(parseArtworkFile(stillPath(1396, 2, 5).slice(1))).toEqual({
      kind: 'still',
      id: 1396,
      season: 2,
      episode: 5,
    });
    expect(parseArtworkFile('movie-10331-poster.svg')).toEqual({
      kind: 'poster',
      media: 'movie',
      id: 10331,
    });
    expect(parseArtworkFile('person-123-profile.svg')).toEqual({ kind: 'profile', id: 123 });
    expect(parseArtworkFile('../etc/passwd')).toBeNull();
    expect(sizeWidth('w185')).toBe(185);
    expect(sizeWidth('original')).toBeNull();
    expect(sizeWidth('w1')).toBeUndefined();
  });
  it('wraps titles without splitting words and escapes text', () => {
    expect(wrapTitle('The Good the Bad and the Ugly', 13, 3)).toEqual([
      'The Good the',
      'Bad and the',
      'Ugly',
    ]);
    expect(wrapTitle('a b c d e f', 1, 2)).toEqual(['a', 'b…']);
    expect(escapeXml('<Tom & "Jerry">')).toBe('&lt;Tom &amp; &quot;Jerry&quot;&gt;');
  });
  it('draws a well-formed SVG whose size follows the requested width', () => {
    const svg = renderArtwork('poster', { title: 'Tom & Jerry', caption: '1940', seed: 7 }, 342);
    expect(svg).toMatch(/^<svg [^>]*width="342" height="513"/);
    expect(svg).toContain('TOM &amp; JERRY');
    expect(svg).not.toContain('Tom & Jerry');
    expect(renderArtwork('backdrop', { title: 'X', caption: '', seed: 1 }, null)).toContain(
      'width="1280" height="720"',
    );
    expect(renderArtwork('poster', { title: 'X', caption: '', seed: 1 }, 92)).not.toBe(
      renderArtwork('poster', { title: 'X', caption: '', seed: 2 }, 92),
    );
  });
});
