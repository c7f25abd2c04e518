import { useTranslation } from 'react-i18next';
import { player } from '../../../player/controller/player-controller.ts';
import { useShowSeasons } from '../../../player/episodes/show-queries.ts';
import { usePlayerStore } from '../../../player/store/player-store.ts';
import { OverlayMessage } from './OverlayMessage.tsx';

/** The show's seasons; choosing one lists its episodes. */
export function SeasonList({ showTmdbId }: { showTmdbId: string }) {
  const { t } = useTranslation('player');
  const query = useShowSeasons(showTmdbId);
  const playing = usePlayerStore((s) => s.meta?.season?.number ?? null);

  if (query.isPending) {
    return <OverlayMessage kind="loading">{t('episodes.loadingList')}</OverlayMessage>;
  }
  if (query.isError) {
    return (
      <OverlayMessage kind="error" onRetry={() => void query.refetch()}>
        {t('episodes.loadingError')}
      </OverlayMessage>
    );
  }
  if (query.data.length === 0) {
    return <OverlayMessage kind="empty">{t('episodes.noSeasons')}</OverlayMessage>;
  }
  return (
    <ul className="flex flex-col gap-1">
      {query.data.map((season) => (
        <li key={season.tmdbId}>
          <button
            type="button"
            data-testid={`season-${season.number}`}
            aria-current={season.number === playing ? 'true' : undefined}
            onClick={() => player.openEpisodes(season.number)}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-start hover:bg-white/10"
          >
            <span className="flex-1 font-medium">{season.title}</span>
            {season.number === playing ? (
              <span className="text-xs text-accent-text">{t('episodes.nowPlaying')}</span>
            ) : null}
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-4 w-4 fill-none stroke-current rtl:-scale-x-100"
              strokeWidth="2"
            >
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
