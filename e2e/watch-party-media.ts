import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestTitle } from './test-media.ts';

const run = promisify(execFile);

/** How long the watch party's film runs: the drift benchmark seeks around in 90 s and more. */
export const WATCH_PARTY_FILM_SECONDS = 150;

/**
 * The watch party's film, in a shape the player and the party's sync were not written around:
 * NTSC film rate (24000/1001 fps), a keyframe only every 5 s (so a seek decodes up to 120 frames
 * before it shows one), B-frames, 48 kHz stereo, 2.35:1 picture and the MP4 index at the end of
 * the file. A catalog title without demo media, named the Jellyfin way so the library finds it.
 */
export const watchPartyFilm: TestTitle = {
  tmdbId: 961,
  title: 'The General',
  year: 1926,
  route: '/media/tmdb-movie-961-the-general',
  async make(folder) {
    const seconds = WATCH_PARTY_FILM_SECONDS;
    await run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=640x272:rate=24000/1001:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=330:sample_rate=48000:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '36', '-pix_fmt', 'yuv420p'],
      ...['-g', '120', '-keyint_min', '120', '-sc_threshold', '0', '-bf', '3'],
      ...['-c:a', 'aac', '-b:a', '64k', '-ac', '2'],
      '-shortest',
      path.join(folder, 'The General (1926).mp4'),
    ]);
  },
};
