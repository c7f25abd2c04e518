import type { MayPlayKind } from '@screenroom/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnServer } from '../../../../shared/hooks/usePlayVerdicts.ts';
import { useServerAccess } from '../../../../shared/hooks/useServerAccess.ts';
import { titleCards } from '../../home/ready-to-watch-cards.ts';

/** The server's list follows what sources answer; it tells browsers to keep it 5 s too. */
const MAY_PLAY_STALE_MS = 5 * 1000;

/**
 * The catalog's titles outside the library that may play here, as cards, a page at a time: what
 * the Plays here filter keeps besides the titles that surely play, the same titles search keeps.
 */
export function useMayPlayHere(kind: MayPlayKind) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const allowed = useServerAccess();
  const ownServer = useOwnServer();
  const query = useInfiniteQuery({
    queryKey: ['may-play', kind, language, ownServer, allowed],
    queryFn: async ({ pageParam, signal }) => {
      const { fetchMayPlayPage } = await import('../../../../shared/clients/availability.ts');
      const page = await fetchMayPlayPage({ kind, page: pageParam, ownServer }, signal);
      const cards = await titleCards(
        page.titles.map((title) => ({ id: title.tmdbId, type: title.type })),
        { language, signal },
      );
      return { page: page.page, totalPages: page.totalPages, cards };
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    enabled: allowed,
    staleTime: MAY_PLAY_STALE_MS,
    retry: false,
  });
  const cards = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.cards)
      .filter((card) => {
        const key = `${card.type}-${card.id}`;
        return seen.has(key) ? false : (seen.add(key), true);
      });
  }, [query.data]);
  return { ...query, cards };
}
