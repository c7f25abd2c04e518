import { useTranslation } from 'react-i18next';
import { TitleHeading } from '../media/TitleHeading.tsx';
import type { DetailsData } from './details-data.ts';
import type { TrailerState } from './hooks/useTrailer.ts';
import { TrailerFrame } from './TrailerFrame.tsx';

function MetaLine({ data }: { data: DetailsData }) {
  const { t } = useTranslation('details');
  const parts = [
    t(`type.${data.type}`),
    data.year === undefined ? undefined : String(data.year),
    data.runtime ? t('meta.runtime', { minutes: data.runtime }) : undefined,
    data.type === 'show' && data.seasonCount
      ? t('meta.seasons', { count: data.seasonCount })
      : undefined,
    data.type === 'show' && data.episodeCount
      ? t('meta.episodes', { count: data.episodeCount })
      : undefined,
  ].filter((part) => part !== undefined);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-text-dim sm:text-base">
      {parts.map((part, index) => (
        <span key={part}>
          {index > 0 && (
            <span aria-hidden="true" className="me-2">
              ·
            </span>
          )}
          {part}
        </span>
      ))}
      {data.certification && (
        <span
          aria-label={t('meta.certification', { rating: data.certification })}
          className="rounded border border-white/40 px-1.5 text-xs font-semibold text-text"
        >
          {data.certification}
        </span>
      )}
    </p>
  );
}

/** Backdrop (or the trailer playing in its place), the logo or the title, and the facts line. */
export function DetailsHeader({
  data,
  titleId,
  trailer,
}: {
  data: DetailsData;
  titleId: string;
  trailer: TrailerState;
}) {
  const showTrailer = trailer.playing && data.trailerKey !== undefined;
  return (
    <header>
      {showTrailer ? (
        <TrailerFrame videoKey={data.trailerKey as string} title={data.title} />
      ) : (
        <div className="relative aspect-video max-h-[50vh] w-full overflow-hidden bg-surface-raised sm:rounded-t-2xl">
          {data.backdropUrl && (
            <img src={data.backdropUrl} alt="" className="h-full w-full object-cover" />
          )}
          <div className="absolute inset-0 bg-gradient-to-t from-surface via-surface/30 to-transparent" />
        </div>
      )}
      <div
        className={`relative flex flex-col gap-3 px-5 pb-6 sm:px-8 ${showTrailer ? 'pt-6' : '-mt-6 sm:-mt-10'}`}
      >
        <TitleHeading
          id={titleId}
          title={data.title}
          logoUrl={data.logoUrl}
          className="text-3xl font-bold text-text sm:text-4xl"
        />
        <MetaLine data={data} />
      </div>
    </header>
  );
}
