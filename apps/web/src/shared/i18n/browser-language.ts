import { fallbackLanguage } from './languages.ts';

function primarySubtag(tag: string): string {
  return tag.toLowerCase().split(/[-_]/)[0] ?? '';
}

/**
 * The first of the browser's preferred languages that we ship: an exact tag first ("ar"), then the
 * same language in another region ("ar-EG" → "ar"), so a visitor whose first choice we lack still
 * gets their second choice rather than the fallback.
 */
export function matchBrowserLanguage(
  preferred: readonly string[],
  available: readonly string[],
): string | null {
  for (const tag of preferred) {
    const wanted = tag.toLowerCase();
    const exact = available.find((code) => code.toLowerCase() === wanted);
    if (exact !== undefined) return exact;
    const sameLanguage = available.find((code) => primarySubtag(code) === primarySubtag(wanted));
    if (sameLanguage !== undefined) return sameLanguage;
  }
  return null;
}

export function browserPreferredLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

export function defaultLanguage(available: readonly string[]): string {
  return matchBrowserLanguage(browserPreferredLanguages(), available) ?? fallbackLanguage;
}
