import { useQuery } from '@tanstack/react-query';
import { usePreferencesStore } from '../../../../shared/stores/preferences.ts';
import { movieDetailsData, showDetailsData, type DetailsData } from '../details-data.ts';
import type { DetailsRef } from '../../../../shared/routing/details-param.ts';
import { titleDetailsQuery, type TitleDetailsAnswer } from '../title-details-query.ts';
import { useDetailsLanguage } from './useDetailsLanguage.ts';

/** The title's details in the interface language, with its logo when the viewer wants logos. */
export function useTitleDetails(ref: DetailsRef) {
  const language = useDetailsLanguage();
  const imageLogos = usePreferencesStore((s) => s.enableImageLogos);
  return useQuery({
    ...titleDetailsQuery(ref, language),
    // The logo switch changes what is shown, not what is fetched.
    select: ({ type, answer }: TitleDetailsAnswer): DetailsData =>
      type === 'movie'
        ? movieDetailsData(answer, { imageLogos, language })
        : showDetailsData(answer, { imageLogos, language }),
  });
}
