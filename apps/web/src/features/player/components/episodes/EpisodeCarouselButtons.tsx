import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { StripScrollButtons } from '../../../../shared/ui/StripScrollButtons.tsx';

/** One press moves two cards: 256 px wide with a 16 px gap. */
const STEP_PX = 2 * (256 + 16);

/** Previous and next buttons for the episode carousel. */
export function EpisodeCarouselButtons({ listRef }: { listRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('player');
  return (
    <StripScrollButtons
      stripRef={listRef}
      previousLabel={t('episodes.scrollBack')}
      nextLabel={t('episodes.scrollForward')}
      step={() => STEP_PX}
      tone="overlay"
    />
  );
}
