import { useTranslation } from 'react-i18next';
import { formatPlaybackSpeed } from '../../player/playback-speed.ts';
import { usePlayerStore } from '../../player/store/player-store.ts';
import { OverlayBubble } from './OverlayBubble.tsx';

/** For 3 s after `<` or `>`: the new speed. */
export function SpeedOverlay() {
  const { t } = useTranslation('player');
  const shown = usePlayerStore((s) => s.transientOverlay === 'speed');
  const rate = usePlayerStore((s) => s.mediaPlaying.playbackRate);
  if (!shown) return null;
  return (
    <OverlayBubble testId="speed-overlay">
      <span dir="ltr">{t('overlays.speed', { speed: formatPlaybackSpeed(rate) })}</span>
    </OverlayBubble>
  );
}
