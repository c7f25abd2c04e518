/** Pure: the name of a language in the interface's language, or null when the tag is unknown. */
export function languageDisplayName(language: string, uiLanguage: string): string | null {
  if (!language) return null;
  try {
    return (
      new Intl.DisplayNames([uiLanguage], { type: 'language', fallback: 'none' }).of(language) ??
      null
    );
  } catch {
    // Not a language tag at all (a rendition may say "und-x-main" or worse).
    return null;
  }
}
