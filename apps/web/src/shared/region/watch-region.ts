import { watchRegionOf } from '@screenroom/core';
import { useRegionStore } from '../stores/region.ts';

/** The `watch_region` of the provider rows, from the region chosen on the admin page or detected. */
export function useWatchRegion(): string {
  return useRegionStore((state) => watchRegionOf(state.region));
}
