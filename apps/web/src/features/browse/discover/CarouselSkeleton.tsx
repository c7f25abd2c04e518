import { CAROUSEL_SKELETONS } from '@screenroom/core';
import { MediaCardSkeleton } from '../media/MediaCardSkeleton.tsx';

/** Placeholder cards the size of real ones, so the page does not jump when titles arrive. */
export function CarouselSkeleton() {
  return (
    // Clipped rather than scrollable: a scrollable strip with nothing to focus would trap no one
    // but fails WCAG's keyboard-access rule for scroll regions.
    <div
      aria-hidden="true"
      data-testid="carousel-skeleton"
      className="flex gap-4 overflow-hidden px-1 py-2"
    >
      {Array.from({ length: CAROUSEL_SKELETONS }, (_, index) => (
        <div key={index} className="w-36 shrink-0 animate-pulse sm:w-44">
          <MediaCardSkeleton />
        </div>
      ))}
    </div>
  );
}
