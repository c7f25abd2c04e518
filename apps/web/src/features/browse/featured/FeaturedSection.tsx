import { lazy, Suspense } from 'react';
import { usePreferencesStore } from '../../../shared/stores/preferences.ts';
import type { DiscoverCategory } from '../../../shared/stores/discover.ts';

// The slider's code loads only for viewers who turned it on, so the home page's first download
// stays small for everyone else.
const FeaturedSlider = lazy(() =>
  import('./FeaturedSlider.tsx').then((module) => ({ default: module.FeaturedSlider })),
);

/** The featured slider at the top of home and discover, when the viewer turned it on. */
export function FeaturedSection({ category }: { category: DiscoverCategory }) {
  const enabled = usePreferencesStore((s) => s.enableFeatured);
  if (!enabled) return null;
  return (
    <div className="mt-6">
      <Suspense fallback={null}>
        <FeaturedSlider category={category} />
      </Suspense>
    </div>
  );
}
