import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { StripScrollButtons } from '../../../shared/ui/StripScrollButtons.tsx';

/** Share of the visible strip one press moves, so a card stays in view for orientation. */
const SCROLL_SHARE = 0.8;

/** Previous and next buttons for a carousel strip, named after the carousel's title. */
export function CarouselScrollButtons({
  railRef,
  title,
}: {
  railRef: RefObject<HTMLUListElement | null>;
  title: string;
}) {
  const { t } = useTranslation('discover');
  return (
    <StripScrollButtons
      stripRef={railRef}
      previousLabel={t('carousel.previous', { title })}
      nextLabel={t('carousel.next', { title })}
      step={(rail) => rail.clientWidth * SCROLL_SHARE}
      tone="page"
    />
  );
}
