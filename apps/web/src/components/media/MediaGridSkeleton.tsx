import { GRID_SKELETONS } from '@screenroom/core';
import { MediaGrid } from './MediaGrid.tsx';

export function MediaGridSkeleton({ count = GRID_SKELETONS }: { count?: number }) {
  return (
    <div aria-hidden="true" data-testid="media-grid-skeleton">
      <MediaGrid>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="animate-pulse">
            <div className="aspect-[2/3] rounded-xl bg-surface-raised" />
            <div className="mt-2 h-4 w-3/4 rounded bg-surface-raised" />
            <div className="mt-1.5 h-3 w-1/2 rounded bg-surface" />
          </li>
        ))}
      </MediaGrid>
    </div>
  );
}
