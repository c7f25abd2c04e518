import { useTranslation } from 'react-i18next';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/** The stretch toggle where phones keep it: in the settings menu, below 640 px only. */
export function StretchMenuLine() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const stretch = usePlayerState((s) => s.stretch);
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
