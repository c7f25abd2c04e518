import { mayPlay, playableFirst, swipeStep, type SliderHold } from '@screenroom/core';
import { useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '../../../shared/a11y/reduced-motion.ts';
import { usePlayVerdicts } from '../../../shared/hooks/usePlayVerdicts.ts';
import type { DiscoverCategory } from '../../../shared/stores/discover.ts';
import { FeaturedControls } from './FeaturedControls.tsx';
import { FeaturedSlide } from './FeaturedSlide.tsx';
import { useFeaturedItems } from './hooks/useFeaturedItems.ts';
import { useOffscreenHold } from './hooks/useOffscreenHold.ts';
import { useSliderClock } from './hooks/useSliderClock.ts';

const FRAME = 'relative h-[26rem] overflow-hidden rounded-2xl bg-surface sm:h-[32rem]';

/** Fields and buttons keep their arrow keys; the slider takes them everywhere else inside it. */
function ownsArrows(target: EventTarget): boolean {
  return target instanceof HTMLElement && target.closest('input, textarea, select') !== null;
}

/**
 * The featured titles of a tab as a slider (WAI-ARIA carousel): it moves on by itself, holds
 * still while pointed at, focused within, paused or out of view, and follows arrow keys, dots
 * and swipes. With reduced motion it starts paused and slides change without fading.
 */
export function FeaturedSlider({ category }: { category: DiscoverCategory }) {
  const { t } = useTranslation('home');
  const query = useFeaturedItems(category);
  const loaded = query.data ?? [];
  const verdicts = usePlayVerdicts(
    loaded.map((item) => ({ type: item.data.type, id: item.data.tmdbId })),
  );
  // Titles that play here lead; the slides wait for that answer so they do not reorder.
  const items = verdicts.settled
    ? playableFirst(loaded, (item) =>
        verdicts.verdictOf({ type: item.data.type, id: item.data.tmdbId }),
      )
    : [];
  const [reducedMotion] = useState(prefersReducedMotion);
  const clock = useSliderClock(items.length, reducedMotion ? ['button'] : []);
  const { hold, release, goTo } = clock;
  useOffscreenHold(hold, release);
  const swipeStart = useRef<{ id: number; x: number } | null>(null);

  if (query.isPending || (loaded.length > 0 && !verdicts.settled)) {
    return (
      <div role="status" aria-label={t('featured.loading')} className={`${FRAME} animate-pulse`} />
    );
  }
  // The slider only adds to the page; when no title loads, the page goes on without it.
  if (items.length === 0) return null;

  const index = Math.min(clock.index, items.length - 1);
  const current = items[index];
  if (!current) return null;
  const playing = !clock.holds.includes('button');
  const rtl = () => document.documentElement.dir === 'rtl';

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (ownsArrows(event.target)) return;
    event.preventDefault();
    const forward = (event.key === 'ArrowRight') !== rtl();
    goTo(index + (forward ? 1 : -1));
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) release('focus');
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (event.pointerType === 'mouse') return;
    swipeStart.current = { id: event.pointerId, x: event.clientX };
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const step = swipeStep(event.clientX - start.x, rtl());
    if (step !== 0) goTo(index + step);
  }

  const hoverHandler = (action: (reason: SliderHold) => void) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') action('hover');
  };

  return (
    <section
      aria-roledescription={t('featured.roleDescription')}
      aria-label={t('featured.label')}
      className={`${FRAME} touch-pan-y select-none`}
      onPointerEnter={hoverHandler(hold)}
      onPointerLeave={hoverHandler(release)}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeStart.current = null)}
      onFocus={() => hold('focus')}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div
        role="group"
        aria-roledescription={t('featured.slideRole')}
        aria-label={t('featured.slideLabel', { index: index + 1, count: items.length })}
        // Announced only while the viewer drives it; a moving slider would talk over everything.
        aria-live={clock.holds.length > 0 ? 'polite' : 'off'}
        className="absolute inset-0"
      >
        <FeaturedSlide
          key={`${current.data.type}-${current.data.tmdbId}`}
          item={current}
          animate={!reducedMotion}
          playable={mayPlay(
            verdicts.verdictOf({ type: current.data.type, id: current.data.tmdbId }),
          )}
        />
      </div>
      {items.length > 1 && (
        <FeaturedControls
          items={items}
          index={index}
          playing={playing}
          onGoTo={goTo}
          onTogglePlaying={() => (playing ? hold('button') : release('button'))}
        />
      )}
    </section>
  );
}
