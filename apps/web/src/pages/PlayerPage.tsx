import { mostRecentEpisode } from '@screenroom/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { onboardingRedirect } from '../app/onboarding-redirect.ts';
import { createProviderRunner, type ScrapeRunner } from '../clients/providers.ts';
import { PlayerMessage } from '../components/player/PlayerMessage.tsx';
import { PlayerView } from '../components/player/PlayerView.tsx';
import { ScrapingScreen } from '../components/player/ScrapingScreen.tsx';
import { appConfig } from '../config.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { legacyMediaPath, parseMediaRoute, type MediaRoute } from '../player/media-route.ts';
import { loadPlayerMeta, MetadataError } from '../player/metadata.ts';
import type { PlayerMeta } from '../player/player-meta.ts';
import { resumeTimeFor } from '../player/progress-saving.ts';
import { usePlayerStore } from '../player/store/player-store.ts';
import { scrapeMediaFor, useScrape } from '../player/use-scrape.ts';
import { preloadHls } from '../player/video-display.ts';
import { useOnboardingStore } from '../stores/onboarding.ts';
import { useProgressStore } from '../stores/progress.ts';

/** A show opened without an episode continues where the viewer left off, else at S1E1. */
function episodePathFor(pathname: string, tmdbId: string): string {
  const item = useProgressStore.getState().items[tmdbId];
  const episode = item ? mostRecentEpisode(item) : null;
  const season = episode && item ? item.seasons[episode.seasonId] : undefined;
  return `${pathname.replace(/\/+$/, '')}/${season?.number ?? 1}/${episode?.number ?? 1}`;
}

function PlayerScreens({ meta, runner }: { meta: PlayerMeta; runner: ScrapeRunner }) {
  const { t } = useTranslation('player');
  const media = useMemo(() => scrapeMediaFor(meta), [meta]);
  const { progress, outcome } = useScrape(runner, media);
  const status = usePlayerStore((s) => s.status);
  const [startAt] = useState(() => resumeTimeFor(useProgressStore.getState().items, meta));

  useEffect(preloadHls, []);

  useEffect(() => {
    const player = usePlayerStore.getState();
    if (outcome.state === 'found') player.setSource(outcome.result.stream, outcome.result.sourceId);
    else if (outcome.state === 'notFound') player.setStatus('scrapeNotFound');
  }, [outcome]);

  if (outcome.state === 'found' && (status === 'playing' || status === 'playbackError')) {
    const { sourceId, embedId } = outcome.result;
    const name = runner.scraperName(embedId ?? sourceId);
    return <PlayerView stream={outcome.result.stream} startAt={startAt} sourceName={name} />;
  }
  if (outcome.state === 'notFound') {
    return (
      <PlayerMessage title={t('scraping.notFoundTitle')}>
        {t('scraping.notFoundText')}
      </PlayerMessage>
    );
  }
  return (
    <ScrapingScreen
      progress={progress}
      scraperName={runner.scraperName}
      fatal={outcome.state === 'fatal'}
    />
  );
}

function PlayerForRoute({ route, runner }: { route: MediaRoute; runner: ScrapeRunner }) {
  const { t } = useTranslation('player');
  const query = useQuery({
    queryKey: ['player-meta', route.type, route.tmdbId, route.season, route.episode],
    queryFn: ({ signal }) => loadPlayerMeta(route, signal),
    retry: false,
  });
  const meta = query.data ?? null;
  usePageTitle(meta?.title);

  useEffect(() => {
    if (!meta) return;
    usePlayerStore.getState().setMeta(meta, 'scraping');
    return () => usePlayerStore.getState().reset();
  }, [meta]);

  if (query.isError) {
    const notFound = query.error instanceof MetadataError && query.error.kind === 'notFound';
    return notFound ? (
      <PlayerMessage title={t('metaNotFound')} />
    ) : (
      <PlayerMessage title={t('metaFailed')}>{t('metaFailedHint')}</PlayerMessage>
    );
  }
  if (!meta) {
    return (
      <main className="flex min-h-screen items-center justify-center" aria-busy="true">
        <span
          role="status"
          aria-label={t('loadingMeta')}
          className="h-10 w-10 animate-spin rounded-full border-4 border-white/15 border-t-accent"
        />
      </main>
    );
  }
  // The key restarts scraping and playback when the episode changes under the same page.
  return (
    <PlayerScreens
      key={`${meta.tmdbId}-${meta.episode?.tmdbId ?? ''}`}
      meta={meta}
      runner={runner}
    />
  );
}

/** `/media/:media` and `/media/:media/:season/:episode` (document 000 §2). */
export function PlayerPage() {
  const { t } = useTranslation('player');
  const params = useParams();
  const { pathname, search } = useLocation();
  const runner = useMemo(() => createProviderRunner(), []);
  const onboardingCompleted = useOnboardingStore((s) => s.completed);
  const legacy = legacyMediaPath(pathname);
  if (legacy) return <Navigate to={legacy} replace />;
  const setup = onboardingRedirect(`${pathname}${search}`, {
    enabled: appConfig.hasOnboarding,
    completed: onboardingCompleted,
  });
  if (setup) return <Navigate to={setup} replace />;
  const route = parseMediaRoute(params);
  if (!route) return <PlayerMessage title={t('metaNotFound')} />;
  if (route.type === 'show' && route.season === undefined) {
    if (params.season !== undefined) return <PlayerMessage title={t('metaNotFound')} />;
    return <Navigate to={episodePathFor(pathname, route.tmdbId)} replace />;
  }
  return <PlayerForRoute route={route} runner={runner} />;
}
