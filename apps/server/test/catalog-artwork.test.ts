import { describe, expect, it } from 'vitest';
import {
  estimatedEmWidth,
  fitCaption,
  renderArtwork,
  titleFontSize,
  wrapTitle,
} from '../src/catalog/artwork.ts';

/** The title lines and font size an SVG was drawn with. */
function drawnTitle(svg: string): { lines: string[]; fontSize: number } {
  const title = /<text [^>]*font-size="([\d.]+)" letter-spacing="2"[^>]*>(.*?)<\/text>/.exec(svg);
  if (!title) throw new Error('no title in the SVG');
  const lines = [...title[2]!.matchAll(/<tspan [^>]*>(.*?)<\/tspan>/g)].map((m) => m[1]!);
  return { lines, fontSize: Number(title[1]) };
}

/** The poster's width less the margins the title keeps on both sides. */
const posterTextWidth = 500 * 0.84;

function lineWidth(line: string, fontSize: number): number {
  return estimatedEmWidth(line) * fontSize + 2 * ([...line].length - 1);
}

describe('generated artwork titles', () => {
  it('wraps a long title over several lines inside the poster', () => {
    const svg = renderArtwork(
      'poster',
      {
        title: 'Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb',
        caption: '1964',
        seed: 935,
      },
      342,
    );
    const { lines, fontSize } = drawnTitle(svg);
    expect(lines.length).toBe(4);
    expect(lines.at(-1)).toMatch(/…$/);
    for (const line of lines) {
      expect([...line].length).toBeLessThanOrEqual(14);
      expect(lineWidth(line, fontSize)).toBeLessThanOrEqual(posterTextWidth + 0.01);
    }
  });

  it('hyphenates a word too long for one line instead of running off the picture', () => {
    expect(wrapTitle('Supercalifragilisticexpialidocious', 14, 4)).toEqual([
      'Supercalifrag-',
      'ilisticexpial-',
      'idocious',
    ]);
    const { lines, fontSize } = drawnTitle(
      renderArtwork('poster', { title: 'Llanfairpwllgwyngyll', caption: '', seed: 3 }, 342),
    );
    expect(lines).toEqual(['LLANFAIRPWLLG-', 'WYNGYLL']);
    for (const line of lines) {
      expect(lineWidth(line, fontSize)).toBeLessThanOrEqual(posterTextWidth + 0.01);
    }
  });

  it('draws short titles large and wide letters smaller than narrow ones', () => {
    expect(titleFontSize(['UP'], 'poster')).toBe(78);
    expect(titleFontSize(['WWWWWWWWWWWWWW'], 'poster')).toBeLessThan(
      titleFontSize(['IIIIIIIIIIIIII'], 'poster'),
    );
  });

  it('fits a long caption on its line, cutting it only when it is very long', () => {
    const short = fitCaption('1999', 32, posterTextWidth);
    expect(short).toEqual({ line: '1999', size: 32 });
    const long = fitCaption('SEASON 3: THE LONGEST NIGHT OF THE YEAR', 32, posterTextWidth);
    expect(long.size).toBeLessThan(32);
    expect(long.line).toMatch(/…$/);
    expect(
      estimatedEmWidth(long.line) * long.size + 5 * ([...long.line].length - 1),
    ).toBeLessThanOrEqual(posterTextWidth);
  });
});
