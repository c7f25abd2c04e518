import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** One press moves two cards: 256 px wide with a 16 px gap. */
const STEP_PX = 2 * (256 + 16);

function scrollList(list: HTMLElement | null, towardEnd: boolean) {
  if (!list) return;
  // In right-to-left text the strip starts at the right and scrolls toward negative offsets.
  const rtl = getComputedStyle(list).direction === 'rtl';
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  list.scrollBy?.({
    left: (towardEnd ? 1 : -1) * (rtl ? -1 : 1) * STEP_PX,
    behavior: reduce ? 'auto' : 'smooth',
  });
}

const buttonClass =
  'flex h-9 w-9 items-center justify-center rounded-full bg-white/10 text-text hover:bg-white/20';

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

/** Previous and next buttons for the episode carousel, for those without a touchpad or swipe. */
export function EpisodeCarouselButtons({ listRef }: { listRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('player');
  return (
    <div className="flex gap-2">
      <button
        type="button"
        aria-label={t('episodes.scrollBack')}
        onClick={() => scrollList(listRef.current, false)}
        className={buttonClass}
      >
        <Chevron towardEnd={false} />
      </button>
      <button
        type="button"
        aria-label={t('episodes.scrollForward')}
        onClick={() => scrollList(listRef.current, true)}
        className={buttonClass}
      >
        <Chevron towardEnd />
      </button>
    </div>
  );
}
