import { useTranslation } from 'react-i18next';
import { airPlaySupported } from '../presentation-support.ts';
import { selectCasting } from '../store/presentation-slice.ts';
import { ControlButton } from './ControlButton.tsx';
import { ControlIcon } from './ControlIcon.tsx';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/** Opens Safari's AirPlay receiver list; shown only while Safari reports a receiver nearby. */
export function AirPlayButton() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const available = usePlayerState((s) => s.airPlayAvailable);
  const casting = usePlayerState(selectCasting);
  if (!available || casting || !airPlaySupported(window)) return null;
  return (
    <ControlButton
      data-testid="airplay-button"
      label={t('presentation.airPlay')}
      onClick={player.showAirPlayPicker}
    >
      <ControlIcon>
        <path d="M6 17H4a1 1 0 01-1-1V5a1 1 0 011-1h16a1 1 0 011 1v11a1 1 0 01-1 1h-2" />
        <path d="M12 15l5 6H7z" className="fill-current" />
      </ControlIcon>
    </ControlButton>
  );
}
