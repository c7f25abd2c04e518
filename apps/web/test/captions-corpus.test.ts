import './vtt-cue-polyfill.ts';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RenderableCue } from '../src/shared/captions/caption-cue.ts';
import { CUE_ALLOWED_ATTRIBUTES, CUE_ALLOWED_TAGS } from '../src/shared/captions/cue-sanitizer.ts';
import { prepareCaptionCues } from '../src/features/player/captions/prepare-caption-cues.ts';
import { generateSrt } from './fixtures/subtitles/generate-srt.ts';

/** The whole pipeline (decode, parse, sanitise) over real-world-like subtitle files. */
// jsdom rewrites import.meta.url to an http address; the folder path stays a file path.
const folder = join(import.meta.dirname, 'fixtures', 'subtitles');
const read = (name: string) => new Uint8Array(readFileSync(join(folder, name)));
const load = (name: string) => prepareCaptionCues(read(name));
const htmls = (cues: RenderableCue[]) => cues.map((cue) => cue.html);

const accentedFrench = [
  'Où est passé le garçon ?',
  '¡Señor! Ça coûte 5 € — «très cher».',
  'Über naïve façades.',
];

/** Every element and attribute of the cue HTML is one the sanitiser allows. */
function expectOnlyAllowedMarkup(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    expect(CUE_ALLOWED_TAGS).toContain(element.localName);
    for (const attribute of element.attributes) {
      expect(CUE_ALLOWED_ATTRIBUTES).toContain(attribute.name);
    }
  }
}

function expectWellFormedTrack(cues: RenderableCue[]) {
  expect(cues.length).toBeGreaterThan(0);
  cues.forEach((cue, i) => {
    expect(cue.end).toBeGreaterThan(cue.start);
    if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[i - 1]!.start);
    expect(cue.html.trim()).not.toBe('');
    if (cue.html.includes('<')) expectOnlyAllowedMarkup(cue.html);
  });
}

