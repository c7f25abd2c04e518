import { useTranslation } from 'react-i18next';
import { player } from '../../../player/controller/player-controller.ts';

/** Leaves the party; playback carries on alone from where it is. */
export function LeavePartyButton() {
  const { t } = useTranslation('player');
  return (
    <button
      type="button"
      data-testid="watch-party-leave"
      onClick={player.leaveParty}
      className="rounded-lg border border-red-400/40 px-3 py-2 text-sm font-medium text-red-200 hover:bg-red-500/15"
    >
      {t('watchParty.leave')}
    </button>
  );
}
