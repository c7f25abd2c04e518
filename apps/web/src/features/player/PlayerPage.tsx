import { isDisallowedMedia, mostRecentEpisode } from '@screenroom/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { onboardingRedirect } from '../../shared/routing/onboarding-redirect.ts';
import { signInPath } from '../../shared/routing/sign-in-redirect.ts';
import { makeExtensionFetcher } from '../../shared/clients/extension.ts';
import { ownProxy } from '../../shared/clients/own-proxy.ts';
import { makeProxiedFetcher } from '../../shared/clients/provider-fetchers.ts';
import {
  createProviderRunner,
  directFetcher,
  type ScrapeRunner,
} from '../../shared/clients/providers.ts';
import { sendHello } from '../../shared/extension/extension-hello.ts';
import { extensionStatus } from '../../shared/extension/extension-status.ts';
import type { BackTarget } from './components/BackAndReloadButtons.tsx';
import { PlayerMessage } from './components/PlayerMessage.tsx';
import { PlayerView } from './components/PlayerView.tsx';
import { ScrapingScreen } from './components/ScrapingScreen.tsx';
import { someSourceFailed } from './components/source-failures.ts';
import { useSourceName } from './components/source-name.ts';
import { appConfig } from '../../shared/config.ts';
import { usePageTitle } from '../../shared/hooks/usePageTitle.ts';
import { useServerAccess } from '../../shared/hooks/useServerAccess.ts';
import { originScraperId } from './failover.ts';
import {
  legacyMediaPath,
  parseMediaRoute,
  type MediaRoute,
} from '../../shared/routing/media-route.ts';
import { MetadataError } from './metadata.ts';
import { playerMetaFor } from './meta-prefetch.ts';
import type { PlayerMeta } from './player-meta.ts';
import { playerReturnFrom } from '../../shared/routing/player-return.ts';
import { resumeTimeFor } from './progress-saving.ts';
import { parseTimeParam, TIME_PARAM } from '../../shared/routing/time-param.ts';
import { scrapeMediaFor, useScrape } from './hooks/useScrape.ts';
import { useWatchPartyRoute } from './watch-party/hooks/useWatchPartyRoute.ts';
import { preloadHls } from './hls-module.ts';
import { useAuthStore } from '../../shared/stores/auth.ts';
import { useOnboardingStore } from '../../shared/stores/onboarding.ts';
import { usePreferencesStore } from '../../shared/stores/preferences.ts';
import { jellyfinSourceConfig } from '../../shared/stores/source-credentials.ts';
import { useProgressStore } from '../../shared/stores/progress.ts';
import { PlayerInstance, usePlayer, usePlayerState } from './player-context.tsx';

/** A show opened without an episode continues where the viewer left off, else at S1E1. */
function episodePathFor(pathname: string, tmdbId: string): string {
  const item = useProgressStore.getState().items[tmdbId];
  const episode = item ? mostRecentEpisode(item) : null;
  const season = episode && item ? item.seasons[episode.seasonId] : undefined;
  return `${pathname.replace(/\/+$/, '')}/${season?.number ?? 1}/${episode?.number ?? 1}`;
}

/**
 * Where this page's sources run, read once: a setting changed later applies to the next title,
 * never to the run under way.
 */
function playerRunner(): ScrapeRunner {
  const { scrapeLocation } = usePreferencesStore.getState();
  const proxiedFetcher = makeProxiedFetcher(
    {
      location: scrapeLocation,
      proxySet: useAuthStore.getState().proxySet,
      extensionActive: async () => extensionStatus(await sendHello()) === 'success',
    },
    {
      direct: directFetcher,
      extension: () => makeExtensionFetcher(),
      ownProxy: ownProxy().fetcher,
    },
  );
  const jellyfin = jellyfinSourceConfig();
  return createProviderRunner({
    location: scrapeLocation,
    proxiedFetcher,
    ...(jellyfin ? { jellyfin } : {}),
  });
}

type ScreensProps = { meta: PlayerMeta; runner: ScrapeRunner; back: BackTarget };

