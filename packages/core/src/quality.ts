import type { QualityKey } from './stream.ts';

/** 1080 deliberately outranks 4k: it plays on more devices and connections. */
export const qualityWeights: Readonly<Record<QualityKey, number>> = {
  unknown: 0,
  '360': 10,
  '480': 20,
  '720': 30,
  '4k': 35,
  '1080': 40,
};

export type QualityPreference = {
  automaticQuality: boolean;
  lastChosenQuality: QualityKey | null;
};

export class NoQualityError extends Error {
  constructor() {
    super('No quality found');
    this.name = 'NoQualityError';
  }
}

/** Best first; a new array, the input is left alone. */
export function sortQualities(keys: readonly QualityKey[]): QualityKey[] {
  return [...keys].sort((a, b) => qualityWeights[b] - qualityWeights[a]);
}

export function pickQuality(available: readonly QualityKey[], pref: QualityPreference): QualityKey {
  const sorted = sortQualities(available);
  const best = sorted[0];
  if (best === undefined) throw new NoQualityError();
  const wanted = pref.lastChosenQuality;
  if (pref.automaticQuality || wanted === null || wanted === 'unknown') return best;
  if (sorted.includes(wanted)) return wanted;
  const wantedWeight = qualityWeights[wanted];
  const lower = sorted.find((key) => qualityWeights[key] < wantedWeight);
  if (lower !== undefined) return lower;
  const higher = [...sorted].reverse().find((key) => qualityWeights[key] > wantedWeight);
  return higher ?? best;
}

const HLS_HEIGHTS: ReadonlyArray<readonly [number, QualityKey]> = [
  [360, '360'],
  [480, '480'],
  [720, '720'],
  [1080, '1080'],
  [2160, '4k'],
];

/**
 * Only the exact heights the quality keys name map to a quality. Encoders often emit
 * odd heights for non-16:9 video (e.g. 1072 or 536), which we deliberately leave
 * 'unknown' rather than guess, so the menu never claims a quality it cannot prove.
 */
export function hlsLevelHeightToQuality(height: number): QualityKey {
  return HLS_HEIGHTS.find(([h]) => h === height)?.[1] ?? 'unknown';
}

export function qualityToHlsHeight(quality: QualityKey): number | null {
  return HLS_HEIGHTS.find(([, key]) => key === quality)?.[0] ?? null;
}
