/**
 * The one normal form that titles are stored in and queries are compared in, so that case,
 * accents and punctuation never decide a match ("Amélie" and "amelie" are the same words).
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[æ]/g, 'ae')
    .replace(/[œ]/g, 'oe')
    .replace(/ß/g, 'ss')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function searchWords(normalized: string): string[] {
  return normalized.split(' ').filter((w) => w.length > 0);
}

/**
 * A normalized text with what matching needs of it, prepared once per title and once per
 * query: its words, and the words run together (`joined`) with where each word starts and ends
 * in it, so that a query missing a space ("pulpfiction") or with one too many ("pulp fic tion")
 * can be laid over the title's letters.
 */
export interface SearchText {
  text: string;
  words: string[];
  joined: string;
  starts: number[];
  ends: number[];
  /** Which letters occur, one bit per letter (see `letterBits`). */
  letters: number;
}

/**
 * One bit for each of a–z and 0–9 folded together; other letters share the remaining bits by
 * their code. Two texts' bits tell cheaply how many of one's letters the other lacks at least.
 */
export function letterBits(text: string): number {
  let bits = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 97 && code <= 122) bits |= 1 << (code - 97);
    else if (code >= 48 && code <= 57) bits |= 1 << 26;
    else bits |= 1 << (27 + (code % 5));
  }
  return bits;
}

export function searchText(normalized: string): SearchText {
  const words = searchWords(normalized);
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const word of words) {
    starts.push(offset);
    offset += word.length;
    ends.push(offset);
  }
  const joined = words.join('');
  return { text: normalized, words, joined, starts, ends, letters: letterBits(joined) };
}