function PlayerScreens({ meta, runner, back }: ScreensProps) {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const media = useMemo(() => scrapeMediaFor(meta), [meta]);
  const { progress, outcome } = useScrape(runner, media);
  const nameOf = useSourceName(runner.scraperName);
  const status = usePlayerState((s) => s.status);
  // The source playing now, which the source menu or a failover may have changed.
  const playingScraper = usePlayerState((s) =>
    s.origin ? originScraperId(s.scrapeProgress, s.origin) : null,
  );
  const [params] = useSearchParams();
  // A shared link's time wins over where this viewer stopped last.
  const [startAt] = useState(
    () =>
      parseTimeParam(params.get(TIME_PARAM)) ??
      resumeTimeFor(useProgressStore.getState().items, meta),
  );

  useEffect(preloadHls, []);

  useEffect(() => {
    if (outcome.state === 'found' && media) {
      // The run's progress as it stood when it found the stream; the menu carries it on.
      player.beginPlayback({ runner, media, progress, found: outcome.result, startAt });
    } else if (outcome.state === 'notFound') {
      player.titleNotFound();
    }
    // Only a new outcome starts playback; progress and startAt are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  if (outcome.state === 'found' && (status === 'playing' || status === 'playbackError')) {
    const { sourceId, embedId } = outcome.result;
    const name = nameOf(playingScraper ?? embedId ?? sourceId);
    return (
      <PlayerView stream={outcome.result.stream} startAt={startAt} sourceName={name} back={back} />
    );
  }
  // When a source failed rather than answered not found, "none has it" would not be true: the
  // scraping screen stays, with each source's reason.
  if (outcome.state === 'notFound' && !someSourceFailed(progress)) {
    return (
      <PlayerMessage title={t('scraping.notFoundTitle', { title: meta.title })} back={back}>
        {t('scraping.notFoundText')}
      </PlayerMessage>
    );
  }
  return (
    <ScrapingScreen
      progress={progress}
      scraperName={runner.scraperName}
      failure={outcome.state === 'fatal' ? { error: outcome.error } : null}
      noStream={outcome.state === 'notFound'}
      meta={meta}
      back={back}
    />
  );
}

function PlayerForRoute({
  route,
  runner,
  back,
}: {
  route: MediaRoute;
  runner: ScrapeRunner;
  back: BackTarget;
}) {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const query = useQuery({
    queryKey: ['player-meta', route.type, route.tmdbId, route.season, route.episode],
    queryFn: ({ signal }) => playerMetaFor(route, signal),
    retry: false,
  });
  const meta = query.data ?? null;
  usePageTitle(meta?.title);
  useWatchPartyRoute();

  useEffect(() => {
    if (!meta) return;
    return player.openTitle(meta);
  }, [player, meta]);

  if (query.isError) {
    const notFound = query.error instanceof MetadataError && query.error.kind === 'notFound';
    return notFound ? (
      <PlayerMessage title={t('metaNotFound')} back={back} />
    ) : (
      <PlayerMessage title={t('metaFailed')} back={back}>
        {t('metaFailedHint')}
      </PlayerMessage>
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
      back={back}
    />
  );
}

/** `/media/:media` and `/media/:media/:season/:episode`: a movie, or an episode of a show. */
export function PlayerPage() {
  const { t } = useTranslation('player');
  const params = useParams();
  const location = useLocation();
  const { pathname, search } = location;
  const runner = useMemo(playerRunner, []);
  // Read once: opening an overlay replaces the location state, and later episodes keep the way back.
  const [playerReturn] = useState(() => playerReturnFrom(location.state));
  const back = { to: playerReturn.to, label: t(`returnTo.${playerReturn.kind}`) };
  const onboardingCompleted = useOnboardingStore((s) => s.completed);
  const serverAccess = useServerAccess();
  const legacy = legacyMediaPath(pathname);
  if (legacy) return <Navigate to={legacy} replace state={location.state} />;
  // A server that keeps playing to accounts would refuse every source: log in first.
  if (!serverAccess) return <Navigate to={signInPath(`${pathname}${search}`)} replace />;
  const setup = onboardingRedirect(`${pathname}${search}`, {
    enabled: appConfig.hasOnboarding,
    completed: onboardingCompleted,
  });
  if (setup) return <Navigate to={setup} replace />;
  const route = parseMediaRoute(params);
  if (!route) return <PlayerMessage title={t('metaNotFound')} />;
  // Taken down by the operator: nothing is loaded or scraped for it.
  if (isDisallowedMedia(appConfig.disallowedMedia, route)) {
    return (
      <PlayerMessage title={t('mediaRemoved')} back={back}>
        {t('mediaRemovedHint')}
      </PlayerMessage>
    );
  }
  if (route.type === 'show' && route.season === undefined) {
    if (params.season !== undefined) return <PlayerMessage title={t('metaNotFound')} />;
    return <Navigate to={episodePathFor(pathname, route.tmdbId)} replace state={location.state} />;
  }
  // One player for this visit: episodes of the same show keep it (and its watch party).
  return (
    <PlayerInstance>
      <PlayerForRoute route={route} runner={runner} back={back} />
    </PlayerInstance>
  );
}
