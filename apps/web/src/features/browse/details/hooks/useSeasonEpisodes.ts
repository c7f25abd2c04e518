import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getSeason } from '../../../../shared/clients/tmdb.ts';

/** One season's episodes, fetched when the season is chosen. */
export function useSeasonEpisodes(showId: string, season: number | undefined) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useQuery({
    queryKey: ['details-season', showId, season, language],
    queryFn: ({ signal }) => getSeason(showId, season ?? 1, { language, signal }),
    enabled: season !== undefined,
    select: (answer) => answer.episodes,
  });
}
