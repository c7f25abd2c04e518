import { useTranslation } from 'react-i18next';
import { ControlButton } from './ControlButton.tsx';
import { ControlIcon } from './ControlIcon.tsx';
import { settingsMenusModule } from './settings-menus-module.ts';
import { usePlayer, usePlayerState } from '../player-context.tsx';

export function SettingsButton() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const open = usePlayerState((s) => s.settingsRoute !== null);
  return (
    <ControlButton
      data-testid="settings-button"
      label={t('controls.settings')}
      aria-haspopup="dialog"
      aria-expanded={open}
      {...settingsMenusModule.prefetchOnApproach}
      onClick={player.toggleSettings}
    >
      <ControlIcon>
        <circle cx="12" cy="12" r="3" />
        <path d="M19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 110-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 114 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z" />
      </ControlIcon>
    </ControlButton>
  );
}
