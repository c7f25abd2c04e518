/**
 * Pure: whether a caption's language is the wanted one. Tags compare by their primary language,
 * so a remembered "en" finds "en-US" and "EN"; an empty tag matches nothing.
 */
export function sameCaptionLanguage(a: string, b: string): boolean {
  const primary = (tag: string) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return primary(a) !== '' && primary(a) === primary(b);
}
