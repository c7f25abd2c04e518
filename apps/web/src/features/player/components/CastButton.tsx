import { useTranslation } from 'react-i18next';
import { ControlButton } from './ControlButton.tsx';
import { ControlIcon } from './ControlIcon.tsx';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/**
 * Casts to a device on the network, or stops casting. There only where casting is configured and
 * the Cast library sees at least one device.
 */
export function CastButton() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const castState = usePlayerState((s) => s.castState);
  if (castState === null || castState === 'NO_DEVICES_AVAILABLE') return null;
  const connected = castState === 'CONNECTED';
  const label = connected ? t('cast.stop') : t('cast.start');
  return (
    <ControlButton
      data-testid="cast-button"
      label={label}
      aria-pressed={connected}
      onClick={player.toggleCasting}
    >
      <ControlIcon>
        <path d="M3 8V6a1 1 0 011-1h16a1 1 0 011 1v12a1 1 0 01-1 1h-7" />
        <path d="M3 12a7 7 0 017 7M3 16a3 3 0 013 3" />
        {connected ? <path d="M7 9h10v6h-4" className="fill-current" /> : null}
        <circle cx="3.5" cy="19" r="0.5" className="fill-current" />
      </ControlIcon>
    </ControlButton>
  );
}