describe('caption corpus', () => {
  const usable = readdirSync(folder).filter(
    (name) =>
      /\.(srt|vtt)$/.test(name) &&
      !['empty.srt', 'whitespace-only.vtt', 'header-only.vtt', 'binary-garbage.srt'].includes(name),
  );

  it.each(usable)('%s gives a sorted track of safe cues', async (name) => {
    expectWellFormedTrack(await load(name));
  });

  it('reads UTF-8 with a byte-order mark, UTF-16 with and without one', async () => {
    for (const name of ['utf8-bom.srt', 'utf16le-bom.srt', 'utf16le-no-bom.srt']) {
      expect((await load(name)).map((cue) => cue.text)).toEqual(accentedFrench);
    }
    expect((await load('utf16be-bom.vtt')).map((cue) => cue.text)).toEqual([
      'مرحبا بالعالم',
      'Grüße aus Köln',
    ]);
  });

  it('reads windows-1252 accents, curly quotes, dashes and the euro sign', async () => {
    expect((await load('windows-1252.srt')).map((cue) => cue.text)).toEqual([
      'Où est le café ? C’est très loin.',
      '“Ça va ?” dit François — il a payé 20 €.',
    ]);
  });

  it('reads CRLF line ends and a missing final newline', async () => {
    expect(htmls(await load('crlf.srt'))).toEqual(['First line<br>second line', 'Third cue']);
    expect(htmls(await load('no-final-newline.srt'))).toEqual([
      'First',
      'The last cue has no newline after it',
    ]);
  });

  it('keeps italic, bold and underline, drops font tags and escapes stray brackets', async () => {
    expect(htmls(await load('html-tags.srt'))).toEqual([
      '<i>Italic words</i>',
      '<b>Bold</b> and <u>underlined</u>',
      'Yellow text',
      '<i>Upper-case tags</i> <b>too</b>',
      '<i>Two lines,<br><b>nested</b> tags</i>',
      'Tom &amp; Jerry, 3 &lt; 5 and 7 &gt; 2',
    ]);
  });

  it('drops ASS override blocks', async () => {
    expect(htmls(await load('ass-overrides.srt'))).toEqual([
      'Shown at the top',
      'Slanted words',
      'Placed<br>and broken',
    ]);
  });

  it('reads WebVTT with STYLE, NOTE and REGION blocks, settings, ids and voices', async () => {
    const cues = await load('full-features.vtt');
    expect(cues.map((cue) => [cue.start, cue.end])).toEqual([
      [1, 4],
      [3, 6.5],
      [7, 9],
      [9.5, 11],
      [11.5, 13],
      [13.5, 16],
      [3600, 3602],
    ]);
    expect(htmls(cues)).toEqual([
      'Where did he go?',
      '<v title="Esme">Hee!</v> <i>laughter</i>',
      '<v title="Mary Poppins">Supercalifragilistic!</v>',
      '<c>Coloured</c> and <lang lang="fr">français</lang>',
      '<ruby>漢<rt>kan</rt>字<rt>ji</rt></ruby>',
      'Karaoke words appear',
      'An hour in',
    ]);
    const everything = htmls(cues).join('\n');
    expect(everything).not.toMatch(/papayawhip|comment|fred|scroll/);
  });

  it('keeps overlapping cues and sorts cues written out of order', async () => {
    expect((await load('overlapping.srt')).map((cue) => cue.text)).toEqual([
      'Long narration',
      'Short reply',
      'Inside the narration',
      'Written out of order',
    ]);
  });

  it('drops cues with broken timing and keeps the good ones', async () => {
    for (const name of ['broken-timing.srt', 'broken-timing.vtt']) {
      expect((await load(name)).map((cue) => cue.text)).toEqual(['Good one', 'Good two']);
    }
  });

  it('reads padded lines, arrows without spaces and SRT box coordinates', async () => {
    expect((await load('messy-lines.srt')).map((cue) => cue.text)).toEqual([
      'No spaces round the arrow',
      'Box coordinates dropped',
      'After a blank line of spaces',
    ]);
  });

  it('goes by the content, not the extension', async () => {
    expect((await load('srt-named-vtt.vtt')).map((cue) => cue.text)).toEqual([
      'SRT content in a .vtt file',
    ]);
    expect((await load('vtt-named-srt.srt')).map((cue) => [cue.start, cue.text])).toEqual([
      [1, 'VTT content in a .srt file, short timings'],
    ]);
  });

  it('removes every injection attempt and keeps the text around it', async () => {
    expect(htmls(await load('injection.srt'))).toEqual([
      'Beforeafter',
      'Image text',
      'Vector text',
      'Link text',
      '<span>Styled text</span>',
      'Frame text',
      '<i>Handler text</i>',
      'Plugin text',
      '<b>Quoted text</b>',
    ]);
    const vtt = await load('injection.vtt');
    expect(vtt.map((cue) => cue.html.replace(/<[^>]*>/g, ''))).toEqual([
      '&gt;Voice text',
      'Language text',
      'Class text',
      'Math text',
      'Style text',
    ]);
    const all = [...htmls(await load('injection.srt')), ...htmls(vtt)].join('\n');
    expect(all).not.toMatch(/<(script|img|svg|a|iframe|object|embed|math|style|font)\b/i);
    // Handlers and styles are gone as attributes (what is left of them is text in a title).
    for (const html of htmls(vtt)) expectOnlyAllowedMarkup(html);
    expect(all).not.toMatch(/javascript:/i);
  });

  it("refuses empty and blank files with 'Given text is empty'", async () => {
    await expect(load('empty.srt')).rejects.toThrow('Given text is empty');
    await expect(load('whitespace-only.vtt')).rejects.toThrow('Given text is empty');
  });

  it("refuses files without a cue with 'Invalid subtitle format'", async () => {
    await expect(load('header-only.vtt')).rejects.toThrow('Invalid subtitle format');
    await expect(load('binary-garbage.srt')).rejects.toThrow('Invalid subtitle format');
  });

  it('reads a very large file completely', async () => {
    const text = generateSrt({ cues: 20_000, duration: 10 * 3600 });
    const cues = await prepareCaptionCues(new TextEncoder().encode(text));
    expect(cues).toHaveLength(20_000);
    expect(cues.at(-1)!.end).toBeLessThanOrEqual(10 * 3600);
    expectWellFormedTrack(cues);
  }, 60_000);
});
