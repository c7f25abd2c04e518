import { pickQuality, type QualityKey, type Stream } from '@screenroom/core';
import type { QualityChoice } from '../display.ts';

/** What the receiver is asked to play: one URL it can fetch itself, and what kind it is. */
export type CastMedia = {
  url: string;
  contentType: string;
  /** The file quality sent, null for HLS (the receiver adapts on its own). */
  quality: QualityKey | null;
  /** The qualities a viewer can switch between while casting. */
  qualities: QualityKey[];
};

/**
 * Pure: the media for the receiver. It fetches the URL from another device, so a path on our own
 * server becomes a full address; a file stream sends the quality the viewer's choice picks.
 * Throws core's NoQualityError for a file stream without files.
 */
export function castMediaFor(source: Stream, choice: QualityChoice, pageUrl: string): CastMedia {
  if (source.type === 'hls') {
    return {
      url: new URL(source.playlist, pageUrl).href,
      contentType: 'application/x-mpegurl',
      quality: null,
      qualities: [],
    };
  }
  const qualities = (Object.keys(source.qualities) as QualityKey[]).filter(
    (key) => source.qualities[key],
  );
  const quality = pickQuality(qualities, choice);
  return {
    url: new URL(source.qualities[quality]!.url, pageUrl).href,
    contentType: 'video/mp4',
    quality,
    qualities,
  };
}
