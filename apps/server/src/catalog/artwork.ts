/**
 * Generated artwork for the embedded catalog: the catalog ships no pictures, so posters,
 * backdrops, stills, profile pictures and logos are drawn as SVG from the title and a palette
 * derived from the id. The same input always draws the same picture.
 */
export type ArtworkShape = 'poster' | 'backdrop' | 'still' | 'profile' | 'logo';

export interface ArtworkText {
  /** The big line: a title, an episode name or a person's name. */
  title: string;
  /** A small line under it: the year, `Season 2`, `S1 · E3`, a character; may be empty. */
  caption: string;
  /** Seeds the palette and the motif. */
  seed: number;
}

const viewBoxes: Record<ArtworkShape, { width: number; height: number }> = {
  poster: { width: 500, height: 750 },
  profile: { width: 500, height: 750 },
  backdrop: { width: 1280, height: 720 },
  still: { width: 1280, height: 720 },
  logo: { width: 800, height: 240 },
};

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export interface Palette {
  deep: string;
  mid: string;
  glow: string;
  ink: string;
}

/** Hex, because not every SVG renderer reads the space-separated `hsl()` syntax. */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Hues spread by the golden angle, so neighbouring ids look clearly different. */
export function paletteFor(seed: number): Palette {
  const hue = Math.round((seed * 137.508) % 360);
  const accent = (hue + 35 + (seed % 4) * 20) % 360;
  return {
    deep: hslToHex(hue, 55, 12),
    mid: hslToHex(hue, 60, 32),
    glow: hslToHex(accent, 85, 62),
    ink: hslToHex(accent, 100, 96),
  };
}

/** Cuts a word longer than a line into pieces that fit, each but the last ending in a hyphen. */
function splitLongWord(word: string, max: number): string[] {
  if (word.length <= max || max < 2) return [word];
  const pieces: string[] = [];
  let rest = word;
  while (rest.length > max) {
    pieces.push(`${rest.slice(0, max - 1)}-`);
    rest = rest.slice(max - 1);
  }
  pieces.push(rest);
  return pieces;
}

/**
 * Breaks a title into lines of at most `max` characters. Words stay whole unless one alone is
 * longer than a line; then it is hyphenated across lines. Past `maxLines` the last kept line
 * ends in an ellipsis.
 */
export function wrapTitle(title: string, max: number, maxLines: number): string[] {
  const lines: string[] = [];
  const words = title
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => splitLongWord(word, max));
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && !last.endsWith('-') && (last + ' ' + word).length <= max) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s.,:;-]+$/, '')}…`;
  return kept;
}

/**
 * A line's width in em, estimated for the broad bold sans-serif a browser falls back to when the
 * condensed display faces are missing: erring wide, so a line drawn in any of them stays inside
 * the picture.
 */
export function estimatedEmWidth(line: string): number {
  let em = 0;
  for (const ch of line) {
    if (/[\sIJ1.,:;'!|()-]/.test(ch)) em += 0.42;
    else if (/[MW@%&…]/.test(ch)) em += 1.05;
    else em += 0.8;
  }
  return em;
}

/** Title lines and room per shape: a poster takes up to four short lines, wide pictures fewer. */
const titleLayouts: Record<
  ArtworkShape,
  { maxChars: number; maxLines: number; maxFont: number; widthShare: number }
> = {
  poster: { maxChars: 14, maxLines: 4, maxFont: 78, widthShare: 0.84 },
  profile: { maxChars: 14, maxLines: 4, maxFont: 78, widthShare: 0.84 },
  backdrop: { maxChars: 24, maxLines: 3, maxFont: 88, widthShare: 0.84 },
  still: { maxChars: 24, maxLines: 3, maxFont: 88, widthShare: 0.84 },
  logo: { maxChars: 22, maxLines: 2, maxFont: 96, widthShare: 0.95 },
};

const titleLetterSpacing = 2;

/** The largest size, up to the shape's cap, at which every line fits the available width. */
export function titleFontSize(lines: readonly string[], shape: ArtworkShape): number {
  const layout = titleLayouts[shape];
  const available = viewBoxes[shape].width * layout.widthShare;
  const fits = lines.map((line) => {
    const spacing = titleLetterSpacing * Math.max(0, [...line].length - 1);
    return (available - spacing) / Math.max(estimatedEmWidth(line), 1);
  });
  // Rounded down to the tenth the SVG is written with, so rounding never widens a line.
  return Math.floor(Math.min(layout.maxFont, ...fits) * 10) / 10;
}

function motif(seed: number, width: number, height: number, palette: Palette): string {
  const kind = seed % 4;
  const cx = width * (0.3 + ((seed >> 3) % 5) * 0.1);
  if (kind === 0) {
    const r = width * 0.32;
    return `<circle cx="${cx}" cy="${height * 0.36}" r="${r}" fill="url(#glow-${seed})" opacity="0.9"/>
<circle cx="${cx}" cy="${height * 0.36}" r="${r * 1.35}" fill="none" stroke="${palette.glow}" stroke-opacity="0.25" stroke-width="3"/>`;
  }
  if (kind === 1) {
    const lines = Array.from({ length: 9 }, (_, i) => {
      const y = height * 0.2 + i * height * 0.045;
      return `<line x1="0" y1="${y}" x2="${width}" y2="${y + height * 0.08}" stroke="${palette.glow}" stroke-opacity="${0.12 + i * 0.06}" stroke-width="${2 + i}"/>`;
    });
    return lines.join('\n');
  }
  if (kind === 2) {
    const peaks = `0,${height * 0.62} ${width * 0.25},${height * 0.34} ${width * 0.45},${height * 0.52} ${width * 0.7},${height * 0.22} ${width},${height * 0.5} ${width},${height} 0,${height}`;
    return `<circle cx="${cx}" cy="${height * 0.2}" r="${width * 0.09}" fill="${palette.glow}" opacity="0.85"/>
