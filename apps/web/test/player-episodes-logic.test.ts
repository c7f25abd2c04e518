import { describe, expect, it } from 'vitest';
import { isAutoplayAllowed } from '../src/features/player/episodes/autoplay-allowed.ts';
import { parseAutoplayConfig } from '../src/features/player/episodes/autoplay-config.ts';
import { isButtonShown } from '../src/features/player/episodes/button-visibility.ts';
import {
  episodesOverlayRouteFor,
  episodesRouteFrom,
} from '../src/features/player/episodes/episodes-overlay-route.ts';
import {
  goToEpisode,
  goToSeason,
  parseWholeNumber,
} from '../src/features/player/episodes/go-to-episode.ts';
import {
  episodeAfter,
  firstReleasedEpisode,
  nextEpisodeOffer,
  seasonAfter,
} from '../src/features/player/episodes/next-episode-offer.ts';
import {
  episodesOf,
  seasonsOf,
  type ShowEpisode,
  type ShowSeason,
} from '../src/features/player/episodes/show-episodes.ts';
import { autoplayDue } from '../src/features/player/episodes/hooks/useAutoplayNext.ts';
import { player } from './test-player.tsx';

const now = new Date('2026-03-01T12:00:00Z');

const season = (number: number): ShowSeason => ({
  number,
  title: `Season ${number}`,
  tmdbId: `s${number}`,
});

const episode = (number: number, airDate: string | null = '2026-01-01'): ShowEpisode => ({
  number,
  title: `Episode ${number}`,
  tmdbId: `e${number}`,
  overview: '',
  stillPath: null,
  airDate,
});

const seasons = [season(1), season(2), season(3)];
const s1 = [episode(1), episode(2), episode(3)];

describe('which episode comes next', () => {
  it('offers the next episode of the season', () => {
    const offer = nextEpisodeOffer({
      season: season(1),
      episodeNumber: 1,
      seasons,
      episodes: s1,
      nextSeasonEpisodes: null,
      now,
    });
    expect(offer).toEqual({ kind: 'nextEpisode', target: { season: season(1), episode: s1[1] } });
  });

  it('skips gaps in the numbering and ignores the order the list came in', () => {
    const gappy = [episode(7), episode(2), episode(4)];
    expect(episodeAfter(gappy, 2)?.number).toBe(4);
    expect(episodeAfter(gappy, 7)).toBeNull();
    expect(seasonAfter([season(5), season(0), season(2)], 0)?.number).toBe(2);
  });

  it('offers nothing when the next episode has not aired yet', () => {
    const offer = nextEpisodeOffer({
      season: season(1),
      episodeNumber: 1,
      seasons,
      episodes: [episode(1), episode(2, '2026-12-24')],
      nextSeasonEpisodes: null,
      now,
    });
    expect(offer).toEqual({ kind: 'none' });
  });

  it('at the end of a season offers the first aired episode of the next season', () => {
    const s2 = [episode(1, null), episode(2, '2026-02-01'), episode(3, '2026-02-08')];
    const offer = nextEpisodeOffer({
      season: season(1),
      episodeNumber: 3,
      seasons,
      episodes: s1,
      nextSeasonEpisodes: s2,
      now,
    });
    expect(offer).toEqual({ kind: 'nextSeason', target: { season: season(2), episode: s2[1] } });
  });

  it('waits for the next season to load, and offers nothing when none of it has aired', () => {
    const input = { season: season(1), episodeNumber: 3, seasons, episodes: s1, now };
    expect(nextEpisodeOffer({ ...input, nextSeasonEpisodes: null })).toEqual({ kind: 'none' });
    expect(nextEpisodeOffer({ ...input, nextSeasonEpisodes: [episode(1, '2027-01-01')] })).toEqual({
      kind: 'none',
    });
  });

  it("offers a replay at the end of the show's last episode", () => {
    const offer = nextEpisodeOffer({
      season: season(3),
      episodeNumber: 3,
      seasons,
      episodes: s1,
      nextSeasonEpisodes: null,
      now,
    });
    expect(offer).toEqual({ kind: 'replay' });
  });

  it('offers nothing while the seasons or episodes are loading', () => {
    const input = { season: season(1), episodeNumber: 3, nextSeasonEpisodes: null, now };
    expect(nextEpisodeOffer({ ...input, seasons: null, episodes: s1 })).toEqual({ kind: 'none' });
    expect(nextEpisodeOffer({ ...input, seasons, episodes: null })).toEqual({ kind: 'none' });
  });

  it('picks the lowest-numbered aired episode', () => {
    expect(
      firstReleasedEpisode([episode(3), episode(1, '2030-01-01'), episode(2)], now)?.number,
    ).toBe(2);
    expect(firstReleasedEpisode([], now)).toBeNull();
  });
});

describe('go to episode', () => {
  it('accepts whole numbers only', () => {
    expect(parseWholeNumber(' 12 ')).toBe(12);
    for (const text of ['', 'two', '2.5', '-1', '1e2', '3 4']) {
      expect(parseWholeNumber(text)).toBeNull();
    }
  });

  it('needs a season of the show', () => {
    expect(goToSeason('2', seasons)).toEqual({ ok: true, season: season(2) });
    expect(goToSeason('4', seasons)).toEqual({ ok: false, problem: 'noSeason' });
    expect(goToSeason('0', seasons)).toEqual({ ok: false, problem: 'noSeason' });
    expect(goToSeason('x', seasons)).toEqual({ ok: false, problem: 'notNumber' });
  });

  it('needs an aired episode of the loaded season', () => {
    const episodes = [episode(1), episode(2, '2026-12-01')];
    expect(goToEpisode(season(1), '1', episodes, now)).toEqual({
      ok: true,
      target: { season: season(1), episode: episodes[0] },
    });
    expect(goToEpisode(season(1), '3', episodes, now)).toEqual({
      ok: false,
      problem: 'noEpisode',
    });
    expect(goToEpisode(season(1), '2', episodes, now)).toEqual({
      ok: false,
      problem: 'unreleased',
    });
    expect(goToEpisode(season(1), '', episodes, now)).toEqual({
      ok: false,
      problem: 'notNumber',
    });
  });
});

