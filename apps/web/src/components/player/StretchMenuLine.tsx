import { useTranslation } from 'react-i18next';
import { player } from '../../player/controller/player-controller.ts';
import { usePlayerStore } from '../../player/store/player-store.ts';

/** The stretch toggle where phones keep it: in the settings menu, below 640 px only. */
export function StretchMenuLine() {
  const { t } = useTranslation('player');
  const stretch = usePlayerStore((s) => s.stretch);
  return (
    <label className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-3 hover:bg-white/10 sm:hidden">
      <span className="font-medium">{t('view.stretch')}</span>
      <input
        type="checkbox"
        role="switch"
        data-testid="stretch-switch"
        checked={stretch}
        onChange={player.toggleStretch}
        className="h-5 w-5 accent-accent"
      />
    </label>
  );
}
