import type { RefObject } from 'react';
import { prefersReducedMotion } from '../a11y/reduced-motion.ts';

function scrollStrip(strip: HTMLElement | null, distance: number, towardEnd: boolean) {
  if (!strip) return;
  // In right-to-left text the strip starts at the right and scrolls toward negative offsets.
  const rtl = getComputedStyle(strip).direction === 'rtl';
  const sign = (towardEnd ? 1 : -1) * (rtl ? -1 : 1);
  strip.scrollBy?.({
    left: sign * distance,
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
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

const toneClass = {
  page: 'bg-surface-raised transition hover:bg-white/15',
  // Over the player's translucent overlay panel.
  overlay: 'bg-white/10 hover:bg-white/20',
};

/** Previous and next buttons for a horizontal strip of cards, for those without a touchpad or swipe. */
export function StripScrollButtons({
  stripRef,
  previousLabel,
  nextLabel,
  step,
  tone,
}: {
  stripRef: RefObject<HTMLElement | null>;
  previousLabel: string;
  nextLabel: string;
  /** How far one press moves the strip, in pixels. */
  step: (strip: HTMLElement) => number;
  tone: keyof typeof toneClass;
}) {
  const buttonClass = `flex h-9 w-9 items-center justify-center rounded-full text-text ${toneClass[tone]}`;
  const scroll = (towardEnd: boolean) => {
    const strip = stripRef.current;
    if (strip) scrollStrip(strip, step(strip), towardEnd);
  };
  return (
    <div className="flex gap-2">
      <button
        type="button"
        aria-label={previousLabel}
        onClick={() => scroll(false)}
        className={buttonClass}
      >
        <Chevron towardEnd={false} />
      </button>
      <button
        type="button"
        aria-label={nextLabel}
        onClick={() => scroll(true)}
        className={buttonClass}
      >
        <Chevron towardEnd />
      </button>
    </div>
  );
}