describe('episodes overlay route', () => {
  it('names the season list and each season under /episodes and reads them back', () => {
    expect(episodesOverlayRouteFor(null)).toBeNull();
    expect(episodesOverlayRouteFor('seasons')).toBe('/episodes');
    expect(episodesOverlayRouteFor(2)).toBe('/episodes/2');
    expect(episodesRouteFrom('/episodes')).toBe('seasons');
    expect(episodesRouteFrom('/episodes/12')).toBe(12);
    expect(episodesRouteFrom('/episodes/x')).toBeNull();
    expect(episodesRouteFrom('/settings')).toBeNull();
    expect(episodesRouteFrom(null)).toBeNull();
  });
});

describe('movie database answers', () => {
  it('orders seasons and drops empty ones; maps episodes with their still and air date', () => {
    expect(
      seasonsOf({
        id: 1,
        name: 'Show',
        poster_path: null,
        seasons: [
          { id: 12, season_number: 2, name: 'Two', episode_count: 3 },
          { id: 11, season_number: 1, name: 'One', episode_count: 3 },
          { id: 13, season_number: 3, name: 'Announced', episode_count: 0 },
        ],
      }),
    ).toEqual([
      { number: 1, title: 'One', tmdbId: '11' },
      { number: 2, title: 'Two', tmdbId: '12' },
    ]);
    expect(
      episodesOf({
        id: 11,
        name: 'One',
        season_number: 1,
        episodes: [
          { id: 102, name: 'B', episode_number: 2, season_number: 1 },
          {
            id: 101,
            name: 'A',
            overview: 'First',
            still_path: '/a.jpg',
            air_date: '2020-01-01',
            episode_number: 1,
            season_number: 1,
          },
        ],
      }),
    ).toEqual([
      {
        number: 1,
        title: 'A',
        tmdbId: '101',
        overview: 'First',
        stillPath: '/a.jpg',
        airDate: '2020-01-01',
      },
      { number: 2, title: 'B', tmdbId: '102', overview: '', stillPath: null, airDate: null },
    ]);
  });
});

describe('autoplay', () => {
  it('reads the operator flag as allowed, off or unset', () => {
    expect(parseAutoplayConfig('true')).toBe('allowed');
    expect(parseAutoplayConfig('false')).toBe('off');
    expect(parseAutoplayConfig(undefined)).toBe('unset');
    expect(parseAutoplayConfig('yes')).toBe('unset');
  });

  it('unset, is allowed for sources that need no proxy, else by the extension or proxy workers', () => {
    const none = {
      config: 'unset' as const,
      sourceId: null,
      extensionActive: false,
      proxyWorkers: null,
    };
    expect(isAutoplayAllowed(none)).toBe(false);
    expect(isAutoplayAllowed({ ...none, sourceId: 'library' })).toBe(true);
    expect(isAutoplayAllowed({ ...none, sourceId: 'jellyfin' })).toBe(true);
    expect(isAutoplayAllowed({ ...none, sourceId: 'archive' })).toBe(true);
    const addon = { ...none, sourceId: 'stremio-addon.example' };
    expect(isAutoplayAllowed(addon)).toBe(false);
    expect(isAutoplayAllowed({ ...addon, proxyWorkers: [] })).toBe(false);
    expect(isAutoplayAllowed({ ...addon, extensionActive: true })).toBe(true);
    expect(isAutoplayAllowed({ ...addon, proxyWorkers: ['https://worker.example'] })).toBe(true);
  });

  it('is allowed for every source by the flag, and for none when the flag turns it off', () => {
    const addon = {
      sourceId: 'stremio-addon.example',
      extensionActive: false,
      proxyWorkers: null,
    };
    expect(isAutoplayAllowed({ ...addon, config: 'allowed' })).toBe(true);
    expect(isAutoplayAllowed({ ...addon, config: 'off', sourceId: 'library' })).toBe(false);
    expect(
      isAutoplayAllowed({
        config: 'off',
        sourceId: 'library',
        extensionActive: true,
        proxyWorkers: ['https://worker.example'],
      }),
    ).toBe(false);
  });

  it('is due at the end, or in the last 1 % while playing with skip credits', () => {
    const base = player.store.getState();
    const target = { season: season(1), episode: episode(2) };
    const at = (time: number, isPlaying: boolean, kind: 'nextEpisode' | 'replay' = 'nextEpisode') =>
      ({
        ...base,
        nextOffer: kind === 'replay' ? { kind } : { kind, target },
        progress: { ...base.progress, time, duration: 100 },
        mediaPlaying: { ...base.mediaPlaying, isPlaying },
      }) as typeof base;
    expect(autoplayDue(at(100, false), false)).toBe(true);
    expect(autoplayDue(at(99.5, true), false)).toBe(false);
    expect(autoplayDue(at(99.5, true), true)).toBe(true);
    expect(autoplayDue(at(99.5, false), true)).toBe(false);
    expect(autoplayDue(at(98, true), true)).toBe(false);
    expect(autoplayDue(at(100, false, 'replay'), true)).toBe(false);
  });

  it('shows hover-only buttons while the controls are in use', () => {
    expect(isButtonShown('always', false)).toBe(true);
    expect(isButtonShown('hover', false)).toBe(false);
    expect(isButtonShown('hover', true)).toBe(true);
    expect(isButtonShown('none', true)).toBe(false);
  });
});
