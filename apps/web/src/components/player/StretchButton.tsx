import { useTranslation } from 'react-i18next';
import { player } from '../../player/controller/player-controller.ts';
import { usePlayerStore } from '../../player/store/player-store.ts';

/**
 * Fills the screen with the picture (cropping its edges) or fits it whole. Phones have it in the
 * settings menu instead (StretchMenuLine), to keep their control bar short.
 */
export function StretchButton() {
  const { t } = useTranslation('player');
  const stretch = usePlayerStore((s) => s.stretch);
  return (
    <button
      type="button"
      data-testid="stretch-button"
      aria-label={t('view.stretch')}
      aria-pressed={stretch}
      title={t('view.stretch')}
      onClick={player.toggleStretch}
      className={`hidden h-10 w-10 items-center justify-center rounded-full text-white hover:bg-white/15 sm:flex ${stretch ? 'bg-white/15' : ''}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6 fill-none stroke-current"
        strokeWidth="2"
      >
        <rect x="3" y="6" width="18" height="12" rx="1.5" />
        {stretch ? (
          <path d="M10 10l-2 2 2 2M14 10l2 2-2 2" />
        ) : (
          <path d="M8 10l-2 2 2 2M16 10l2 2-2 2" />
        )}
      </svg>
    </button>
  );
}
