import { useTranslation } from 'react-i18next';
import { ControlButton } from '../ControlButton.tsx';
import { settingsMenusModule } from '../settings-menus-module.ts';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/** The control bar's captions button: opens the captions menu; lit while captions are on. */
export function CaptionsButton() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const on = usePlayerState((s) => s.selectedCaption !== null);
  return (
    <ControlButton
      data-testid="captions-button"
      label={on ? t('captions.buttonOn') : t('captions.button')}
      title={t('captions.button')}
      aria-haspopup="dialog"
      {...settingsMenusModule.prefetchOnApproach}
      onClick={() => player.openSettings('/captions')}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
        <rect
          x="3"
          y="5"
          width="18"
          height="14"
          rx="2.5"
          className={on ? 'fill-white stroke-white' : 'fill-none stroke-current'}
          strokeWidth="2"
        />
        <path
          d="M10.5 10.2a2.2 2.2 0 100 3.6M16.5 10.2a2.2 2.2 0 100 3.6"
          className={`fill-none ${on ? 'stroke-black' : 'stroke-current'}`}
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
    </ControlButton>
  );
}
