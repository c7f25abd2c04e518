import { defineVersionedStore } from '../versioned-store.ts';
import { isRecord } from './guards.ts';
import { sameShapeVersions } from './same-shape-versions.ts';

/** The detected region: store version 4, lastChecked in unix seconds. */
export interface RegionStoreData {
  region: string;
  lastChecked: number | null;
  userPicked: boolean;
}

const REGIONS = ['us-east', 'us-west', 'south', 'asia', 'europe', 'unknown'];

function createRegion(): RegionStoreData {
  return { region: 'unknown', lastChecked: null, userPicked: false };
}

/**
 * Older versions measured regions differently, so a detected region is checked again; a region
 * the viewer picked by hand is kept.
 */
function migrateRegion(data: unknown): RegionStoreData {
  if (!isRecord(data) || data.userPicked !== true || !REGIONS.includes(String(data.region))) {
    return createRegion();
  }
  return { region: String(data.region), lastChecked: null, userPicked: true };
}

export const regionStore = defineVersionedStore<RegionStoreData>({
  key: '__MW::region',
  versions: sameShapeVersions(4, migrateRegion, createRegion),
  isValid: (state) => isRecord(state) && REGIONS.includes(String(state.region)),
});
