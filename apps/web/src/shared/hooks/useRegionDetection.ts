import { useEffect } from 'react';
import { appConfig } from '../config.ts';
import { useRegionStore } from '../stores/region.ts';
import { detectRegion } from '../region/region-detection.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Runs the detection once when mounted; a failure is only logged. */
export function useRegionDetection(): void {
  useEffect(() => {
    // Without a configured geolocation service there is nothing to ask.
    if (!appConfig.geolocationUrl && !appConfig.geolocationFallbackUrl) return;
    const { region, lastChecked, userPicked, setRegion } = useRegionStore.getState();
    const now = nowSeconds();
    void detectRegion({ region, lastChecked, userPicked }, now, {
      primary: appConfig.geolocationUrl,
      fallback: appConfig.geolocationFallbackUrl,
    }).then((result) => {
      if (result.kind === 'detected') setRegion(result.region, false, now);
      if (result.kind === 'failed') console.warn('Region detection failed; keeping', result.region);
    });
  }, []);
}
