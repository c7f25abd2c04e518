import { useTranslation } from 'react-i18next';
import { useShowSeasons } from '../../episodes/show-queries.ts';
import { MenuChevron } from '../MenuChevron.tsx';
import { OverlayMessage } from './OverlayMessage.tsx';
import { OverlayQueryMessage } from './OverlayQueryMessage.tsx';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/** The show's seasons; choosing one lists its episodes. */
export function SeasonList({ showTmdbId }: { showTmdbId: string }) {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const query = useShowSeasons(showTmdbId);
  const playing = usePlayerState((s) => s.meta?.season?.number ?? null);

  if (query.isPending || query.isError) return <OverlayQueryMessage query={query} />;
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
            <MenuChevron />
          </button>
        </li>
      ))}
    </ul>
  );
}
