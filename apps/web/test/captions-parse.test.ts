import './vtt-cue-polyfill.ts';
import { describe, expect, it } from 'vitest';
import { parseSubtitles, readSubtitleCues } from '../src/shared/captions/parse-subtitles.ts';
import { detectSubtitleFormat } from '../src/shared/captions/subtitle-format.ts';

const srt = `1
00:00:01,000 --> 00:00:02,500
Hello
world

2
00:00:03,000 --> 00:00:04,000
Second
`;

describe('detectSubtitleFormat', () => {
  it('reads the format from the content', () => {
    expect(detectSubtitleFormat(srt)).toBe('srt');
    expect(detectSubtitleFormat('WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n')).toBe('vtt');
    // A header does not make SRT timings readable as WebVTT.
    expect(detectSubtitleFormat('WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nHi\n')).toBe('srt');
    expect(detectSubtitleFormat('00:00:01.000 --> 00:00:02.000\nHi\n')).toBe('vtt');
  });
});

describe('parseSubtitles', () => {
  it('parses SRT into sorted cues with their text lines', async () => {
    expect(await parseSubtitles(srt)).toEqual([
      { start: 1, end: 2.5, text: 'Hello\nworld' },
      { start: 3, end: 4, text: 'Second' },
    ]);
  });

  it('parses WebVTT with cue ids and settings, keeping only the text', async () => {
    const vtt = `WEBVTT

intro
00:00:01.000 --> 00:00:02.000 align:start line:0
<v Bob>Hi</v>
`;
    expect(await parseSubtitles(vtt)).toEqual([{ start: 1, end: 2, text: '<v Bob>Hi</v>' }]);
  });

  it('handles a byte-order mark, CRLF and a missing final newline', async () => {
    const text = `\uFEFF${srt.trimEnd()}`.replace(/\n/g, '\r\n');
    const cues = await parseSubtitles(text);
    expect(cues.map((cue) => cue.text)).toEqual(['Hello\nworld', 'Second']);
  });

  it('drops a cue with broken timing and keeps the rest', async () => {
    const text = `1
00:00:01,000 --> 00:00:02,000
Good

2
00:00:xx,000 --> 00:00:04,000
Broken

3
00:00:06,000 --> 00:00:05,000
Backwards

4
00:00:07,000 --> 00:00:08,000
Also good
`;
    expect((await parseSubtitles(text)).map((cue) => cue.text)).toEqual(['Good', 'Also good']);
  });

  it('sorts cues written out of order and keeps overlapping ones', async () => {
    const text = `2
00:00:05,000 --> 00:00:06,000
Later

1
00:00:01,000 --> 00:00:10,000
Long

3
00:00:02,000 --> 00:00:03,000
Inside
`;
    expect((await parseSubtitles(text)).map((cue) => cue.text)).toEqual([
      'Long',
      'Inside',
      'Later',
    ]);
  });

  it('tolerates lines padded with spaces and timings without spaces round the arrow', async () => {
    const text =
      '1\n00:00:01,000-->00:00:02,000\n Padded \n  \n2\n00:00:03,000 --> 00:00:04,000\nNext\n';
    expect(await parseSubtitles(text)).toEqual([
      { start: 1, end: 2, text: 'Padded' },
      { start: 3, end: 4, text: 'Next' },
    ]);
  });

  it("throws 'Given text is empty' for empty or blank text", async () => {
    await expect(parseSubtitles('')).rejects.toThrow('Given text is empty');
    await expect(parseSubtitles(' \n\t\r\n\uFEFF')).rejects.toThrow('Given text is empty');
  });

  it("throws 'Invalid subtitle format' when nothing is a cue", async () => {
    await expect(parseSubtitles('just some words\nand more')).rejects.toThrow(
      'Invalid subtitle format',
    );
    await expect(parseSubtitles('WEBVTT\n\nNOTE only a note\n')).rejects.toThrow(
      'Invalid subtitle format',
    );
  });

  it('readSubtitleCues gives no cue, without throwing, for a cue-less segment', async () => {
    expect(await readSubtitleCues('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n')).toEqual(
      [],
    );
  });
});
