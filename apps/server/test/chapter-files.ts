import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ffmpeg = (args: string[]) =>
  run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args]);

export interface ChapterSpec {
  title: string;
  startMs: number;
  endMs: number;
}

/** A six-second clip: an Intro up to 2.5 s, then the episode (a title outside ASCII). */
export const introChapters: ChapterSpec[] = [
  { title: 'Intro', startMs: 0, endMs: 2500 },
  { title: 'Épisode', startMs: 2500, endMs: 6000 },
];

export interface ChapterFiles {
  /** moov after mdat, as ffmpeg writes by default. */
  moovAtEnd: string;
  /** moov before mdat (`-movflags +faststart`). */
  faststart: string;
  /** Only the QuickTime chapter track, no Nero `chpl` list. */
  chapterTrackOnly: string;
  noChapters: string;
  /** The moov-at-end file cut in the middle of its media data. */
  truncated: string;
  notMp4: string;
  empty: string;
  /** Writes a copy of the clip with other chapters (`-c copy`, so it is quick). */
  withChapters(file: string, chapters: ChapterSpec[]): Promise<void>;
}

function ffmetadata(chapters: ChapterSpec[]): string {
  const blocks = chapters.map(
    (c) => `[CHAPTER]\nTIMEBASE=1/1000\nSTART=${c.startMs}\nEND=${c.endMs}\ntitle=${c.title}\n`,
  );
  return `;FFMETADATA1\n${blocks.join('')}`;
}

/** Makes the test files with ffmpeg (as the operator's tools would) in `dir`. */
export async function makeChapterFiles(dir: string): Promise<ChapterFiles> {
  fs.mkdirSync(dir, { recursive: true });
  const file = (name: string) => path.join(dir, name);
  const plain = file('plain.mp4');
  await ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=64x48:rate=10:duration=6',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-g',
    '10',
    '-map_chapters',
    '-1',
    plain,
  ]);
  let metadataCount = 0;
  const remux = async (out: string, chapters: ChapterSpec[] | null, movflags?: string) => {
    const args = ['-i', plain];
    if (chapters) {
      const metadata = file(`chapters-${metadataCount++}.ffmeta`);
      fs.writeFileSync(metadata, ffmetadata(chapters));
      args.push('-f', 'ffmetadata', '-i', metadata, '-map', '0', '-map_metadata', '1');
      args.push('-map_chapters', '1');
    }
    if (movflags) args.push('-movflags', movflags);
    await ffmpeg([...args, '-c', 'copy', out]);
  };
  const files: ChapterFiles = {
    moovAtEnd: file('moov-at-end.mp4'),
    faststart: file('faststart.mp4'),
    chapterTrackOnly: file('chapter-track-only.mp4'),
    noChapters: plain,
    truncated: file('truncated.mp4'),
    notMp4: file('not-an-mp4.mp4'),
    empty: file('empty.mp4'),
    withChapters: (out, chapters) => remux(out, chapters),
  };
  await remux(files.moovAtEnd, introChapters);
  await remux(files.faststart, introChapters, '+faststart');
  await remux(files.chapterTrackOnly, introChapters, 'disable_chpl');
  const whole = fs.readFileSync(files.moovAtEnd);
  fs.writeFileSync(files.truncated, whole.subarray(0, Math.floor(whole.length / 2)));
  fs.writeFileSync(files.notMp4, 'WEBVTT\n\nnot a video at all, though it is named like one\n');
  fs.writeFileSync(files.empty, '');
  return files;
}
