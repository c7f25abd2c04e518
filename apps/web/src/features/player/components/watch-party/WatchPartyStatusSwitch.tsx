import { useTranslation } from 'react-i18next';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/** Shows or hides the members panel over the picture. */
export function WatchPartyStatusSwitch() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const shown = usePlayerState((s) => s.watchParty.showStatusOverlay);
  return (
    <label className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-3 hover:bg-white/10">
      <span className="flex flex-col">
        <span className="font-medium">{t('watchParty.statusPanel')}</span>
        <span className="text-xs text-text-dim">{t('watchParty.statusPanelHint')}</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        data-testid="watch-party-status-switch"
        checked={shown}
        onChange={(event) => player.setPartyStatusOverlay(event.target.checked)}
        className="h-5 w-5 shrink-0 accent-accent"
      />
    </label>
  );
}
