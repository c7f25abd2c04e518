import {
  CAROUSEL_LAZY_MARGIN_PX,
  EDITOR_PICK_MOVIE_IDS,
  EDITOR_PICK_SHOW_IDS,
  playableFirst,
  shuffle,
  type DiscoverMediaType,
} from '@screenroom/core';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { getMovieDetails, getShowDetails } from '../../../../shared/clients/tmdb.ts';
import { usePlayVerdicts } from '../../../../shared/hooks/usePlayVerdicts.ts';
import { movieToCard, showToCard } from '../../home/search-results.ts';
import type { MediaCardItem } from '../../media/media-card-item.ts';
import type { CarouselState } from '../Carousel.tsx';
import { useNearViewport } from './useNearViewport.ts';
import { useTmdbLanguage } from './useTmdbLanguage.ts';

const DETAILS_STALE_MS = 60 * 60 * 1000;

async function fetchPick(
  mediaType: DiscoverMediaType,
  id: number,
  language: string,
  signal: AbortSignal,
): Promise<MediaCardItem> {
  return mediaType === 'movie'
    ? movieToCard(await getMovieDetails(id, { language, signal }))
    : showToCard(await getShowDetails(id, { language, signal }));
}

/**
 * The editor picks of one kind in a fresh shuffled order for each visit, each title fetched on its
 * own; one that fails to load is left out.
 */
export function useEditorPicks(mediaType: DiscoverMediaType) {
  const language = useTmdbLanguage();
  const [sectionRef, near] = useNearViewport<HTMLElement>(CAROUSEL_LAZY_MARGIN_PX);
  const [order] = useState(() =>
    shuffle(mediaType === 'movie' ? EDITOR_PICK_MOVIE_IDS : EDITOR_PICK_SHOW_IDS, Math.random),
  );
  const state = useQueries({
    queries: order.map((id) => ({
      queryKey: ['discover', 'editorPick', mediaType, id, language],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchPick(mediaType, id, language, signal),
      enabled: near,
      staleTime: DETAILS_STALE_MS,
      retry: false,
    })),
    combine: (results): CarouselState => {
      // Shown together once every title has settled, so cards do not reshuffle as they arrive.
      if (!near || results.some((result) => result.isPending)) return { kind: 'loading' };
      const items = results.flatMap((result) => (result.data ? [result.data] : []));
      if (items.length > 0) return { kind: 'items', items };
      return results.length === 0 ? { kind: 'empty' } : { kind: 'failed' };
    },
  });
  const loaded = state.kind === 'items' ? state.items : [];
  const verdicts = usePlayVerdicts(loaded);
  // Titles that play here first; shown once that is known, so cards do not move after.
  const ordered: CarouselState =
    state.kind !== 'items'
      ? state
      : verdicts.settled
        ? { kind: 'items', items: playableFirst(state.items, verdicts.verdictOf) }
        : { kind: 'loading' };
  return { sectionRef, state: ordered };
}
