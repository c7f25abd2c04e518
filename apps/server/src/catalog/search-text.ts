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

/** The distinct three-letter pieces of each word: what the trigram index is asked for. */
export function wordTrigrams(words: string[]): string[] {
  const out = new Set<string>();
  for (const word of words) {
    for (let i = 0; i + 3 <= word.length; i++) out.add(word.slice(i, i + 3));
  }
  return [...out];
}
