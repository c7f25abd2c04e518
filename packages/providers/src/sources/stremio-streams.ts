import type { Caption, QualityKey, Stream } from '@screenroom/core';
import { iso6391FromCode, UNDETERMINED_LANGUAGE } from './caption-language.ts';
import { isJsonObject } from './json-request.ts';

/** Streams that need something other than a browser's player: torrents, videos sites, archives. */
const UNPLAYABLE_KEYS = [
  'infoHash',
  'ytId',
  'externalUrl',
  'nzbUrl',
  'rarUrls',
  'zipUrls',
  '7zipUrls',
  'tgzUrls',
  'tarUrls',
] as const;

const QUALITY_WORDS: ReadonlyArray<readonly [RegExp, QualityKey]> = [
  [/\b(?:2160p|4k|uhd)\b/i, '4k'],
  [/\b1080p\b/i, '1080'],
  [/\b720p\b/i, '720'],
  [/\b480p\b/i, '480'],
  [/\b360p\b/i, '360'],
];

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The quality named first in the stream's labels ("Addon 1080p", "WEB 720p"), else unknown. */
export function qualityFromLabels(labels: readonly unknown[]): QualityKey {
  const text = labels.filter((l): l is string => typeof l === 'string').join('\n');
  let found: { at: number; key: QualityKey } | null = null;
  for (const [pattern, key] of QUALITY_WORDS) {
    const at = pattern.exec(text)?.index;
    if (at !== undefined && (found === null || at < found.at)) found = { at, key };
  }
  return found?.key ?? 'unknown';
}

/** Addons name subtitle languages by ISO 639-2 (`eng`); other codes pass on in lower case. */
export function captionLanguage(lang: unknown): string {
  if (typeof lang !== 'string' || lang.trim() === '') return UNDETERMINED_LANGUAGE;
  return iso6391FromCode(lang) ?? lang.trim().toLowerCase();
}

function captions(subtitles: unknown, streamId: string): Caption[] {
  if (!Array.isArray(subtitles)) return [];
  return subtitles.flatMap((subtitle: unknown, index): Caption[] => {
    if (!isJsonObject(subtitle)) return [];
    const url = httpUrl(subtitle.url);
    if (!url) return [];
    const id = typeof subtitle.id === 'string' && subtitle.id !== '' ? subtitle.id : String(index);
    return [
      {
        id: `${streamId}-${id}`,
        language: captionLanguage(subtitle.lang),
        url,
        type: new URL(url).pathname.toLowerCase().endsWith('.vtt') ? 'vtt' : 'srt',
        // Another host, read by script: the player may need the proxy for them.
        hasCorsRestrictions: true,
      },
    ];
  });
}

function requestHeaders(hints: Record<string, unknown>): Record<string, string> | undefined {
  const proxyHeaders = hints.proxyHeaders;
  if (!isJsonObject(proxyHeaders) || !isJsonObject(proxyHeaders.request)) return undefined;
  const headers = Object.fromEntries(
    Object.entries(proxyHeaders.request).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return Object.keys(headers).length > 0 ? headers : undefined;
}

/**
 * One addon stream as ours, or null when a browser cannot play it: no http(s) `url`, marked
 * `notWebReady`, or a torrent, video-site id, external link or archive of files.
 */
export function streamFromAddon(stream: unknown, id: string): Stream | null {
  if (!isJsonObject(stream)) return null;
  if (UNPLAYABLE_KEYS.some((key) => stream[key] !== undefined && stream[key] !== null)) return null;
  const hints = isJsonObject(stream.behaviorHints) ? stream.behaviorHints : {};
  if (hints.notWebReady === true) return null;
  const url = httpUrl(stream.url);
  if (!url) return null;
  const headers = requestHeaders(hints);
  const common = {
    id,
    captions: captions(stream.subtitles, id),
    flags: [],
    ...(headers ? { headers } : {}),
  };
  if (new URL(url).pathname.toLowerCase().endsWith('.m3u8')) {
    return { ...common, type: 'hls', playlist: url };
  }
  const quality = qualityFromLabels([stream.name, stream.title, stream.description]);
  return { ...common, type: 'file', qualities: { [quality]: { type: 'mp4', url } } };
}
