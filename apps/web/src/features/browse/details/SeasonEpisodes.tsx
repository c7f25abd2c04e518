import { isEpisodeReleased, mayPlay } from '@screenroom/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayVerdict } from '../../../shared/hooks/usePlayVerdicts.ts';
import { useProgressStore } from '../../../shared/stores/progress.ts';
import type { DetailsData } from './details-data.ts';
import { DetailsEpisodeCard } from './DetailsEpisodeCard.tsx';
import { startingSeason } from './starting-season.ts';
import { useSeasonEpisodes } from './hooks/useSeasonEpisodes.ts';

/**
 * The season picker and the chosen season's episodes, each a way into the player. Where no source
 * here can play the show, as the Play button decides, the episodes are listed but none can be
 * started, and a note says why.
 */
export function SeasonEpisodes({ data }: { data: DetailsData }) {
  const { t } = useTranslation('details');
  const selectId = useId();
  const progress = useProgressStore((s) => s.items[data.tmdbId]);
  const [season, setSeason] = useState(() => startingSeason(data.seasons, progress));
  const episodes = useSeasonEpisodes(data.tmdbId, season);
  const playable = mayPlay(usePlayVerdict({ type: data.type, id: data.tmdbId }));
  return (
    <section aria-labelledby="details-episodes-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="details-episodes-heading" className="text-lg font-semibold text-text">
          {t('sections.episodes')}
        </h3>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm text-text-dim">
            {t('seasons.label')}
          </label>
          <select
            id={selectId}
            value={season}
            onChange={(event) => setSeason(Number(event.target.value))}
            className="rounded-lg border border-white/15 bg-surface-raised px-3 py-2 text-text"
          >
            {data.seasons.map((s) => (
              <option key={s.number} value={s.number}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!playable && (
        <p role="status" className="text-sm text-text-dim">
          {t('episode.noSource')}
        </p>
      )}
      {episodes.isPending && (
        <p role="status" className="py-6 text-text-dim">
          {t('episode.loading')}
        </p>
      )}
      {episodes.isError && (
        <p role="alert" className="py-6 text-text-dim">
          {t('episode.failed')}
        </p>
      )}
      {episodes.data?.length === 0 && <p className="py-6 text-text-dim">{t('episode.none')}</p>}
      {episodes.data && episodes.data.length > 0 && (
        <ul
          aria-label={data.seasons.find((s) => s.number === season)?.name}
          // With no episode to start (not aired, or nothing here plays the show) nothing inside
          // takes focus; the row itself does, so a keyboard can still scroll it.
          tabIndex={
            playable && episodes.data.some((e) => isEpisodeReleased(e.air_date)) ? undefined : 0
          }
          className="flex snap-x gap-4 overflow-x-auto pb-2 [scrollbar-width:thin]"
        >
          {episodes.data.map((episode) => (
            <li key={episode.id} className="w-60 shrink-0 snap-start sm:w-64">
              <DetailsEpisodeCard
                show={data}
                episode={episode}
                progress={progress?.episodes[String(episode.id)]?.progress}
                playable={playable}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