<polygon points="${peaks}" fill="${palette.mid}" opacity="0.85"/>`;
  }
  const rings = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${width / 2 - (i + 1) * width * 0.07}" y="${height * 0.38 - (i + 1) * width * 0.07}" width="${(i + 1) * width * 0.14}" height="${(i + 1) * width * 0.14}" fill="none" stroke="${palette.glow}" stroke-opacity="${0.7 - i * 0.1}" stroke-width="3" transform="rotate(${(seed % 30) + i * 7} ${width / 2} ${height * 0.38})"/>`,
  );
  return rings.join('\n');
}

const captionLetterSpacing = 5;
/** Below this a caption is cut short rather than drawn smaller. */
const minCaptionSize = 16;

function captionWidth(line: string, size: number): number {
  return estimatedEmWidth(line) * size + captionLetterSpacing * Math.max(0, [...line].length - 1);
}

/** The caption on one line inside `available`: smaller when long, then cut with an ellipsis. */
export function fitCaption(
  caption: string,
  preferredSize: number,
  available: number,
): { line: string; size: number } {
  let size = preferredSize;
  while (size > minCaptionSize && captionWidth(caption, size) > available) size -= 1;
  let line = caption;
  while ([...line].length > 1 && captionWidth(line, size) > available) {
    line = `${[...line].slice(0, -2).join('').trimEnd()}…`;
  }
  return { line, size };
}

function titleBlock(
  text: ArtworkText,
  box: { width: number; height: number },
  palette: Palette,
  shape: ArtworkShape,
): string {
  const wide = box.width > box.height;
  const layout = titleLayouts[shape];
  const lines = wrapTitle(text.title.toUpperCase(), layout.maxChars, layout.maxLines);
  const fontSize = titleFontSize(lines, shape);
  const lineHeight = fontSize * 1.05;
  const left = shape === 'logo' ? box.width / 2 : wide ? box.width * 0.06 : box.width / 2;
  const anchor = shape === 'logo' || !wide ? 'middle' : 'start';
  const blockBottom =
    shape === 'logo'
      ? box.height * 0.5 + (lines.length * lineHeight) / 2
      : box.height * (wide ? 0.8 : 0.84);
  const firstBaseline =
    blockBottom - (lines.length - 1) * lineHeight - (shape === 'logo' ? fontSize * 0.2 : 0);
  const tspans = lines
    .map(
      (line, i) =>
        `<tspan x="${left}" y="${(firstBaseline + i * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const title = `<text font-family="'Bebas Neue','Oswald','Arial Narrow',Impact,sans-serif" font-weight="800" font-size="${fontSize.toFixed(1)}" letter-spacing="${titleLetterSpacing}" fill="${palette.ink}" text-anchor="${anchor}" filter="url(#shadow-${text.seed})">${tspans}</text>`;
  if (shape === 'logo' || text.caption === '') return title;
  const captionY = blockBottom + fontSize * 0.75;
  const { line: captionLine, size: captionSize } = fitCaption(
    text.caption.toUpperCase(),
    Math.max(22, fontSize * 0.42),
    box.width * layout.widthShare,
  );
  const caption = `<text x="${left}" y="${captionY.toFixed(1)}" font-family="'Helvetica Neue',Arial,sans-serif" font-size="${captionSize.toFixed(1)}" letter-spacing="${captionLetterSpacing}" fill="${palette.glow}" text-anchor="${anchor}">${escapeXml(captionLine)}</text>`;
  return `${title}\n${caption}`;
}

function profileFigure(box: { width: number; height: number }, palette: Palette): string {
  const cx = box.width / 2;
  return `<circle cx="${cx}" cy="${box.height * 0.32}" r="${box.width * 0.17}" fill="${palette.glow}" opacity="0.85"/>
<path d="M ${cx - box.width * 0.32} ${box.height * 0.72} Q ${cx} ${box.height * 0.38} ${cx + box.width * 0.32} ${box.height * 0.72} Z" fill="${palette.glow}" opacity="0.7"/>`;
}

/** The SVG document for one picture; `width` null draws it at its natural size (`original`). */
export function renderArtwork(
  shape: ArtworkShape,
  text: ArtworkText,
  width: number | null,
): string {
  const box = viewBoxes[shape];
  const outWidth = width ?? box.width;
  const outHeight = Math.round((outWidth * box.height) / box.width);
  const palette = paletteFor(text.seed);
  // Ids carry the seed so that pictures inlined into one page do not share gradients.
  const ids = text.seed;
  const background =
    shape === 'logo'
      ? ''
      : `<rect width="${box.width}" height="${box.height}" fill="url(#bg-${ids})"/>
${shape === 'profile' ? profileFigure(box, palette) : motif(text.seed, box.width, box.height, palette)}
<rect width="${box.width}" height="${box.height}" fill="url(#fade-${ids})"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" viewBox="0 0 ${box.width} ${box.height}" role="img" aria-label="${escapeXml(text.title)}">
<defs>
<linearGradient id="bg-${ids}" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${palette.mid}"/><stop offset="1" stop-color="${palette.deep}"/></linearGradient>
<radialGradient id="glow-${ids}"><stop offset="0" stop-color="${palette.glow}"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="fade-${ids}" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="${palette.deep}" stop-opacity="0"/><stop offset="1" stop-color="${palette.deep}" stop-opacity="0.95"/></linearGradient>
<filter id="shadow-${ids}" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="3" stdDeviation="4" flood-color="#000" flood-opacity="0.55"/></filter>
</defs>
${background}
${titleBlock(text, box, palette, shape)}
</svg>
`;
}
