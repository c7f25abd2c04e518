import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLibraryAvailability } from '../../../../shared/hooks/useLibraryAvailability.ts';
import { readyToWatchCards, type ReadyKind } from '../ready-to-watch-cards.ts';

/** Titles are described again at most every ten minutes; the list itself follows availability. */
const DETAILS_STALE_MS = 10 * 60 * 1000;

/** The cards of the titles our server plays; loading until both the list and details arrive. */
export function useReadyToWatch(kind: ReadyKind) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const availability = useLibraryAvailability();
  const data = availability.data;
  const cards = useQuery({
    queryKey: ['ready-to-watch', kind, language, data],
    queryFn: ({ signal }) =>
      data ? readyToWatchCards(data, kind, { language, signal }) : Promise.resolve([]),
    enabled: data !== undefined,
    staleTime: DETAILS_STALE_MS,
    retry: false,
  });
  return {
    cards: cards.data,
    failed: availability.isError || cards.isError,
    loading: availability.isPending || (data !== undefined && cards.isPending),
  };
}
