import { defineVersionedStore, legacySource } from '../versioned-store.ts';
import { isRecord } from './guards.ts';

export interface VolumeStoreData {
  volume: number;
}

function volumeFrom(data: unknown): VolumeStoreData {
  const volume = isRecord(data) ? data.volume : undefined;
  if (typeof volume !== 'number' || Number.isNaN(volume)) throw new Error('volume is not a number');
  return { volume: Math.min(1, Math.max(0, volume)) };
}

/** The old front end's volume ('mw-volume', versions 0 and 1). */
export const legacyVolumeStore = defineVersionedStore<VolumeStoreData>({
  key: 'mw-volume',
  versions: [
    { version: 0, migrate: volumeFrom },
    { version: 1, create: () => ({ volume: 1 }) },
  ],
});

export const volumeStore = defineVersionedStore<VolumeStoreData>({
  key: '__MW::volume',
  versions: [{ version: 0, create: () => ({ volume: 1 }) }],
  isValid: (state) => isRecord(state) && typeof state.volume === 'number',
  legacy: legacySource(legacyVolumeStore, (legacy) => legacy),
});
