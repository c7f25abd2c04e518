import { useTranslation } from 'react-i18next';
import { player } from '../../player/controller/player-controller.ts';
import { formatPlaybackSpeed } from '../../player/playback-speed.ts';
import { usePlayerStore } from '../../player/store/player-store.ts';

/** The control bar's speed button on wider screens; phones reach speed through the settings. */
export function PlaybackSpeedButton() {
  const { t } = useTranslation('player');
  const rate = usePlayerStore((s) => s.mediaPlaying.playbackRate);
  const speed = formatPlaybackSpeed(rate);
  return (
    <button
      type="button"
      data-testid="playback-speed-button"
      aria-label={t('playback.button', { speed })}
      title={t('playback.button', { speed })}
      onClick={() => player.openSettings('/playback')}
      className="hidden h-10 min-w-10 items-center justify-center rounded-full px-2 text-sm font-semibold text-white tabular-nums hover:bg-white/15 sm:flex"
    >
      <span dir="ltr">{speed}</span>
    </button>
  );
}
