/**
 * Subtitle files arrive in whatever encoding their author's editor used. Byte-order marks say so
 * for UTF-8 and UTF-16; without one, text that is not valid UTF-8 is almost always an old Western
 * European file, so it falls back to windows-1252 (a superset of Latin-1 that maps every byte).
 */

type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

// UTF-16 written without a byte-order mark still shows itself: Latin text has a zero in every
// other byte, which valid UTF-8 text of subtitles never has.
function guessBomlessUtf16(bytes: Uint8Array): Encoding | null {
  const sample = Math.min(bytes.length - (bytes.length % 2), 1024);
  if (sample < 8) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = sample / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'utf-16be';
  return null;
}

// The encoding a byte-order mark or the UTF-16 zero pattern gives away, if any.
function markedEncoding(bytes: Uint8Array): Encoding | null {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return 'utf-8';
  if (startsWith(bytes, [0xff, 0xfe])) return 'utf-16le';
  if (startsWith(bytes, [0xfe, 0xff])) return 'utf-16be';
  return guessBomlessUtf16(bytes);
}

// What windows-1252 puts at bytes 0x80-0x9F, where Latin-1 has control characters. Browsers
// decode these themselves; some Node versions decode the label as Latin-1, so the table is
// applied to whatever control characters are left (a no-op in browsers).
const windows1252High =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeAs(bytes: Uint8Array, encoding: Encoding, fatal = false): string {
  // The decoder drops the byte-order mark of its own encoding; a second one (files saved twice
  // by careless tools) is removed by hand.
  const text = new TextDecoder(encoding, { fatal }).decode(bytes).replace(/^\uFEFF+/, '');
  if (encoding !== 'windows-1252') return text;
  return text.replace(/[\u0080-\u009f]/g, (c) => windows1252High[c.charCodeAt(0) - 0x80]!);
}

/** Pure: the subtitle file's text, without any byte-order mark. */
export function decodeSubtitleBytes(bytes: Uint8Array): string {
  const marked = markedEncoding(bytes);
  if (marked) return decodeAs(bytes, marked);
  try {
    return decodeAs(bytes, 'utf-8', true);
  } catch {
    return decodeAs(bytes, 'windows-1252');
  }
}
