import { describe, expect, it } from 'vitest';
import {
  greatCircleKm,
  isRegionFresh,
  nearestRegion,
  parseLatLonAnswer,
  parseLocAnswer,
  REGION_STALE_AFTER_S,
} from '../src/region.ts';

describe('nearestRegion', () => {
  it.each([
    [{ latitude: 40.71, longitude: -74.0 }, 'us-east'], // New York
    [{ latitude: 47.6, longitude: -122.33 }, 'us-west'], // Seattle
    [{ latitude: -34.6, longitude: -58.38 }, 'south'], // Buenos Aires
    [{ latitude: 35.68, longitude: 139.69 }, 'asia'], // Tokyo
    [{ latitude: 52.52, longitude: 13.4 }, 'europe'], // Berlin
    [{ latitude: 30.04, longitude: 31.24 }, 'europe'], // Cairo
  ] as const)('picks the closest centre for %o', (position, region) => {
    expect(nearestRegion(position)).toBe(region);
  });
});

describe('greatCircleKm', () => {
  it('measures London to Paris at about 344 km and is symmetric', () => {
    const london = { latitude: 51.5074, longitude: -0.1278 };
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    expect(greatCircleKm(london, paris)).toBeCloseTo(344, -1);
    expect(greatCircleKm(paris, london)).toBeCloseTo(greatCircleKm(london, paris), 6);
    expect(greatCircleKm(london, london)).toBe(0);
  });
});

describe('isRegionFresh', () => {
  const now = 1_700_000_000;
  it('keeps a region younger than 30 days', () => {
    expect(isRegionFresh('europe', now - REGION_STALE_AFTER_S + 1, now)).toBe(true);
  });
  it('redetects at 30 days, without a date, or for unknown', () => {
    expect(isRegionFresh('europe', now - REGION_STALE_AFTER_S, now)).toBe(false);
    expect(isRegionFresh('europe', null, now)).toBe(false);
    expect(isRegionFresh('unknown', now, now)).toBe(false);
    expect(isRegionFresh(null, now, now)).toBe(false);
  });
});

describe('geolocation answers', () => {
  it('reads latitude and longitude', () => {
    expect(parseLatLonAnswer({ latitude: 10.5, longitude: -3 })).toEqual({
      latitude: 10.5,
      longitude: -3,
    });
    expect(parseLatLonAnswer({ latitude: 'x', longitude: 1 })).toBeNull();
    expect(parseLatLonAnswer({ latitude: 100, longitude: 1 })).toBeNull();
    expect(parseLatLonAnswer(null)).toBeNull();
  });
  it('reads loc as "lat,lon"', () => {
    expect(parseLocAnswer({ loc: '51.5,-0.12' })).toEqual({ latitude: 51.5, longitude: -0.12 });
    expect(parseLocAnswer({ loc: '51.5' })).toBeNull();
    expect(parseLocAnswer({ loc: ',' })).toBeNull();
    expect(parseLocAnswer({})).toBeNull();
  });
});
