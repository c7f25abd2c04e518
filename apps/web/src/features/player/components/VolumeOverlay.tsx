import { useTranslation } from 'react-i18next';
import { OverlayBubble } from './OverlayBubble.tsx';
import { usePlayerState } from '../player-context.tsx';

/** For 3 s after a volume key or a wheel turn: the volume, as a bar and a percentage. */
export function VolumeOverlay() {
  const { t } = useTranslation('player');
  const shown = usePlayerState((s) => s.transientOverlay === 'volume');
  const volume = usePlayerState((s) => s.mediaPlaying.volume);
  if (!shown) return null;
  const percent = Math.round(volume * 100);
  return (
    <OverlayBubble testId="volume-overlay">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
        <path d="M4 9v6h4l5 4V5L8 9z" />
      </svg>
      <span
        aria-hidden="true"
        className="relative h-1.5 w-28 overflow-hidden rounded-full bg-white/25"
      >
        <span className="absolute inset-y-0 start-0 bg-white" style={{ width: `${percent}%` }} />
      </span>
      <span>{percent === 0 ? t('overlays.muted') : t('overlays.volume', { percent })}</span>
    </OverlayBubble>
  );
}
