/** The FAQ entries, grouped (general, search, playback, connections, language) and numbered in this order. */
export const FAQ_GROUPS = {
  general: ['what', 'free', 'lawful', 'selfHost', 'bandwidth'],
  search: ['find', 'advanced', 'library'],
  playback: ['noSource', 'failed', 'quality', 'subtitles', 'progress'],
  connections: ['extension', 'proxy', 'account', 'privacy'],
  language: ['change', 'translate'],
} as const;

export type FaqGroup = keyof typeof FAQ_GROUPS;

export type FaqEntry = { id: string; group: FaqGroup; title: string; body: string };

/** A non-empty query matches title or body, ignoring case; the order stays the numbered one. */
export function filterFaq(entries: FaqEntry[], query: string): FaqEntry[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return entries;
  return entries.filter(
    (entry) =>
      entry.title.toLocaleLowerCase().includes(needle) ||
      entry.body.toLocaleLowerCase().includes(needle),
  );
}
