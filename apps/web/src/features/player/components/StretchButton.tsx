import { useTranslation } from 'react-i18next';
import { ControlButton } from './ControlButton.tsx';
import { ControlIcon } from './ControlIcon.tsx';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/**
 * Fills the screen with the picture (cropping its edges) or fits it whole. Phones have it in the
 * settings menu instead (StretchMenuLine), to keep their control bar short.
 */
export function StretchButton() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const stretch = usePlayerState((s) => s.stretch);
  return (
    <ControlButton
      data-testid="stretch-button"
      label={t('view.stretch')}
      aria-pressed={stretch}
      onClick={player.toggleStretch}
      wideOnly
      className={stretch ? 'bg-white/15' : ''}
    >
      <ControlIcon>
        <rect x="3" y="6" width="18" height="12" rx="1.5" />
        {stretch ? (
          <path d="M10 10l-2 2 2 2M14 10l2 2-2 2" />
        ) : (
          <path d="M8 10l-2 2 2 2M16 10l2 2-2 2" />
        )}
      </ControlIcon>
    </ControlButton>
  );
}
