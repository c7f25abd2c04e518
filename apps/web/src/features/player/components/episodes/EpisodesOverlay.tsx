import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusableIn } from '../../../../shared/a11y/focus-trap.ts';
import { useFocusTrap } from '../../../../shared/hooks/useFocusTrap.ts';
import { useOnDemandModule } from '../../../../shared/hooks/useOnDemandModule.ts';
import type { EpisodesRoute } from '../../episodes/episodes-overlay-route.ts';
import { useSeasonEpisodes } from '../../episodes/show-queries.ts';
import { useEpisodesOverlayRoute } from '../../episodes/hooks/useEpisodesOverlayRoute.ts';
import { useMediaQuery } from '../../episodes/hooks/useMediaQuery.ts';
import { usePreferencesStore } from '../../../../shared/stores/preferences.ts';
import { OverlayPanel } from '../OverlayPanel.tsx';
import { PanelCodeStatus } from '../PanelCodeStatus.tsx';
import { episodesPanelModule } from './episodes-panel-module.ts';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/** The carousel needs room for several 256 px cards; narrower screens get the compact list. */
const CAROUSEL_QUERY = '(min-width: 1024px)';

/** The episodes overlay of a show (`r=/episodes…`); nothing for a movie. */
export function EpisodesOverlay() {
  const showTmdbId = usePlayerState((s) => (s.meta?.type === 'show' ? s.meta.tmdbId : null));
  return showTmdbId === null ? null : <ShowEpisodesOverlay showTmdbId={showTmdbId} />;
}

function ShowEpisodesOverlay({ showTmdbId }: { showTmdbId: string }) {
  useEpisodesOverlayRoute();
  const route = usePlayerState((s) => s.episodesRoute);
  return route === null ? null : <EpisodesPanel route={route} showTmdbId={showTmdbId} />;
}

function useTitle(route: EpisodesRoute, showTmdbId: string): string {
  const { t } = useTranslation('player');
  const season = useSeasonEpisodes(showTmdbId, route === 'seasons' ? null : route).data?.season;
  if (route === 'seasons') return t('episodes.seasons');
  return season?.title ?? t('episodes.seasonFallback', { number: route });
}

function EpisodesPanel({ route, showTmdbId }: { route: EpisodesRoute; showTmdbId: string }) {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const trap = useFocusTrap<HTMLDivElement>(player.closeEpisodes);
  const { ref } = trap;
  const forceCompact = usePreferencesStore((s) => s.forceCompactEpisodeView);
  const wide = useMediaQuery(CAROUSEL_QUERY);
  const carousel = route !== 'seasons' && wide && !forceCompact;
  const title = useTitle(route, showTmdbId);
  // The frame shows at once; the lists once their code is here (asked for again after a failure
  // on the next route or opening).
  const content = useOnDemandModule(episodesPanelModule, route);
  const opened = useRef(false);

  // Moving between the season list and a season removes the button that had focus: keep focus
  // inside the overlay. The first opening is the focus trap's to handle.
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    const root = ref.current;
    if (root && !root.contains(document.activeElement)) (focusableIn(root)[0] ?? root).focus();
  }, [route, ref]);

  const placement = carousel
    ? 'inset-x-0 bottom-0 rounded-t-2xl sm:inset-x-4 sm:bottom-24 sm:rounded-2xl'
    : 'inset-x-0 bottom-0 max-h-[431px] rounded-t-2xl sm:inset-x-auto sm:end-4 sm:bottom-24 sm:w-[343px] sm:rounded-2xl';
  const back =
    route === 'seasons'
      ? null
      : { label: t('episodes.backToSeasons'), onClick: () => player.openEpisodes('seasons') };

  return (
    <OverlayPanel
      title={title}
      back={back}
      closeLabel={t('episodes.close')}
      onClose={player.closeEpisodes}
      trap={trap}
      data-testid="episodes-overlay"
      data-layout={route === 'seasons' ? 'seasons' : carousel ? 'carousel' : 'compact'}
      className={placement}
    >
      {content.status === 'loaded' ? (
        <content.module.EpisodesPanelContent
          route={route}
          showTmdbId={showTmdbId}
          carousel={carousel}
        />
      ) : (
        <PanelCodeStatus failed={content.status === 'failed'} />
      )}
    </OverlayPanel>
  );
}
