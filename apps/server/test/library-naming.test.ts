import { describe, expect, it } from 'vitest';
import { parseByteRange } from '../src/library/byte-range.ts';
import { scanMediaRoots } from '../src/library/library-scanner.ts';
import { contentTypeOf } from '../src/library/content-types.ts';
import {
  captionLanguageOf,
  classifyPath,
  episodeOf,
  qualityOf,
  tmdbIdOf,
} from '../src/library/media-name.ts';
import { mediaFileUrl, resolveMediaPath } from '../src/library/media-path.ts';

describe('media names', () => {
  it('reads the tmdb id from the nearest tagged folder or the file name', () => {
    expect(tmdbIdOf(['Sintel (2010) [tmdbid-45745]', 'Sintel (2010).mp4'])).toBe(45745);
    expect(tmdbIdOf(['Movies', 'Heat (1995) {tmdb-949}', 'Heat.mp4'])).toBe(949);
    expect(tmdbIdOf(['Heat (1995) [tmdb-949].mp4'])).toBe(949);
    expect(tmdbIdOf(['Heat (1995)', 'Heat.mp4'])).toBeUndefined();
  });

  it('reads season and episode tags', () => {
    expect(episodeOf('Show S01E02.mp4')).toEqual({ season: 1, episode: 2 });
    expect(episodeOf('show.s10e103.720p.mp4')).toEqual({ season: 10, episode: 103 });
    expect(episodeOf('Sintel (2010) - 1080p.mp4')).toBeUndefined();
  });

  it('maps resolutions to quality keys', () => {
    expect(qualityOf('Sintel (2010) - 1080p.mp4')).toBe('1080');
    expect(qualityOf('Sintel (2010) - 720p.mp4')).toBe('720');
    expect(qualityOf('Sintel - 480p.mp4')).toBe('480');
    expect(qualityOf('Sintel - 360p.m4v')).toBe('360');
    expect(qualityOf('Sintel - 2160p.mp4')).toBe('4k');
    expect(qualityOf('Sintel - 4K.mp4')).toBe('4k');
    expect(qualityOf('Sintel (2010).mp4')).toBe('unknown');
    expect(qualityOf('Show S01E02.mp4')).toBe('unknown');
  });

  it('reads caption languages, skipping flags', () => {
    expect(captionLanguageOf('Sintel (2010).en.srt')).toBe('en');
    expect(captionLanguageOf('Show S01E02.ar.vtt')).toBe('ar');
    expect(captionLanguageOf('Show S01E02.pt-BR.forced.vtt')).toBe('pt-BR');
    expect(captionLanguageOf('Sintel (2010).srt')).toBe('unknown');
    expect(captionLanguageOf('Mr. Robot S01E01.srt')).toBe('unknown');
  });

  it('classifies movies, episodes, HLS folders and sidecars', () => {
    expect(classifyPath(['Sintel (2010) [tmdbid-45745]', 'Sintel (2010) - 1080p.mp4'])).toEqual({
      kind: 'file',
      mediaType: 'movie',
      tmdbId: 45745,
      season: 0,
      episode: 0,
      detail: '1080',
    });
    expect(
      classifyPath(['Show (2020) [tmdbid-7]', 'Season 01', 'Show S01E02', 'master.m3u8']),
    ).toMatchObject({ kind: 'hls', mediaType: 'tv', tmdbId: 7, season: 1, episode: 2 });
    expect(
      classifyPath(['Show (2020) [tmdbid-7]', 'Season 02', 'Show S02E03.en.srt']),
    ).toMatchObject({ kind: 'caption', mediaType: 'tv', season: 2, episode: 3, detail: 'en' });
    expect(classifyPath(['Sintel (2010) [tmdbid-45745]', 'v360', 'index.m3u8'])).toBeUndefined();
    expect(classifyPath(['Sintel (2010) [tmdbid-45745]', 'poster.jpg'])).toBeUndefined();
    expect(classifyPath(['Untagged (2010)', 'Untagged (2010).mp4'])).toBeUndefined();
  });
});

