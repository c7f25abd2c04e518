import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  startArchiveFake,
  type ArchiveFake,
} from '../packages/providers/test/fakes/archive-fake.ts';
import {
  fakeMediaSource,
  startFakeJellyfin,
  type FakeJellyfin,
  type FakeMediaFile,
} from '../packages/providers/test/fakes/jellyfin-fake.ts';
import { assertFfmpeg, encodeMp4, masterPlaylist } from './test-media.ts';

const run = promisify(execFile);

/**
 * A catalog film with no demo or test media, so only the archive can play it; the catalog has its
 * IMDb id, which the archive item names the way the Archive writes it.
 */
export const ARCHIVE_FILM = {
  route: '/media/tmdb-movie-20367-detour',
  imdbId: 'tt0037638',
  identifier: 'Detour1945',
  file: 'Detour1945_512kb.mp4',
};

/** A catalog show episode (S01E02) with no demo media, held by the viewer's own Jellyfin. */
export const JELLYFIN_EPISODE = {
  route: '/media/tmdb-tv-68595-planet-earth-ii/1/2',
  tmdbId: '68595',
  episodeId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  apiKey: 'e2e0c0ffee0c0ffee0c0ffee0c0ffee0',
};

export type LawfulSourceFakes = {
  archive: ArchiveFake;
  jellyfin: FakeJellyfin;
  stop(): Promise<void>;
};

/**
 * The HLS Jellyfin makes of an episode, in a shape the demo media does not have: NTSC's 29.97
 * frames a second, 640×480 (4:3), one-second MPEG-TS segments, a mono track.
 */
async function jellyfinHls(dir: string): Promise<void> {
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x480:rate=30000/1001:duration=4'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000:duration=4'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-profile:v', 'baseline', '-level', '3.0'],
    ...['-pix_fmt', 'yuv420p', '-g', '30', '-keyint_min', '30', '-sc_threshold', '0'],
    ...['-c:a', 'aac', '-b:a', '48k', '-ac', '1'],
    ...['-f', 'hls', '-hls_time', '1', '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', path.join(dir, 'seg%03d.ts'), path.join(dir, 'main.m3u8')],
  ]);
}

/** Jellyfin's HLS paths of the episode: the master, its one variant and the variant's segments. */
async function jellyfinFiles(dir: string): Promise<Record<string, FakeMediaFile>> {
  const base = `/Videos/${JELLYFIN_EPISODE.episodeId}`;
  const mpegurl = 'application/vnd.apple.mpegurl';
  const files: Record<string, FakeMediaFile> = {
    [`${base}/master.m3u8`]: {
      contentType: mpegurl,
      body: masterPlaylist([{ uri: 'main.m3u8', width: 640, height: 480 }]),
    },
    [`${base}/main.m3u8`]: {
      contentType: mpegurl,
      body: await fs.readFile(path.join(dir, 'main.m3u8'), 'utf8'),
    },
  };
  for (const name of await fs.readdir(dir)) {
    if (name.endsWith('.ts')) {
      files[`${base}/${name}`] = { contentType: 'video/mp2t', path: path.join(dir, name) };
    }
  }
  return files;
}

/**
 * Makes the media with ffmpeg and starts the Internet Archive and Jellyfin fakes on loopback.
 * The archive film is a PAL 720×576 (4:3) H.264 MP4 at 25 fps with its index at the end.
 */
export async function startLawfulSourceFakes(): Promise<LawfulSourceFakes> {
  await assertFfmpeg();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'screenroom-lawful-'));
  const started: { close(): Promise<void> }[] = [];
  try {
    const film = path.join(dir, ARCHIVE_FILM.file);
    const hls = path.join(dir, 'hls');
    await fs.mkdir(hls);
    await Promise.all([
      encodeMp4(film, {
        width: 720,
        height: 576,
        fps: 25,
        seconds: 4,
        audioChannels: 1,
        faststart: false,
      }),
      jellyfinHls(hls),
    ]);
    const archive = await startArchiveFake({
      items: [
        {
          identifier: ARCHIVE_FILM.identifier,
          title: 'Detour (1945)',
          year: '1945',
          externalIdentifier: [`urn:imdb:${ARCHIVE_FILM.imdbId}`, 'urn:oclc:record:1041826917'],
          collection: ['film_noir', 'feature_films'],
          downloads: 412_000,
          files: [
            { name: 'Detour1945.avi', format: 'Cinepack', source: 'original', size: '700000000' },
            {
              name: ARCHIVE_FILM.file,
              format: '512Kb MPEG4',
              width: '720',
              height: '576',
              body: { path: film },
            },
            { name: 'Detour1945_meta.xml', format: 'Metadata', source: 'metadata' },
          ],
        },
      ],
    });
    started.push(archive);
    const jellyfin = await startFakeJellyfin({
      apiKey: JELLYFIN_EPISODE.apiKey,
      series: [
        {
          Id: 'f00dfeed00000000000000000000beef',
          Name: 'Planet Earth II',
          ProductionYear: 2016,
          ProviderIds: { Tmdb: JELLYFIN_EPISODE.tmdbId, Imdb: 'tt5491994' },
          Episodes: [
            {
              Id: '0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e01',
              Name: 'Islands',
              ParentIndexNumber: 1,
              IndexNumber: 1,
              MediaSources: [fakeMediaSource('0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e01')],
            },
            {
              Id: JELLYFIN_EPISODE.episodeId,
              Name: 'Mountains',
              ParentIndexNumber: 1,
              IndexNumber: 2,
              // A recording kept as it came: only Jellyfin's HLS remux plays it in a browser.
              MediaSources: [
                fakeMediaSource(JELLYFIN_EPISODE.episodeId, {
                  container: 'mpegts',
                  width: 640,
                  height: 480,
                }),
              ],
            },
          ],
        },
      ],
      files: await jellyfinFiles(hls),
    });
    started.push(jellyfin);
    return {
      archive,
      jellyfin,
      async stop() {
        await Promise.all(started.map((s) => s.close()));
        await fs.rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await Promise.all(started.map((s) => s.close()));
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
}
