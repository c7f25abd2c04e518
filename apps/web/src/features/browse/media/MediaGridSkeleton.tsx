import { GRID_SKELETONS } from '@screenroom/core';
import { MediaCardSkeleton } from './MediaCardSkeleton.tsx';
import { MediaGrid } from './MediaGrid.tsx';

export function MediaGridSkeleton({ count = GRID_SKELETONS }: { count?: number }) {
  return (
    <div aria-hidden="true" data-testid="media-grid-skeleton">
      <MediaGrid>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="animate-pulse">
            <MediaCardSkeleton />
          </li>
        ))}
      </MediaGrid>
    </div>
  );
}
