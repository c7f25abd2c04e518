/** The viewer's region: the nearest of the regions' centres by great-circle distance. */

export const REGIONS = ['us-east', 'us-west', 'south', 'asia', 'europe'] as const;
export type Region = (typeof REGIONS)[number];
export type StoredRegion = Region | 'unknown';

/** A detected region is trusted for 30 days. */
export const REGION_STALE_AFTER_S = 2_592_000;

export type Coordinates = { latitude: number; longitude: number };

/** Ohio, California, São Paulo, Sydney and London, the regions the player knows. */
export const REGION_CENTRES: Record<Region, Coordinates> = {
  'us-east': { latitude: 40.4173, longitude: -82.9071 },
  'us-west': { latitude: 36.7783, longitude: -119.4179 },
  south: { latitude: -23.5505, longitude: -46.6333 },
  asia: { latitude: -33.8688, longitude: 151.2093 },
  europe: { latitude: 51.5074, longitude: -0.1278 },
};

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in kilometres. */
export function greatCircleKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function nearestRegion(position: Coordinates): Region {
  let best: Region = REGIONS[0];
  let bestDistance = Infinity;
  for (const region of REGIONS) {
    const distance = greatCircleKm(position, REGION_CENTRES[region]);
    if (distance < bestDistance) {
      best = region;
      bestDistance = distance;
    }
  }
  return best;
}

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

/** A stored region is kept while younger than 30 days; 'unknown' never counts as detected. */
export function isRegionFresh(
  region: StoredRegion | null,
  lastCheckedS: number | null,
  nowS: number,
): boolean {
  if (region === null || region === 'unknown' || lastCheckedS === null) return false;
  return nowS - lastCheckedS < REGION_STALE_AFTER_S;
}

function validCoordinates(latitude: number, longitude: number): Coordinates | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** The first geolocation service answers `{ latitude, longitude }`. */
export function parseLatLonAnswer(body: unknown): Coordinates | null {
  if (typeof body !== 'object' || body === null) return null;
  const { latitude, longitude } = body as Record<string, unknown>;
  return validCoordinates(Number(latitude), Number(longitude));
}

/** The fallback geolocation service answers `{ loc: 'lat,lon' }`. */
export function parseLocAnswer(body: unknown): Coordinates | null {
  if (typeof body !== 'object' || body === null) return null;
  const { loc } = body as Record<string, unknown>;
  if (typeof loc !== 'string') return null;
  const parts = loc.split(',');
  if (parts.length !== 2 || parts.some((p) => p.trim() === '')) return null;
  return validCoordinates(Number(parts[0]), Number(parts[1]));
}
