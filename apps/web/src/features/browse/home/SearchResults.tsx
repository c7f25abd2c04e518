import { mayPlay } from '@screenroom/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MediaCard } from '../media/MediaCard.tsx';
import { MediaGrid } from '../media/MediaGrid.tsx';
import { MediaGridSkeleton } from '../media/MediaGridSkeleton.tsx';
import { selectDiscoverShown, usePreferencesStore } from '../../../shared/stores/preferences.ts';
import { useSearchResults } from './hooks/useSearchResults.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { ReadyToWatchFilter } from '../discover/ReadyToWatchFilter.tsx';
import { usePlayVerdicts } from '../../../shared/hooks/usePlayVerdicts.ts';
import { usePlaysHereFilter } from '../../../shared/hooks/usePlaysHereFilter.ts';

function StateMessage({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-surface/60 px-6 py-12 text-center text-text-dim">
      {children}
    </div>
  );
}

export function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation('home');
  const search = useSearchResults(query);
  // Discover's link follows the Discover switch, as the top bar's does.
  const discoverShown = usePreferencesStore(selectDiscoverShown);
  const found = search.data ?? [];
  const playsHere = usePlaysHereFilter();
  const verdicts = usePlayVerdicts(found, playsHere.on);
  // The filter keeps what discover's Plays here lists: titles that play and titles a source here
  // may have. Until the verdicts arrive nothing is hidden: a title is dropped only once known
  // not to play.
  const results = playsHere.on
    ? found.filter((media) => mayPlay(verdicts.verdictOf(media)))
    : found;
  const hidden = found.length - results.length;
  // An earlier query's answer, kept in view while this one's is on its way.
  const refining = search.isPlaceholderData;
  const loading = search.isPending || refining;
  // This query's own answer, which alone may count results or say none were found.
  const answered = search.isSuccess && !refining;
  return (
    <section aria-labelledby="search-results-title" aria-busy={loading}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="search-results-title" className="text-xl font-bold text-text sm:text-2xl">
          {t('search.resultsTitle', { query: query.trim() })}
        </h2>
        {answered && results.length > 0 && (
          <p className="text-sm text-text-dim">
            {t('search.resultsCount', { count: results.length })}
          </p>
        )}
        <ReadyToWatchFilter />
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {loading ? t('search.loading') : ''}
      </div>
      {loading && results.length === 0 && <MediaGridSkeleton />}
      {search.isError && (
        <StateMessage>
          <p role="alert">{t('search.failed')}</p>
          <Button shape="pill" onClick={() => void search.refetch()}>
            {t('search.retry')}
          </Button>
        </StateMessage>
      )}
      {answered && results.length === 0 && (
        <StateMessage>
          <p>{hidden > 0 ? t('search.noneThatPlay', { count: hidden }) : t('search.noResults')}</p>
        </StateMessage>
      )}
      {search.isSuccess && results.length > 0 && (
        // Dimmed while it answers an earlier query, yet still a list of links to follow.
        <div className={`transition-opacity ${refining ? 'opacity-60' : ''}`}>
          <MediaGrid>
            {results.map((media) => (
              <li key={`${media.type}-${media.id}`}>
                <MediaCard media={media} />
              </li>
            ))}
          </MediaGrid>
        </div>
      )}
      {discoverShown ? (
        <div className="mt-10 flex justify-center">
          <Link
            to="/discover"
            className="rounded-full border border-white/15 px-6 py-2.5 font-medium text-text transition hover:border-accent hover:bg-accent/10"
          >
            {t('search.discoverMore')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
