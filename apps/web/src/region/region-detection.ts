import {
  isRegionFresh,
  nearestRegion,
  parseLatLonAnswer,
  parseLocAnswer,
  type Coordinates,
  type StoredRegion,
} from '@screenroom/core';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

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

async function locate(
  url: string | undefined,
  parse: (body: unknown) => Coordinates | null,
  fetchImpl: Fetch,
): Promise<Coordinates | null> {
  if (!url) return null;
  try {
    const response = await fetchImpl(url, { headers: { accept: 'application/json' } });
    return response.ok ? parse(await response.json()) : null;
  } catch {
    return null;
  }
}

/**
 * A fresh stored region (or the viewer's own pick) is kept; otherwise the
 * position from the first geolocation service, then the fallback, picks the nearest region.
 */
export async function detectRegion(
  stored: RegionSnapshot,
  nowS: number,
  services: GeoServices,
  fetchImpl: Fetch = fetch,
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
