import { useTranslation } from 'react-i18next';
import { player } from '../../player/controller/player-controller.ts';
import { usePlayerStore } from '../../player/store/player-store.ts';

export function FullscreenButton() {
  const { t } = useTranslation('player');
  const isFullscreen = usePlayerStore((s) => s.isFullscreen);
  const label = isFullscreen ? t('controls.exitFullscreen') : t('controls.fullscreen');
  return (
    <button
      type="button"
      data-testid="fullscreen-button"
      aria-label={label}
      title={label}
      aria-keyshortcuts="f"
      onClick={player.toggleFullscreen}
      className="flex h-10 w-10 items-center justify-center rounded-full text-white hover:bg-white/15"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6 fill-none stroke-current"
        strokeWidth="2"
      >
        {isFullscreen ? (
          <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
        ) : (
          <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
        )}
      </svg>
    </button>
  );
}
