import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** Share of the visible strip one press moves, so a card stays in view for orientation. */
const SCROLL_SHARE = 0.8;

function scrollRail(rail: HTMLElement | null, towardEnd: boolean) {
  if (!rail) return;
  // In right-to-left text the strip starts at the right and scrolls toward negative offsets.
  const rtl = getComputedStyle(rail).direction === 'rtl';
  const sign = (towardEnd ? 1 : -1) * (rtl ? -1 : 1);
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  rail.scrollBy?.({
    left: sign * rail.clientWidth * SCROLL_SHARE,
    behavior: reduce ? 'auto' : 'smooth',
  });
}

function Chevron({ towardEnd }: { towardEnd: boolean }) {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true">
      <path
        d={towardEnd ? 'M8 5l5 5-5 5' : 'M12 5l-5 5 5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const buttonClass =
  'flex h-9 w-9 items-center justify-center rounded-full bg-surface-raised text-text transition hover:bg-white/15';

/** Previous and next buttons for a carousel strip, for those without a touchpad or swipe. */
export function CarouselScrollButtons({
  railRef,
  title,
}: {
  railRef: RefObject<HTMLUListElement | null>;
  title: string;
}) {
  const { t } = useTranslation('discover');
  return (
    <div className="flex gap-2">
      <button
        type="button"
        aria-label={t('carousel.previous', { title })}
        onClick={() => scrollRail(railRef.current, false)}
        className={buttonClass}
      >
        <Chevron towardEnd={false} />
      </button>
      <button
        type="button"
        aria-label={t('carousel.next', { title })}
        onClick={() => scrollRail(railRef.current, true)}
        className={buttonClass}
      >
        <Chevron towardEnd />
      </button>
    </div>
  );
}
