import { useRef, type ReactNode } from 'react';
import { usePreferencesStore } from '../../../shared/stores/preferences.ts';
import { CarouselScrollButtons } from '../discover/CarouselScrollButtons.tsx';
import { MediaGrid } from '../media/MediaGrid.tsx';

/**
 * A home list's cards (`li` items) as a grid, or as a horizontal strip when the viewer turned the
 * carousel view on. The strip reuses Discover's scroll buttons; its cards are links, so Tab walks
 * along it and the browser scrolls each focused card into view.
 */
export function HomeMediaList({ title, children }: { title: string; children: ReactNode }) {
  const carousel = usePreferencesStore((s) => s.enableCarouselView);
  const railRef = useRef<HTMLUListElement>(null);
  if (!carousel) return <MediaGrid label={title}>{children}</MediaGrid>;
  return (
    <div data-testid="home-carousel">
      <div className="mb-2 flex justify-end">
        <CarouselScrollButtons railRef={railRef} title={title} />
      </div>
      <ul
        ref={railRef}
        aria-label={title}
        className="flex snap-x gap-4 overflow-x-auto scroll-smooth px-1 py-2 [scrollbar-width:thin] motion-reduce:scroll-auto [&>li]:w-36 [&>li]:shrink-0 [&>li]:snap-start sm:[&>li]:w-44"
      >
        {children}
      </ul>
    </div>
  );
}
