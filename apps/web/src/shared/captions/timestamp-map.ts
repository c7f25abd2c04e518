import { parseVttTime } from './vtt-time.ts';

/** How an HLS WebVTT segment's local cue times relate to the stream's 90 kHz MPEG-TS clock. */
export interface TimestampMap {
  mpegTs: number;
  /** Seconds. */
  local: number;
}

const MPEG_TS_HZ = 90_000;

/** Pure: the X-TIMESTAMP-MAP of a WebVTT segment's header, or null when it has none. */
export function readTimestampMap(vtt: string): TimestampMap | null {
  const header = vtt.replace(/^\uFEFF/, '').split(/\r?\n\r?\n/, 1)[0] ?? '';
  const line = /^X-TIMESTAMP-MAP=(.*)$/m.exec(header)?.[1];
  if (!line) return null;
  const mpegTs = /MPEGTS:(\d+)/.exec(line)?.[1];
  const local = /LOCAL:([\d:.]+)/.exec(line)?.[1];
  const localSeconds = local === undefined ? null : parseVttTime(local);
  if (mpegTs === undefined || localSeconds === null) return null;
  return { mpegTs: Number(mpegTs), local: localSeconds };
}

/**
 * Pure: seconds to add to a segment's cue times to put them on the player's timeline. The
 * player's time 0 is the stream's first presentation time, `base` on the MPEG-TS clock; a
 * segment without a map is already on the player's timeline.
 */
export function timestampMapOffset(map: TimestampMap | null, base: number): number {
  if (!map) return 0;
  return (map.mpegTs - base) / MPEG_TS_HZ - map.local;
}

/**
 * Pure: the MPEG-TS time of the player's time 0 when the video's own is not known: that of the
 * first segment that has a map, taken to start the programme together with the video.
 */
export function timestampBase(maps: readonly (TimestampMap | null)[]): number {
  const first = maps.find((map) => map !== null);
  return first ? first.mpegTs - first.local * MPEG_TS_HZ : 0;
}
