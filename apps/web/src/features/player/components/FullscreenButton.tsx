import { useTranslation } from 'react-i18next';
import { ControlButton } from './ControlButton.tsx';
import { ControlIcon } from './ControlIcon.tsx';
import { usePlayer, usePlayerState } from '../player-context.tsx';

export function FullscreenButton() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const isFullscreen = usePlayerState((s) => s.isFullscreen);
  const label = isFullscreen ? t('controls.exitFullscreen') : t('controls.fullscreen');
  return (
    <ControlButton
      data-testid="fullscreen-button"
      label={label}
      aria-keyshortcuts="f"
      onClick={player.toggleFullscreen}
    >
      <ControlIcon>
        {isFullscreen ? (
          <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
        ) : (
          <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
        )}
      </ControlIcon>
    </ControlButton>
  );
}
