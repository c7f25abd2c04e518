import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDiscoverStore } from '../../../shared/stores/discover.ts';
import { MediaCard } from '../media/MediaCard.tsx';
import type { MediaCardItem } from '../media/media-card-item.ts';
import { CarouselScrollButtons } from './CarouselScrollButtons.tsx';
import { CarouselSkeleton } from './CarouselSkeleton.tsx';

export type CarouselState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'empty' }
  | { kind: 'items'; items: MediaCardItem[] };

export interface CarouselProps {
  title: string;
  state: CarouselState;
  /** Receives the section, for the lazy loading that decides when to fetch. */
  sectionRef?: (element: HTMLElement | null) => void;
  /** Pickers shown under the heading (genre pills, the recommendations title picker). */
  controls?: ReactNode;
  /** The more-page for what is shown; no link without one. */
  morePath?: string;
}

function Message({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl bg-surface/60 px-6 py-10 text-center text-text-dim">{children}</p>
  );
}

/** One horizontal strip of title cards with a heading, a more link and scroll buttons. */
export function Carousel({ title, state, sectionRef, controls, morePath }: CarouselProps) {
  const { t } = useTranslation('discover');
  const headingId = useId();
  const railRef = useRef<HTMLUListElement>(null);
  const location = useLocation();
  const saveView = useDiscoverStore((s) => s.saveView);
  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      aria-busy={state.kind === 'loading'}
      className="mt-10 first:mt-0"
    >
      {/* The title takes what room is left and wraps inside it, so the more link and the scroll
          buttons stay on the heading's line on every row, however long its title. */}
      <div className="mb-3 flex items-start justify-between gap-4">
        <h2
          id={headingId}
          dir="auto"
          className="min-w-0 flex-1 break-words text-xl font-bold text-text sm:text-2xl"
        >
          {title}
        </h2>
        <div className="flex shrink-0 items-center gap-3">
          {morePath && (
            <Link
              to={morePath}
              // The visible words alone would read the same for every carousel.
              aria-label={t('carousel.moreLabel', { title })}
              onClick={() =>
                saveView({ url: `${location.pathname}${location.search}`, scrollY: window.scrollY })
              }
              className="whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium text-accent-text transition hover:bg-accent/10"
            >
              {t('carousel.more')}
            </Link>
          )}
          {state.kind === 'items' && <CarouselScrollButtons railRef={railRef} title={title} />}
        </div>
      </div>
      {controls}
      {state.kind === 'loading' && (
        <>
          <p className="sr-only">{t('carousel.loading', { title })}</p>
          <CarouselSkeleton />
        </>
      )}
      {state.kind === 'failed' && <Message>{t('loadFailed')}</Message>}
      {state.kind === 'empty' && <Message>{t('empty')}</Message>}
      {state.kind === 'items' && (
        <ul
          ref={railRef}
          aria-labelledby={headingId}
          className="flex snap-x gap-4 overflow-x-auto scroll-smooth px-1 py-2 [scrollbar-width:thin] motion-reduce:scroll-auto"
        >
          {state.items.map((media) => (
            <li key={`${media.type}-${media.id}`} className="w-36 shrink-0 snap-start sm:w-44">
              <MediaCard media={media} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