describe('byte ranges', () => {
  it('answers first-last, open-ended and suffix ranges', () => {
    expect(parseByteRange(undefined, 1000)).toEqual({ kind: 'whole' });
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ kind: 'part', start: 0, end: 999 });
    expect(parseByteRange('bytes=990-5000', 1000)).toEqual({ kind: 'part', start: 990, end: 999 });
  });

  it('refuses bad and unsatisfiable ranges', () => {
    for (const header of [
      'bytes=1000-',
      'bytes=5-2',
      'bytes=-0',
      'bytes=-',
      'bytes=abc',
      'items=0-1',
      'bytes=0-1,5-6',
    ]) {
      expect(parseByteRange(header, 1000), header).toEqual({ kind: 'unsatisfiable' });
    }
    expect(parseByteRange('bytes=0-0', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('media paths', () => {
  const roots = [{ name: 'demo', dir: '/srv/demo' }];

  it('decodes each segment and stays inside the root', () => {
    const answer = resolveMediaPath('demo/Sintel%20(2010)%20%5Btmdbid-45745%5D/master.m3u8', roots);
    expect(answer).toEqual({
      ok: true,
      root: roots[0],
      relativePath: 'Sintel (2010) [tmdbid-45745]/master.m3u8',
      absolutePath: '/srv/demo/Sintel (2010) [tmdbid-45745]/master.m3u8',
    });
  });

  it('refuses dot-dot, encoded separators, backslashes and unknown roots', () => {
    for (const raw of [
      'demo/../secret.mp4',
      'demo/%2e%2e/secret.mp4',
      'demo/%2E%2E/secret.mp4',
      'demo/a%2f..%2f..%2fsecret.mp4',
      'demo/..%2fsecret.mp4',
      'demo/a%5c..%5csecret.mp4',
      'demo\\..\\secret.mp4',
      'demo/a/./b.mp4',
      'demo//b.mp4',
      'demo/%00.mp4',
      'demo/%E0%A4%A.mp4',
      'other/a.mp4',
      'demo',
    ]) {
      expect(resolveMediaPath(raw, roots).ok, raw).toBe(false);
    }
  });

  it('builds percent-encoded URLs that resolve back', () => {
    const url = mediaFileUrl('demo', 'Sintel (2010) [tmdbid-45745]/Sintel (2010).en.srt');
    expect(url).toBe(
      '/media-files/demo/Sintel%20(2010)%20%5Btmdbid-45745%5D/Sintel%20(2010).en.srt',
    );
    const back = resolveMediaPath(url.slice('/media-files/'.length), roots);
    expect(back.ok && back.relativePath).toBe('Sintel (2010) [tmdbid-45745]/Sintel (2010).en.srt');
  });

  it('knows the content types', () => {
    expect(contentTypeOf('master.m3u8')).toBe('application/vnd.apple.mpegurl');
    expect(contentTypeOf('seg000.ts')).toBe('video/mp2t');
    expect(contentTypeOf('seg.m4s')).toBe('video/iso.segment');
    expect(contentTypeOf('a.MP4')).toBe('video/mp4');
    expect(contentTypeOf('a.m4v')).toBe('video/mp4');
    expect(contentTypeOf('a.m4a')).toBe('audio/mp4');
    expect(contentTypeOf('a.en.vtt')).toBe('text/vtt; charset=utf-8');
    expect(contentTypeOf('a.en.srt')).toBe('application/x-subrip; charset=utf-8');
    expect(contentTypeOf('notes.nfo')).toBeUndefined();
  });
});

describe('scanning', () => {
  it('skips a media folder that does not exist', async () => {
    expect(await scanMediaRoots([{ name: 'media', dir: '/nonexistent/screenroom-media' }])).toEqual(
      [],
    );
  });
});
