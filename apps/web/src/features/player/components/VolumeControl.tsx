import { useTranslation } from 'react-i18next';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/**
 * Mute and a volume slider. Phones have volume buttons of their own, so below 640 px the control
 * bar leaves both out.
 */
export function VolumeControl() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const volume = usePlayerState((s) => s.mediaPlaying.volume);
  const muted = volume === 0;

  return (
    <div className="group hidden items-center gap-1 sm:flex">
      <button
        type="button"
        data-testid="mute-button"
        aria-label={muted ? t('controls.unmute') : t('controls.mute')}
        aria-keyshortcuts="m"
        onClick={player.toggleMute}
        className="flex h-10 w-10 items-center justify-center rounded-full text-white hover:bg-white/15"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-current">
          <path d="M4 9v6h4l5 4V5L8 9z" />
          {muted ? (
            <path d="M16 9l5 6m0-6l-5 6" stroke="currentColor" strokeWidth="2" />
          ) : (
            <path d="M16 8.5a5 5 0 010 7" stroke="currentColor" strokeWidth="2" fill="none" />
          )}
        </svg>
      </button>
      <input
        type="range"
        min={0}
        max={100}
        step={1}
        value={Math.round(volume * 100)}
        aria-label={t('controls.volume')}
        data-testid="volume-slider"
        onChange={(event) => player.setVolume(Number(event.target.value) / 100)}
        className="w-20 accent-accent"
      />
    </div>
  );
}
