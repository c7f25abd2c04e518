import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/Button.tsx';
import { usePlayer } from '../../player-context.tsx';

/** Leaves the party; playback carries on alone from where it is. */
export function LeavePartyButton() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  return (
    <Button
      variant="danger-outline"
      size="sm"
      data-testid="watch-party-leave"
      onClick={player.leaveParty}
    >
      {t('watchParty.leave')}
    </Button>
  );
}
