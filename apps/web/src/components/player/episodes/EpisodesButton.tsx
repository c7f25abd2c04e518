import { useTranslation } from 'react-i18next';
import { player } from '../../../player/controller/player-controller.ts';
import { usePlayerStore } from '../../../player/store/player-store.ts';

/** Opens the episodes overlay on the season on screen; shows only. */
export function EpisodesButton() {
  const { t } = useTranslation('player');
  const isShow = usePlayerStore((s) => s.meta?.type === 'show');
  const open = usePlayerStore((s) => s.episodesRoute !== null);
  if (!isShow) return null;
  return (
    <button
      type="button"
      data-testid="episodes-button"
      aria-label={t('episodes.button')}
      title={t('episodes.button')}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={player.toggleEpisodes}
      className="flex h-10 w-10 items-center justify-center rounded-full text-white hover:bg-white/15"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6 fill-none stroke-current"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <rect x="3" y="5" width="13" height="14" rx="2" />
        <path d="M19 7v10M22 9v6" />
      </svg>
    </button>
  );
}
