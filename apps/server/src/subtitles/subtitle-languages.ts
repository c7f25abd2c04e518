/**
 * OpenSubtitles names languages by ISO 639-1 codes, with region variants (`pt-br`, `zh-tw`) and a
 * few codes of its own. We answer plain ISO 639-1 codes (639-2/3 where a language has no
 * two-letter code), so the player matches them against the viewer's language as it does for
 * every other caption.
 */
const ownCodes: Record<string, string> = {
  /** Spanish (Latin America). */
  ea: 'es',
  /** Chinese bilingual. */
  ze: 'zh',
  /** Asturian, Manipuri, Montenegrin and Syriac have no two-letter code. */
  at: 'ast',
  ma: 'mni',
  me: 'cnr',
  sy: 'syr',
};

/** What we answer for an OpenSubtitles language code, or undefined for a missing one. */
export function languageFromOpenSubtitles(code: string | null | undefined): string | undefined {
  const lower = code?.trim().toLowerCase();
  if (!lower) return undefined;
  const primary = lower.split('-')[0] ?? lower;
  return ownCodes[lower] ?? primary;
}

/** Every OpenSubtitles code that answers as each of our codes with more than one source. */
const variants: Record<string, string[]> = {
  es: ['ea', 'es'],
  pt: ['pt-br', 'pt-pt'],
  zh: ['ze', 'zh-cn', 'zh-tw'],
};

/**
 * The `languages` parameter for a list of our codes: lower case, comma separated and sorted,
 * as the service asks so that it need not redirect.
 */
export function languagesForOpenSubtitles(codes: readonly string[]): string {
  const upstream = new Set<string>();
  for (const code of codes) {
    const lower = code.toLowerCase();
    const own = Object.entries(ownCodes).find(([, ours]) => ours === lower && !variants[ours]);
    for (const each of variants[lower] ?? [own ? own[0] : lower]) upstream.add(each);
  }
  return [...upstream].sort().join(',');
}
