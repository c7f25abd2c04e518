import { useTranslation } from 'react-i18next';
import { DetailsActions } from './DetailsActions.tsx';
import { DetailsCast } from './DetailsCast.tsx';
import type { DetailsData } from './details-data.ts';
import { DetailsHeader } from './DetailsHeader.tsx';
import { DetailsInfo } from './DetailsInfo.tsx';
import { DetailsRatings } from './DetailsRatings.tsx';
import { SeasonEpisodes } from './SeasonEpisodes.tsx';
import { useTrailer } from './hooks/useTrailer.ts';

/** The window's content once the title is known; `full` adds people, facts and episodes. */
export function DetailsBody({
  data,
  full,
  titleId,
}: {
  data: DetailsData;
  full: boolean;
  titleId: string;
}) {
  const { t } = useTranslation('details');
  const trailer = useTrailer(data.trailerKey);
  return (
    <>
      <DetailsHeader data={data} titleId={titleId} trailer={trailer} />
      <div className="flex flex-col gap-8 px-5 pb-8 sm:px-8">
        <DetailsActions data={data} trailer={trailer} />
        <DetailsRatings type={data.type} tmdbId={data.tmdbId} />
        {data.overview && (
          <section aria-label={t('sections.overview')}>
            <p dir="auto" className="max-w-prose leading-relaxed text-text">
              {data.overview}
            </p>
          </section>
        )}
        {data.genres.length > 0 && (
          <ul aria-label={t('info.genres')} className="flex flex-wrap gap-2">
            {data.genres.map((genre) => (
              <li key={genre} className="rounded-full bg-white/10 px-3 py-1 text-sm text-text">
                {genre}
              </li>
            ))}
          </ul>
        )}
        {full && data.type === 'show' && data.seasons.length > 0 && <SeasonEpisodes data={data} />}
        {full && data.cast.length > 0 && <DetailsCast cast={data.cast} />}
        {full && <DetailsInfo data={data} />}
      </div>
    </>
  );
}
