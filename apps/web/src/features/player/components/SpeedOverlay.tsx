import { useTranslation } from 'react-i18next';
import { formatPlaybackSpeed } from '../playback-speed.ts';
import { OverlayBubble } from './OverlayBubble.tsx';
import { usePlayerState } from '../player-context.tsx';

/** For 3 s after `<` or `>`: the new speed. */
export function SpeedOverlay() {
  const { t } = useTranslation('player');
  const shown = usePlayerState((s) => s.transientOverlay === 'speed');
  const rate = usePlayerState((s) => s.mediaPlaying.playbackRate);
  if (!shown) return null;
  return (
    <OverlayBubble testId="speed-overlay">
      <span dir="ltr">{t('overlays.speed', { speed: formatPlaybackSpeed(rate) })}</span>
    </OverlayBubble>
  );
}
