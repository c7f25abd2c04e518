import { useTranslation } from 'react-i18next';
import { selectInControl } from '../store/watch-party-slice.ts';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/**
 * The large button in the middle of the picture: there whenever the video is paused, and on a
 * touch screen also while it plays with the controls up, since a tap on the picture only shows
 * and hides the controls there. A watch party's guest does not get it: its host plays and pauses.
 */
export function CenterPlayButton() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const isPlaying = usePlayerState((s) => s.mediaPlaying.isPlaying);
  const isLoading = usePlayerState((s) => s.mediaPlaying.isLoading);
  const tapped = usePlayerState((s) => s.hovering === 'mobile_tapped');
  const status = usePlayerState((s) => s.status);
  const inControl = usePlayerState(selectInControl);
  const shown = inControl && status === 'playing' && (isPlaying ? tapped : !isLoading);
  if (!shown) return null;
  const label = isPlaying ? t('controls.pause') : t('controls.play');
  return (
    <button
      type="button"
      data-testid="center-play-button"
      aria-label={label}
      // The control bar's play button is the keyboard's stop; this one is for pointers and touch.
      tabIndex={-1}
      onClick={(event) => {
        event.stopPropagation();
        player.togglePlay();
      }}
      className="absolute top-1/2 left-1/2 z-10 flex h-20 w-20 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white shadow-xl backdrop-blur-sm transition hover:scale-105 hover:bg-black/70"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 fill-current">
        {isPlaying ? <path d="M6 5h4v14H6zM14 5h4v14h-4z" /> : <path d="M8 4.5v15l12-7.5z" />}
      </svg>
    </button>
  );
}
