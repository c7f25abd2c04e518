import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Media for the browser suite, made with ffmpeg at the suite's start into a temporary MEDIA_DIR.
 * The bundled demo media is tidy (16:9, 24 fps, stereo, moov first, every playlist present); these
 * titles have the shapes real libraries have and the player was not written around: 4:3 pictures,
 * 25 fps, mono sound, the MP4 index at the end of the file, playlists that point at nothing and
 * files that are not video at all. Each is a catalog title without demo media, named the Jellyfin
 * way (`Title (Year) [tmdbid-N]/…`) so the library source finds it.
 *
 * To add a title: append a TestTitle to `testTitles` (its `make` writes into its own folder) and
 * export its description for the tests that use it.
 */

export type TestTitle = {
  /** The catalog's movie database id (apps/server/src/catalog/data/movies.ts). */
  tmdbId: number;
  title: string;
  year: number;
  /** The player route of the title. */
  route: string;
  /** Writes the title's files into `folder`, which exists and is empty. */
  make(folder: string): Promise<void>;
};

export type TestMedia = {
  /** The MEDIA_DIR to hand to the server. */
  dir: string;
  remove(): Promise<void>;
};

const FF = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];

async function ffmpeg(args: string[]): Promise<void> {
  await run('ffmpeg', [...FF, ...args]);
}

/** Fails with the fix in the message: the browser suite cannot make its media without ffmpeg. */
export async function assertFfmpeg(): Promise<void> {
  try {
    await run('ffmpeg', ['-hide_banner', '-version']);
  } catch {
    throw new Error(
      'ffmpeg is required by the browser tests to make their test media; install it with ' +
        '`apt-get install -y ffmpeg` (or run .ci/run, which installs it when missing).',
    );
  }
}

export type VideoShape = {
  width: number;
  height: number;
  fps: number;
  seconds: number;
  /** 1 for mono. */
  audioChannels: number;
  /** false leaves the index (moov) at the end of the file, as many encoders write it. */
  faststart: boolean;
};

/** A test picture with a running clock and a tone, H.264 (Baseline) and AAC, keyframes every 2 s. */
export async function encodeMp4(file: string, shape: VideoShape): Promise<void> {
  const { width, height, fps, seconds, audioChannels, faststart } = shape;
  await ffmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '38', '-level', '3.0'],
    ...['-pix_fmt', 'yuv420p', '-g', String(fps * 2), '-keyint_min', String(fps * 2)],
    ...['-c:a', 'aac', '-b:a', '48k', '-ac', String(audioChannels)],
    ...(faststart ? ['-movflags', '+faststart'] : []),
    '-shortest',
    file,
  ]);
}

/** Cuts an MP4 into a VOD media playlist of 4-second MPEG-TS segments in `dir`. */
export async function segmentHls(mp4: string, dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  await ffmpeg([
    ...['-i', mp4, '-c', 'copy', '-f', 'hls', '-hls_time', '4', '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', path.join(dir, 'seg%03d.ts'), path.join(dir, 'index.m3u8')],
  ]);
}

/** A master playlist with one variant per entry; a variant need not exist. */
export function masterPlaylist(variants: { uri: string; width: number; height: number }[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const v of variants) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=${v.width}x${v.height},CODECS="avc1.42c01e,mp4a.40.2"`,
      v.uri,
    );
  }
  return `${lines.join('\n')}\n`;
}

function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function movie(tmdbId: number, title: string, year: number, make: TestTitle['make']): TestTitle {
  return { tmdbId, title, year, route: `/media/tmdb-movie-${tmdbId}-${slug(title)}`, make };
}

const oddShape: VideoShape = {
  width: 480,
  height: 360,
  fps: 25,
  seconds: 40,
  audioChannels: 1,
  faststart: false,
};

/**
 * HLS first, but its master playlist names a variant that answers 404; beside it a working MP4
 * in the odd shape. The player must fall back to the MP4 on its own, quickly.
 */
export const brokenHlsTitle = movie(10331, 'Night of the Living Dead', 1968, async (folder) => {
  await encodeMp4(path.join(folder, 'Night of the Living Dead (1968).mp4'), oddShape);
  await fs.writeFile(
    path.join(folder, 'master.m3u8'),
    masterPlaylist([{ uri: 'v360/index.m3u8', width: 480, height: 360 }]),
  );
});

/**
 * A working HLS stream and a working MP4 of the same picture, to switch between mid-film. The
 * master playlist lists a missing 720p variant first: hls.js switches to the variant that exists
 * by itself, so this stream must play as HLS, not fall back.
 */
export const twoStreamsTitle = movie(653, 'Nosferatu', 1922, async (folder) => {
  const mp4 = path.join(folder, 'Nosferatu (1922) - 360p.mp4');
  await encodeMp4(mp4, { ...oddShape, seconds: 90 });
  await segmentHls(mp4, path.join(folder, 'v360'));
  await fs.writeFile(
    path.join(folder, 'master.m3u8'),
    masterPlaylist([
      { uri: 'v720/index.m3u8', width: 960, height: 720 },
      { uri: 'v360/index.m3u8', width: 480, height: 360 },
    ]),
  );
});

/**
 * Nothing plays: the HLS variant's segments are gone (its playlist is there) and the "MP4" is a
 * text file. The viewer must land on the error screen, not on an endless spinner.
 */
export const deadTitle = movie(234, 'The Cabinet of Dr. Caligari', 1920, async (folder) => {
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'screenroom-caligari-'));
  try {
    const mp4 = path.join(scratch, 'source.mp4');
    await encodeMp4(mp4, { ...oddShape, seconds: 12 });
    const variant = path.join(folder, 'v360');
    await segmentHls(mp4, variant);
    for (const name of await fs.readdir(variant)) {
      if (name.endsWith('.ts')) await fs.rm(path.join(variant, name));
    }
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
  await fs.writeFile(
    path.join(folder, 'master.m3u8'),
    masterPlaylist([{ uri: 'v360/index.m3u8', width: 480, height: 360 }]),
  );
  await fs.writeFile(
    path.join(folder, 'The Cabinet of Dr. Caligari (1920).mp4'),
    'This file was named like a film but holds no video.\n',
  );
});

/** Every title the suite's MEDIA_DIR holds. */
export const testTitles: TestTitle[] = [brokenHlsTitle, twoStreamsTitle, deadTitle];

/**
 * Makes a fresh MEDIA_DIR in the system's temporary folder holding `titles` (all of them by
 * default), each in its `Title (Year) [tmdbid-N]` folder.
 */
export async function createTestMedia(
  titles: readonly TestTitle[] = testTitles,
): Promise<TestMedia> {
  await assertFfmpeg();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'screenroom-media-'));
  try {
    await Promise.all(
      titles.map(async (t) => {
        const folder = path.join(dir, `${t.title} (${t.year}) [tmdbid-${t.tmdbId}]`);
        await fs.mkdir(folder);
        await t.make(folder);
      }),
    );
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
