import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The sources this project ships, by the ids the providers give them, and the key that names each
 * in the viewer's language. Any other source (an operator's addon, say) keeps the name its runner
 * reports, which is its own proper name.
 */
const sourceNameKeys = {
  library: 'sourceNames.library',
  archive: 'sourceNames.archive',
  'archive-item': 'sourceNames.archiveItem',
  jellyfin: 'sourceNames.jellyfin',
} as const;

function isShippedSource(id: string): id is keyof typeof sourceNameKeys {
  return Object.hasOwn(sourceNameKeys, id);
}

/** Pure given `t`: a source's or embed's name as the viewer reads it. */
export function sourceName(
  t: TFunction<'player'>,
  runnerName: (id: string) => string,
  id: string,
): string {
  return isShippedSource(id) ? t(sourceNameKeys[id]) : runnerName(id);
}

/** `sourceName` in the current language, over the runner's own naming (ids when it has none). */
export function useSourceName(
  runnerName: ((id: string) => string) | undefined,
): (id: string) => string {
  const { t } = useTranslation('player');
  return useCallback((id: string) => sourceName(t, runnerName ?? ((x) => x), id), [t, runnerName]);
}
