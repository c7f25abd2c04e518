import { describe, expect, it } from 'vitest';
import {
  mayPlay,
  operatorRemoteSources,
  operatorVerdict,
  parseTitleKey,
  playableFirst,
  playsHereFilterDefault,
  playsHereFilterOn,
  randomPickCandidates,
  titleKey,
  viewerVerdict,
  type PlayVerdict,
} from '../src/availability.ts';

const none = new Set<string>();
const archiveAndAddon = operatorRemoteSources({ archive: true, addonSourceIds: ['stremio-a'] });
const archiveOnly = operatorRemoteSources({ archive: true, addonSourceIds: [] });

describe('title keys', () => {
  it('round-trips and refuses anything else', () => {
    expect(titleKey('movie', '238')).toBe('movie-238');
    expect(parseTitleKey('show-1399')).toEqual({ type: 'show', tmdbId: 1399 });
    for (const bad of ['tv-1', 'movie-0', 'movie-01', 'movie-1 ', 'movie-', 'movie-12345678901']) {
      expect(parseTitleKey(bad)).toBeNull();
    }
  });
});

describe('operatorVerdict', () => {
  it('plays what the library has, whatever else is known', () => {
    expect(
      operatorVerdict({
        kind: 'movie',
        inLibrary: true,
        license: 'copyrighted',
        sources: [],
        missedSourceIds: none,
      }),
    ).toBe('plays');
  });

  it('says none for a copyrighted film when the archive is the only other source', () => {
    const base = { kind: 'movie' as const, inLibrary: false, sources: archiveOnly };
    expect(operatorVerdict({ ...base, license: 'copyrighted', missedSourceIds: none })).toBe(
      'none',
    );
    expect(operatorVerdict({ ...base, license: 'open', missedSourceIds: none })).toBe('may-play');
    expect(operatorVerdict({ ...base, license: 'unknown', missedSourceIds: none })).toBe(
      'may-play',
    );
  });

  it('never offers the archive for shows', () => {
    expect(
      operatorVerdict({
        kind: 'show',
        inLibrary: false,
        license: 'open',
        sources: archiveOnly,
        missedSourceIds: none,
      }),
    ).toBe('none');
  });

  it('forgets a source that answered not found, until every one has', () => {
    const base = {
      kind: 'movie' as const,
      inLibrary: false,
      license: 'unknown' as const,
      sources: archiveAndAddon,
    };
    expect(operatorVerdict({ ...base, missedSourceIds: new Set(['archive']) })).toBe('may-play');
    expect(operatorVerdict({ ...base, missedSourceIds: new Set(['archive', 'stremio-a']) })).toBe(
      'none',
    );
  });

  it('says none with no source at all', () => {
    expect(
      operatorVerdict({
        kind: 'movie',
        inLibrary: false,
        license: 'open',
        sources: [],
        missedSourceIds: none,
      }),
    ).toBe('none');
  });
});

describe('viewerVerdict and mayPlay', () => {
  it('raises none to may-play only for a viewer with their own server', () => {
    expect(viewerVerdict('none', { ownServer: false })).toBe('none');
    expect(viewerVerdict('none', { ownServer: true })).toBe('may-play');
    expect(viewerVerdict('plays', { ownServer: true })).toBe('plays');
    expect(viewerVerdict(undefined, { ownServer: true })).toBeUndefined();
  });
  it('offers play unless the verdict is none', () => {
    expect([mayPlay('plays'), mayPlay('may-play'), mayPlay(undefined), mayPlay('none')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('playableFirst and randomPickCandidates', () => {
  const verdicts: Record<string, PlayVerdict | undefined> = {
    a: 'none',
    b: 'may-play',
    c: undefined,
    d: 'plays',
    e: 'none',
    f: 'plays',
  };
  const items = Object.keys(verdicts);
  it('puts playing titles first and keeps the order inside each group', () => {
    expect(playableFirst(items, (i) => verdicts[i])).toEqual(['d', 'f', 'b', 'c', 'a', 'e']);
  });
  it('lets the random pick land only on titles that may play', () => {
    expect(randomPickCandidates(items, (i) => verdicts[i])).toEqual(['b', 'd', 'f']);
    expect(randomPickCandidates(['a', 'e'], (i) => verdicts[i])).toEqual([]);
  });
});

describe('the Plays here filter', () => {
  it('starts on when fewer than a quarter of the catalog plays', () => {
    expect(playsHereFilterDefault(3, 260)).toBe(true);
    expect(playsHereFilterDefault(64, 260)).toBe(true);
    expect(playsHereFilterDefault(65, 260)).toBe(false);
    expect(playsHereFilterDefault(0, 0)).toBe(false);
  });
  it("follows the viewer's own choice once made", () => {
    expect(playsHereFilterOn(false, 3, 260)).toBe(false);
    expect(playsHereFilterOn(true, 200, 260)).toBe(true);
    expect(playsHereFilterOn(null, 3, 260)).toBe(true);
  });
});
