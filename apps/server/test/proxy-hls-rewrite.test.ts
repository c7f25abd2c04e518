import { describe, expect, it } from 'vitest';
import { isHlsPlaylist, looksLikePlaylist, rewritePlaylist } from '../src/proxy/hls-rewrite.ts';

const P = (url: string) => `P(${url})`;
const base = 'https://cdn.example/show/s1/master.m3u8?auth=xyz';

describe('rewritePlaylist', () => {
  it('rewrites variant lines and URI attributes of a master playlist, relative and absolute', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="English",DEFAULT=YES,URI="audio/en/index.m3u8"',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="English",URI="https://subs.example/en.m3u8?x=1&y=2"',
      '#EXT-X-MEDIA:TYPE=CLOSED-CAPTIONS,GROUP-ID="cc",NAME="CC1",INSTREAM-ID="CC1"',
      '#EXT-X-STREAM-INF:BANDWIDTH=2000000,RESOLUTION=1280x720,AUDIO="a",SUBTITLES="s"',
      '720p/index.m3u8',
      '#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=90000,URI="720p/iframes.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=5000000',
      '//other-cdn.example/1080p.m3u8?sig=a%2Fb',
      '#EXT-X-SESSION-KEY:METHOD=SAMPLE-AES,URI="skd://fairplay-key",KEYFORMAT="com.apple.streamingkeydelivery"',
      '#EXT-X-SESSION-DATA:DATA-ID="com.example.title",URI="../meta.json"',
    ].join('\n');
    expect(rewritePlaylist(master, base, P).split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="English",DEFAULT=YES,URI="P(https://cdn.example/show/s1/audio/en/index.m3u8)"',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="English",URI="P(https://subs.example/en.m3u8?x=1&y=2)"',
      '#EXT-X-MEDIA:TYPE=CLOSED-CAPTIONS,GROUP-ID="cc",NAME="CC1",INSTREAM-ID="CC1"',
      '#EXT-X-STREAM-INF:BANDWIDTH=2000000,RESOLUTION=1280x720,AUDIO="a",SUBTITLES="s"',
      'P(https://cdn.example/show/s1/720p/index.m3u8)',
      '#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=90000,URI="P(https://cdn.example/show/s1/720p/iframes.m3u8)"',
      '#EXT-X-STREAM-INF:BANDWIDTH=5000000',
      'P(https://other-cdn.example/1080p.m3u8?sig=a%2Fb)',
      '#EXT-X-SESSION-KEY:METHOD=SAMPLE-AES,URI="skd://fairplay-key",KEYFORMAT="com.apple.streamingkeydelivery"',
      '#EXT-X-SESSION-DATA:DATA-ID="com.example.title",URI="P(https://cdn.example/show/meta.json)"',
    ]);
  });

  it('rewrites segments, keys and maps of a media playlist with CRLF endings and a BOM', () => {
    const media =
      '\uFEFF#EXTM3U\r\n#EXT-X-TARGETDURATION:6\r\n#EXT-X-KEY:METHOD=AES-128,URI="/keys/1?kid=9",IV=0x0\r\n' +
      '#EXT-X-MAP:URI="init.mp4",BYTERANGE="720@0"\r\n#EXTINF:6.006,Title, with comma\r\n' +
      '  seg-001.m4s?t=1  \r\n#EXT-X-BYTERANGE:1000@720\r\nseg-002.m4s\r\n\r\n# a comment with URI="x"\r\n' +
      '#EXT-X-KEY:METHOD=NONE\r\n#EXTINF:6.0,\r\nhttp://plain.example/seg-003.ts\r\n#EXT-X-ENDLIST\r\n';
    expect(rewritePlaylist(media, 'https://cdn.example/v/720p/index.m3u8', P).split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:6',
      '#EXT-X-KEY:METHOD=AES-128,URI="P(https://cdn.example/keys/1?kid=9)",IV=0x0',
      '#EXT-X-MAP:URI="P(https://cdn.example/v/720p/init.mp4)",BYTERANGE="720@0"',
      '#EXTINF:6.006,Title, with comma',
      'P(https://cdn.example/v/720p/seg-001.m4s?t=1)',
      '#EXT-X-BYTERANGE:1000@720',
      'P(https://cdn.example/v/720p/seg-002.m4s)',
      '',
      '# a comment with URI="x"',
      '#EXT-X-KEY:METHOD=NONE',
      '#EXTINF:6.0,',
      'P(http://plain.example/seg-003.ts)',
      '#EXT-X-ENDLIST',
      '',
    ]);
  });

  it('rewrites low-latency parts, preload hints and rendition reports', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-PART:DURATION=0.5,URI="part1.m4s"',
      '#EXT-X-PRELOAD-HINT:TYPE=PART,URI="part2.m4s"',
      '#EXT-X-RENDITION-REPORT:URI="../480p/index.m3u8",LAST-MSN=10',
    ].join('\r');
    expect(rewritePlaylist(text, 'https://cdn.example/v/720p/index.m3u8', P).split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-PART:DURATION=0.5,URI="P(https://cdn.example/v/720p/part1.m4s)"',
      '#EXT-X-PRELOAD-HINT:TYPE=PART,URI="P(https://cdn.example/v/720p/part2.m4s)"',
      '#EXT-X-RENDITION-REPORT:URI="P(https://cdn.example/v/480p/index.m3u8)",LAST-MSN=10',
    ]);
  });

  it('leaves data: URIs and other schemes alone', () => {
    const text =
      '#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI="data:text/plain;base64,AAAA"\nftp://x.example/seg.ts';
    expect(rewritePlaylist(text, base, P)).toBe(text);
  });
});

describe('isHlsPlaylist', () => {
  it.each([
    ['application/vnd.apple.mpegurl', 'https://x.example/a', true],
    ['application/x-mpegURL; charset=utf-8', 'https://x.example/a', true],
    ['audio/mpegurl', 'https://x.example/a', true],
    ['audio/x-mpegurl', 'https://x.example/a', true],
    ['application/octet-stream', 'https://x.example/live/INDEX.M3U8?token=1', true],
    [undefined, 'https://x.example/index.m3u8', true],
    ['video/mp2t', 'https://x.example/seg.ts', false],
    ['text/plain', 'https://x.example/index.m3u8.txt', false],
  ])('%s at %s → %s', (type, url, expected) => {
    expect(isHlsPlaylist(type, url)).toBe(expected);
  });
});

describe('looksLikePlaylist', () => {
  it('wants #EXTM3U first, after a byte-order mark or blank lines', () => {
    expect(looksLikePlaylist('\uFEFF#EXTM3U\n')).toBe(true);
    expect(looksLikePlaylist('\r\n#EXTM3U\n')).toBe(true);
    expect(looksLikePlaylist('<html>')).toBe(false);
  });
});
