import { useTranslation } from 'react-i18next';
import { player } from '../../player/controller/player-controller.ts';
import { airPlaySupported } from '../../player/presentation-support.ts';
import { usePlayerStore } from '../../player/store/player-store.ts';
import { selectCasting } from '../../player/store/presentation-slice.ts';

/** Opens Safari's AirPlay receiver list; shown only while Safari reports a receiver nearby. */
export function AirPlayButton() {
  const { t } = useTranslation('player');
  const available = usePlayerStore((s) => s.airPlayAvailable);
  const casting = usePlayerStore(selectCasting);
  if (!available || casting || !airPlaySupported(window)) return null;
  return (
    <button
      type="button"
      data-testid="airplay-button"
      aria-label={t('presentation.airPlay')}
      title={t('presentation.airPlay')}
      onClick={player.showAirPlayPicker}
      className="flex h-10 w-10 items-center justify-center rounded-full text-white hover:bg-white/15"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6 fill-none stroke-current"
        strokeWidth="2"
      >
        <path d="M6 17H4a1 1 0 01-1-1V5a1 1 0 011-1h16a1 1 0 011 1v11a1 1 0 01-1 1h-2" />
        <path d="M12 15l5 6H7z" className="fill-current" />
      </svg>
    </button>
  );
}
