import { CAPTION_CACHE_MS } from '@screenroom/core';
import { sortCues, type CaptionCue } from '../captions/caption-cue.ts';
import { decodeSubtitleBytes } from '../captions/decode-subtitle-bytes.ts';
import { subtitleSegmentUrls } from '../captions/hls-subtitle-playlist.ts';
import { INVALID_SUBTITLE_MESSAGE, readSubtitleCues } from '../captions/parse-subtitles.ts';
import { readTimestampMap, timestampBase, timestampMapOffset } from '../captions/timestamp-map.ts';

/**
 * Caption files and HLS subtitle renditions, fetched directly. What was fetched is kept for
 * 24 hours, so turning captions off and on again, or replaying, costs no request.
 */

/** The internal message of a caption that could not be fetched; `status` is the HTTP status. */
export const CAPTION_FETCH_FAILED = 'failed to get caption data';

export class CaptionFetchError extends Error {
  readonly url: string;
  readonly status: number | null;
  constructor(url: string, status: number | null, cause?: unknown) {
    super(CAPTION_FETCH_FAILED, { cause });
    this.name = 'CaptionFetchError';
    this.url = url;
    this.status = status;
  }
}

export type CaptionFetch = (url: string, init?: RequestInit) => Promise<Response>;

export interface CaptionClientOptions {
  /** Tests hand in their own; the page's fetch otherwise. */
  fetch?: CaptionFetch;
  now?: () => number;
}

export interface HlsSubtitleOptions {
  /**
   * The MPEG-TS time (90 kHz) of the player's time 0, when the video's is known; otherwise the
   * first segment's X-TIMESTAMP-MAP is taken to start with the video.
   */
  timestampBase?: number;
}

export interface CaptionClient {
  /** A caption file's bytes. Throws CaptionFetchError. */
  fetchCaptionBytes(url: string): Promise<Uint8Array>;
  /** The cues of an HLS subtitle rendition, its WebVTT segments merged on the player's timeline. */
  fetchHlsSubtitleCues(playlistUrl: string, options?: HlsSubtitleOptions): Promise<CaptionCue[]>;
  /** Forgets everything fetched. */
  clear(): void;
}

interface CacheEntry<T> {
  at: number;
  value: Promise<T>;
}

// Enough for every caption of a few titles; the oldest go first beyond it.
const CACHE_MAX_ENTRIES = 64;

// HLS renditions hold hundreds of small segments; a few at a time keeps the video's own
// requests moving.
const SEGMENT_CONCURRENCY = 6;

function absoluteUrl(url: string): string {
  return new URL(url, globalThis.location?.href).href;
}

async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// Cues that cross a segment boundary are repeated in both segments; they are shown once.
function mergeSegmentCues(segments: CaptionCue[][]): CaptionCue[] {
  const seen = new Set<string>();
  const merged: CaptionCue[] = [];
  for (const cue of segments.flat()) {
    const key = `${cue.start.toFixed(3)}|${cue.end.toFixed(3)}|${cue.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(cue);
  }
  return sortCues(merged);
}

export function createCaptionClient(options: CaptionClientOptions = {}): CaptionClient {
  const fetchImpl: CaptionFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const now = options.now ?? Date.now;
  const files = new Map<string, CacheEntry<Uint8Array>>();
  const renditions = new Map<string, CacheEntry<CaptionCue[]>>();

  function prune<T>(cache: Map<string, CacheEntry<T>>): void {
    for (const [key, entry] of cache) {
      if (now() - entry.at >= CAPTION_CACHE_MS) cache.delete(key);
    }
    // A Map iterates in insertion order, so the first keys are the oldest.
    for (const key of cache.keys()) {
      if (cache.size < CACHE_MAX_ENTRIES) break;
      cache.delete(key);
    }
  }

  // One request per address at a time; a failure is not remembered, so a retry asks again.
  function cached<T>(cache: Map<string, CacheEntry<T>>, key: string, load: () => Promise<T>) {
    const entry = cache.get(key);
    if (entry && now() - entry.at < CAPTION_CACHE_MS) return entry.value;
    prune(cache);
    const value = load();
    cache.set(key, { at: now(), value });
    value.catch(() => {
      if (cache.get(key)?.value === value) cache.delete(key);
    });
    return value;
  }

  async function download(url: string): Promise<Uint8Array> {
    let response: Response;
    try {
      response = await fetchImpl(url);
    } catch (error) {
      throw new CaptionFetchError(url, null, error);
    }
    if (!response.ok) throw new CaptionFetchError(url, response.status);
    try {
      return new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      throw new CaptionFetchError(url, response.status, error);
    }
  }

  async function loadRendition(playlistUrl: string, base?: number): Promise<CaptionCue[]> {
    const playlist = decodeSubtitleBytes(await download(playlistUrl));
    const segmentUrls = subtitleSegmentUrls(playlist, playlistUrl);
    const segments = await mapConcurrently(segmentUrls, SEGMENT_CONCURRENCY, async (url) => {
      const text = decodeSubtitleBytes(await download(url));
      return { map: readTimestampMap(text), cues: await readSubtitleCues(text) };
    });
    const zero = base ?? timestampBase(segments.map((segment) => segment.map));
    const cues = mergeSegmentCues(
      segments.map(({ map, cues: segmentCues }) => {
        const offset = timestampMapOffset(map, zero);
        return segmentCues.map((cue) => ({
          ...cue,
          start: cue.start + offset,
          end: cue.end + offset,
        }));
      }),
    );
    if (cues.length === 0) throw new Error(INVALID_SUBTITLE_MESSAGE);
    return cues;
  }

  return {
    fetchCaptionBytes: (url) => {
      const absolute = absoluteUrl(url);
      return cached(files, absolute, () => download(absolute));
    },
    fetchHlsSubtitleCues: (playlistUrl, hlsOptions = {}) => {
      const absolute = absoluteUrl(playlistUrl);
      const key = `${absolute}#${hlsOptions.timestampBase ?? ''}`;
      return cached(renditions, key, () => loadRendition(absolute, hlsOptions.timestampBase));
    },
    clear: () => {
      files.clear();
      renditions.clear();
    },
  };
}

/** The page's caption client. */
export const captionClient = createCaptionClient();
