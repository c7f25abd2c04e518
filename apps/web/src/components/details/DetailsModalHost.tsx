import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { DETAILS_PARAM, parseDetailsParam } from './details-param.ts';

// The window's code loads when it is first opened, so the home page's first download stays small.
const DetailsModal = lazy(() =>
  import('./DetailsModal.tsx').then((module) => ({ default: module.DetailsModal })),
);

/** Shows the details window over any page whose address names a title in `?details=`. */
export function DetailsModalHost() {
  const [params] = useSearchParams();
  const ref = parseDetailsParam(params.get(DETAILS_PARAM));
  if (!ref) return null;
  return (
    <Suspense fallback={null}>
      <DetailsModal key={`${ref.type}-${ref.tmdbId}`} detailsRef={ref} />
    </Suspense>
  );
}
