import { describe, expect, it } from 'vitest';
import { cueTextToMarkup } from '../src/shared/captions/cue-markup.ts';
import { createCueSanitizer, sanitizeCueMarkup } from '../src/shared/captions/cue-sanitizer.ts';

const toHtml = (text: string) => sanitizeCueMarkup(cueTextToMarkup(text));

describe('cueTextToMarkup', () => {
  it('turns line breaks, including ASS hard breaks, into <br>', () => {
    expect(cueTextToMarkup('One\nTwo\r\nThree')).toBe('One<br>Two<br>Three');
    expect(cueTextToMarkup('Placed\\Nand broken')).toBe('Placed<br>and broken');
  });

  it('drops ASS override blocks', () => {
    expect(cueTextToMarkup('{\\an8}Top')).toBe('Top');
    expect(cueTextToMarkup('{\\i1}Slanted{\\i0} {\\pos(1,2)}{\\c&H00FFFF&}words')).toBe(
      'Slanted words',
    );
  });

  it('writes WebVTT voice and language annotations as attributes and drops classes', () => {
    expect(cueTextToMarkup('<v.loud Mary Poppins>Hi</v>')).toBe('<v title="Mary Poppins">Hi</v>');
    expect(cueTextToMarkup('<lang en-GB>Colour</lang>')).toBe('<lang lang="en-GB">Colour</lang>');
    expect(cueTextToMarkup('<c.yellow.bg_blue>Hey</c>')).toBe('<c>Hey</c>');
    expect(cueTextToMarkup('<v Bob">x</v>')).toBe('<v title="Bob&quot;">x</v>');
  });

  it('drops karaoke timestamps', () => {
    expect(cueTextToMarkup('One <00:00:14.000>two <00:15.000>three')).toBe('One two three');
  });
});

describe('sanitizeCueMarkup', () => {
  it('keeps the allowed tags and the title and lang attributes', () => {
    expect(toHtml('<i>a</i> <b>b</b> <u>c</u>')).toBe('<i>a</i> <b>b</b> <u>c</u>');
    expect(toHtml('<v Bob>Hi</v>')).toBe('<v title="Bob">Hi</v>');
    expect(toHtml('<lang fr>oui</lang>')).toBe('<lang lang="fr">oui</lang>');
    expect(toHtml('<c.x>c</c><span lang="en">s</span>')).toBe('<c>c</c><span lang="en">s</span>');
    expect(toHtml('<ruby>漢<rt>kan</rt></ruby>')).toBe('<ruby>漢<rt>kan</rt></ruby>');
    expect(toHtml('a\nb')).toBe('a<br>b');
  });

  it('removes scripts, handlers, styles, frames, links and fonts but keeps their text', () => {
    const cases: [string, string][] = [
      ["Before<script>alert('x')</script>after", 'Beforeafter'],
      ['<img src=x onerror="alert(1)">Image text', 'Image text'],
      ['<svg onload="alert(1)"><circle r="1"/></svg>Vector text', 'Vector text'],
      ['<a href="javascript:alert(1)">Link text</a>', 'Link text'],
      ['<span style="color:red" onclick="x()">Styled</span>', '<span>Styled</span>'],
      ['<iframe src="javascript:alert(1)"></iframe>Frame text', 'Frame text'],
      ['<font color="#ff0">Yellow</font>', 'Yellow'],
      ['<i class="x" data-x="1" aria-label="y">Attrs</i>', '<i>Attrs</i>'],
      ['<style>body{display:none}</style>Style text', 'Style text'],
    ];
    for (const [input, output] of cases) expect(toHtml(input)).toBe(output);
  });

  it('leaves text without markup as it is', () => {
    expect(toHtml('Tom & Jerry')).toBe('Tom & Jerry');
  });

  it('escapes text that only looks like markup', () => {
    expect(toHtml('3 < 5 and <notatag')).toBe('3 &lt; 5 and ');
  });

  it('works with a window it is given, such as a frame of the page', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const sanitize = createCueSanitizer(frame.contentWindow as Window & typeof globalThis);
    expect(sanitize('<b onclick="x()">Bold</b><script>x()</script>')).toBe('<b>Bold</b>');
    frame.remove();
  });

  it('refuses to work without a DOM rather than pass markup through', () => {
    expect(() => createCueSanitizer({} as Parameters<typeof createCueSanitizer>[0])).toThrow(
      'Captions cannot be sanitised without a DOM',
    );
  });
});
