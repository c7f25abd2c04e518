import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getMovieOverview,
  getShowOverview,
  type MovieOverviewAnswer,
  type ShowOverviewAnswer,
} from '../../../clients/tmdb.ts';
import { usePreferencesStore } from '../../../stores/preferences.ts';
import { movieDetailsData, showDetailsData, type DetailsData } from '../details-data.ts';
import type { DetailsRef } from '../details-param.ts';

type Answer =
  { type: 'movie'; answer: MovieOverviewAnswer } | { type: 'show'; answer: ShowOverviewAnswer };

async function fetchAnswer(
  ref: DetailsRef,
  language: string,
  signal: AbortSignal,
): Promise<Answer> {
  return ref.type === 'movie'
    ? { type: 'movie', answer: await getMovieOverview(ref.tmdbId, { language, signal }) }
    : { type: 'show', answer: await getShowOverview(ref.tmdbId, { language, signal }) };
}

/** The title's details in the interface language, with its logo when the viewer wants logos. */
export function useTitleDetails(ref: DetailsRef) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const imageLogos = usePreferencesStore((s) => s.enableImageLogos);
  return useQuery({
    queryKey: ['details', ref.type, ref.tmdbId, language],
    queryFn: ({ signal }) => fetchAnswer(ref, language, signal),
    // The logo switch changes what is shown, not what is fetched.
    select: ({ type, answer }: Answer): DetailsData =>
      type === 'movie'
        ? movieDetailsData(answer, { imageLogos, language })
        : showDetailsData(answer, { imageLogos, language }),
  });
}
