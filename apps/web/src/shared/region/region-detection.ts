import {
  isRegionFresh,
  nearestRegion,
  parseLatLonAnswer,
  parseLocAnswer,
  type StoredRegion,
} from '@screenroom/core';
import { locate, type Fetch } from '../clients/geolocation.ts';

export type RegionSnapshot = {
  region: StoredRegion;
  lastChecked: number | null;
  userPicked: boolean;
};
export type GeoServices = { primary?: string; fallback?: string };

export type RegionDetection =
  | { kind: 'kept' }
  | { kind: 'detected'; region: StoredRegion }
  | { kind: 'failed'; region: StoredRegion };

/**
 * A fresh stored region (or the viewer's own pick) is kept; otherwise the
 * position from the first geolocation service, then the fallback, picks the nearest region.
 */
export async function detectRegion(
  stored: RegionSnapshot,
  nowS: number,
  services: GeoServices,
  fetchImpl?: Fetch,
): Promise<RegionDetection> {
  if (stored.userPicked || isRegionFresh(stored.region, stored.lastChecked, nowS)) {
    return { kind: 'kept' };
  }
  const position =
    (await locate(services.primary, parseLatLonAnswer, fetchImpl)) ??
    (await locate(services.fallback, parseLocAnswer, fetchImpl));
  if (!position) return { kind: 'failed', region: stored.region };
  return { kind: 'detected', region: nearestRegion(position) };
}
