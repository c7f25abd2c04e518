import type { EpisodesRoute } from '../../episodes/episodes-overlay-route.ts';
import { EpisodeList } from './EpisodeList.tsx';
import { GoToEpisodeForm } from './GoToEpisodeForm.tsx';
import { SeasonList } from './SeasonList.tsx';

/**
 * What the episodes overlay lists: the seasons and the go-to form, or one season's episodes.
 * Downloaded on demand (only through episodes-panel-module.ts); the frame around it is
 * EpisodesOverlay's.
 */
export function EpisodesPanelContent({
  route,
  showTmdbId,
  carousel,
}: {
  route: EpisodesRoute;
  showTmdbId: string;
  carousel: boolean;
}) {
  if (route === 'seasons') {
    return (
      <>
        <SeasonList showTmdbId={showTmdbId} />
        <GoToEpisodeForm showTmdbId={showTmdbId} />
      </>
    );
  }
  return (
    <EpisodeList
      showTmdbId={showTmdbId}
      seasonNumber={route}
      layout={carousel ? 'carousel' : 'compact'}
    />
  );
}
