import type { EnglishResources } from '../../shared/i18n/translation-keys.ts';

type FaqTexts = EnglishResources['about']['entries'];

/** The FAQ entries, grouped (general, search, playback, connections, language) and numbered in this order. */
export const FAQ_GROUPS = {
  general: ['what', 'free', 'lawful', 'selfHost', 'bandwidth'],
  search: ['find', 'advanced', 'library'],
  playback: ['noSource', 'failed', 'quality', 'subtitles', 'progress'],
  connections: ['extension', 'proxy', 'account', 'privacy'],
  language: ['change', 'translate'],
} as const satisfies { [G in keyof FaqTexts]: readonly (keyof FaqTexts[G])[] };

export type FaqGroup = keyof typeof FAQ_GROUPS;

/** `entries.{group}.{id}` of one entry: its title and body sit under it in the about file. */
export type FaqTextKey = {
  [G in FaqGroup]: `entries.${G}.${(typeof FAQ_GROUPS)[G][number]}`;
}[FaqGroup];

/** Every entry's group, id and text key, in the numbered order. */
export function faqEntryKeys(): { group: FaqGroup; id: string; key: FaqTextKey }[] {
  return (Object.keys(FAQ_GROUPS) as FaqGroup[]).flatMap((group) =>
    // Each id comes from its own group's list, so the pair is one of FaqTextKey's.
    FAQ_GROUPS[group].map((id) => ({ group, id, key: `entries.${group}.${id}` as FaqTextKey })),
  );
}

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
