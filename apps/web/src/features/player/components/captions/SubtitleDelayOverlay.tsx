import { useTranslation } from 'react-i18next';
import { useSubtitleStore } from '../../../../shared/stores/subtitles.ts';
import { OverlayBubble } from '../OverlayBubble.tsx';
import { usePlayerState } from '../../player-context.tsx';

/** For 3 s after `[` or `]`: the caption delay now. */
export function SubtitleDelayOverlay() {
  const { t } = useTranslation('player');
  const shown = usePlayerState((s) => s.transientOverlay === 'subtitleDelay');
  const delay = useSubtitleStore((s) => s.delay);
  if (!shown) return null;
  const seconds = `${delay > 0 ? '+' : ''}${delay.toFixed(1)}`;
  return (
    <OverlayBubble testId="subtitle-delay-overlay">
      <span>{t('captions.delayOverlay', { seconds })}</span>
    </OverlayBubble>
  );
}
