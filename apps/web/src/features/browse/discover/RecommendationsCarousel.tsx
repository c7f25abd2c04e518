import { fromTmdbType, type DiscoverMediaType } from '@screenroom/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentCarousel } from './ContentCarousel.tsx';
import { useViewerTitles } from './hooks/useViewerTitles.ts';

/**
 * Titles like one the viewer bookmarked or watched, with a picker among their own titles (the most
 * recently updated by default); absent when they have none of this kind.
 */
export function RecommendationsCarousel({ mediaType }: { mediaType: DiscoverMediaType }) {
  const { t } = useTranslation('discover');
  const pickerId = useId();
  const titles = useViewerTitles(fromTmdbType(mediaType));
  const [chosenId, setChosenId] = useState<string | null>(null);
  const basis = titles.find((title) => title.tmdbId === chosenId) ?? titles[0];
  if (!basis) return null;
  return (
    <ContentCarousel
      content={{ contentType: 'recommendations', mediaType, id: basis.tmdbId }}
      titleValues={{ title: basis.title }}
      controls={
        <div className="mb-3 flex items-center gap-2">
          <label htmlFor={pickerId} className="text-sm text-text-dim">
            {t('recommendations.picker')}
          </label>
          <select
            id={pickerId}
            value={basis.tmdbId}
            onChange={(event) => setChosenId(event.target.value)}
            className="max-w-xs rounded-full border border-white/15 bg-surface px-4 py-1.5 text-sm font-medium text-text"
          >
            {titles.map((title) => (
              <option key={title.tmdbId} value={title.tmdbId}>
                {title.title}
              </option>
            ))}
          </select>
        </div>
      }
    />
  );
}
