import type { RoomEntry, RoomStatus } from '@screenroom/core';
import { matchRoutes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { appRoutes } from '../src/app/routes/app-routes.tsx';
import { joinTarget } from '../src/shared/layout/watch-party-target.ts';
import { parseMediaRoute } from '../src/shared/routing/media-route.ts';
import { loadPlayerMeta } from '../src/features/player/metadata.ts';
import type { PlayerMeta } from '../src/features/player/player-meta.ts';
import { partyContentFor } from '../src/features/player/watch-party/party-content.ts';
import { http } from 'msw';
import { server } from './msw-server.ts';

/**
 * The two sides of a join, against each other: what a host's player reports (its content, built
 * by the watch party from the player's meta), the path a guest's join builds from it, and what the
 * guest's player makes of that path. Ids are shaped like the movie database's: seasons and
 * episodes have large ids of their own, unrelated to their numbers.
 */
const SHOW = { id: 1399, name: 'Open Movie Stories' };
const seasons = [
  { id: 3624, season_number: 1, episodes: [63056, 63057, 63058] },
  { id: 3625, season_number: 2, episodes: [63066, 63067, 63068] },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeMovieDatabase(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === `/tmdb/3/tv/${SHOW.id}`) {
    return Promise.resolve(
      json({
        ...SHOW,
        poster_path: null,
        seasons: seasons.map(({ id, season_number }) => ({
          id,
          season_number,
          name: `Season ${season_number}`,
        })),
      }),
    );
  }
  const season = /^\/tmdb\/3\/tv\/1399\/season\/(\d+)$/.exec(url.pathname);
  const found = season && seasons.find((s) => s.season_number === Number(season[1]));
  if (found) {
    return Promise.resolve(
      json({
        id: found.id,
        name: `Season ${found.season_number}`,
        season_number: found.season_number,
        episodes: found.episodes.map((id, index) => ({
          id,
          name: `Episode ${index + 1}`,
          episode_number: index + 1,
          season_number: found.season_number,
        })),
      }),
    );
  }
  return Promise.resolve(json({ status_code: 34 }, 404));
}

/** The meta a guest's player loads for a path, through the app's own route table. */
async function metaForPath(path: string): Promise<PlayerMeta> {
  const [pathname] = path.split('?');
  const matches = matchRoutes(appRoutes({ legacyLookup: null }), pathname!);
  const params = matches?.at(-1)?.params ?? {};
  const route = parseMediaRoute(params);
  if (!route) throw new Error(`no media route in ${path}`);
  return loadPlayerMeta(route);
}

function roomHostedBy(meta: PlayerMeta): RoomStatus {
  const entry: RoomEntry = {
    userId: 'host-member',
    roomCode: 'AB12',
    isHost: true,
    content: partyContentFor(meta),
    player: { isPlaying: true, time: 12 },
    timestamp: 5000,
  };
  return {
    roomCode: 'AB12',
    users: { 'host-member': [entry] },
    serverTime: 6000,
    hostId: entry.userId,
  };
}

beforeEach(() => {
  server.use(http.get('*', ({ request }) => fakeMovieDatabase(request.url)));
});

describe("a guest's join lands where the host is", () => {
  it('on the same episode of a show, from the movie database ids the host reports', async () => {
    const host = await metaForPath('/media/tmdb-tv-1399-open-movie-stories/2/3');
    expect(host.episode?.tmdbId).toBe('63068');
    const target = joinTarget(roomHostedBy(host), 'AB12');
    expect(target).toEqual({
      ok: true,
      path: '/media/tmdb-tv-1399-open-movie-stories/3625/63068?watchparty=AB12',
    });
    const guest = await metaForPath(target.ok ? target.path : '');
    expect(guest.season).toEqual(host.season);
    expect(guest.episode).toEqual(host.episode);
  });

  it('on the same movie', async () => {
    const movie: PlayerMeta = {
      type: 'movie',
      tmdbId: '10378',
      title: 'Big Buck Bunny',
      releaseYear: 2008,
    };
    expect(joinTarget(roomHostedBy(movie), 'AB12')).toEqual({
      ok: true,
      path: '/media/tmdb-movie-10378-big-buck-bunny?watchparty=AB12',
    });
  });

  it('keeps season and episode number links working', async () => {
    const byNumber = await metaForPath('/media/tmdb-tv-1399/1/2');
    expect([byNumber.season?.number, byNumber.episode?.number]).toEqual([1, 2]);
    expect(byNumber.episode?.tmdbId).toBe('63057');
    const byId = await metaForPath('/media/tmdb-tv-1399/3624/63057');
    expect(byId.episode).toEqual(byNumber.episode);
  });

  it("answers not found for an episode id the season doesn't have", async () => {
    await expect(metaForPath('/media/tmdb-tv-1399/3624/63068')).rejects.toMatchObject({
      kind: 'notFound',
    });
  });
});
