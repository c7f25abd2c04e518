import { describe, expect, it } from 'vitest';
import {
  CdnReplacementError,
  parseCdnReplacements,
  replaceCdnUrl,
  replaceStreamCdn,
  type Stream,
} from '../src/index.ts';

describe('parseCdnReplacements', () => {
  it('reads comma-separated host-suffix:replacement pairs, trimmed and lower-cased', () => {
    expect(parseCdnReplacements(' cdn.example:Mirror.example , .b.test : c.test,')).toEqual([
      { hostSuffix: 'cdn.example', replacement: 'mirror.example' },
      { hostSuffix: 'b.test', replacement: 'c.test' },
    ]);
    expect(parseCdnReplacements('')).toEqual([]);
    expect(parseCdnReplacements(undefined)).toEqual([]);
  });

  it.each([
    'cdn.example',
    'cdn.example:',
    ':mirror.example',
    'a:b:c',
    'cdn.example:https://m.test',
  ])('refuses %j naming the entry', (text) => {
    expect(() => parseCdnReplacements(text)).toThrow(CdnReplacementError);
    expect(() => parseCdnReplacements(text)).toThrow(`'${text}'`);
  });
});

describe('replaceCdnUrl', () => {
  const rules = parseCdnReplacements('cdn.example:mirror.example,other.test:far.test');

  it('moves a matching host, or a subdomain of it, to the replacement over https', () => {
    expect(replaceCdnUrl('http://cdn.example:8080/a/b.m3u8?x=1', rules)).toBe(
      'https://mirror.example/a/b.m3u8?x=1',
    );
    expect(replaceCdnUrl('https://edge-3.CDN.example/v.mp4', rules)).toBe(
      'https://mirror.example/v.mp4',
    );
    expect(replaceCdnUrl('https://x.other.test/v.mp4', rules)).toBe('https://far.test/v.mp4');
  });

  it('leaves other hosts, look-alike hosts and relative URLs alone', () => {
    for (const url of [
      'https://evilcdn.example/v.mp4',
      'https://cdn.example.evil.test/v.mp4',
      '/media-files/demo/film.mp4',
      'not a url',
    ]) {
      expect(replaceCdnUrl(url, rules)).toBe(url);
    }
  });
});

describe('replaceStreamCdn', () => {
  const rules = parseCdnReplacements('cdn.example:mirror.example');
  const captions = [
    {
      id: 'c',
      language: 'en',
      url: 'https://cdn.example/en.vtt',
      type: 'vtt' as const,
      hasCorsRestrictions: false,
    },
  ];

  it('rewrites an HLS playlist and every file quality, not the captions', () => {
    const hls: Stream = {
      id: 'h',
      type: 'hls',
      playlist: 'https://cdn.example/p.m3u8',
      captions,
      flags: [],
    };
    expect(replaceStreamCdn(hls, rules)).toEqual({
      ...hls,
      playlist: 'https://mirror.example/p.m3u8',
    });
    const file: Stream = {
      id: 'f',
      type: 'file',
      qualities: {
        '1080': { type: 'mp4', url: 'https://a.cdn.example/1080.mp4' },
        '360': { type: 'mp4', url: '/media-files/demo/360.mp4' },
      },
      captions,
      flags: [],
    };
    expect(replaceStreamCdn(file, rules)).toEqual({
      ...file,
      qualities: {
        '1080': { type: 'mp4', url: 'https://mirror.example/1080.mp4' },
        '360': { type: 'mp4', url: '/media-files/demo/360.mp4' },
      },
    });
  });

  it('hands back the same stream when there are no rules', () => {
    const hls: Stream = {
      id: 'h',
      type: 'hls',
      playlist: 'https://cdn.example/p.m3u8',
      captions,
      flags: [],
    };
    expect(replaceStreamCdn(hls, [])).toBe(hls);
  });
});
