import type { QualityKey } from '@screenroom/core';

/** What a file in a media folder is, read from its path the way Jellyfin and Plex name things. */
export interface LibraryEntry {
  kind: 'hls' | 'file' | 'caption';
  mediaType: 'movie' | 'tv';
  tmdbId: number;
  season: number;
  episode: number;
  /** Quality key for an MP4, language for a caption, empty for HLS. */
  detail: string;
}

const tmdbTag = /[[{]tmdb(?:id)?-(\d+)[\]}]/i;
const episodeTag = /(?:^|[^a-z0-9])s(\d{1,2})e(\d{1,3})(?![0-9])/i;
const languageTag = /^[a-z]{2,3}(?:-[a-z0-9]{2,4})?$/i;
/** Sidecar flags that may follow the language: `Movie.en.forced.srt`. */
const captionFlags = new Set(['forced', 'sdh', 'cc', 'default', 'hi']);

export const videoExtensions = new Set(['.mp4', '.m4v']);
export const captionExtensions = new Set(['.srt', '.vtt']);
export const hlsMasterName = 'master.m3u8';

/** The nearest tmdb id tag on the path, looking from the file name up through its folders. */
export function tmdbIdOf(segments: readonly string[]): number | undefined {
  for (let i = segments.length - 1; i >= 0; i--) {
    const match = tmdbTag.exec(segments[i] ?? '');
    if (match?.[1]) return Number(match[1]);
  }
  return undefined;
}

/** Season and episode from an `S01E02` tag in the file name or, for HLS, its folder name. */
export function episodeOf(name: string): { season: number; episode: number } | undefined {
  const match = episodeTag.exec(name);
  if (!match?.[1] || !match[2]) return undefined;
  return { season: Number(match[1]), episode: Number(match[2]) };
}

/** `Movie (2010) - 1080p.mp4` → `1080`; 2160p or 4K → `4k`; anything else is `unknown`. */
export function qualityOf(name: string): QualityKey {
  const lower = name.toLowerCase();
  if (/(?:^|[^0-9a-z])(?:2160p|4k|uhd)(?:[^0-9a-z]|$)/.test(lower)) return '4k';
  const match = /(?:^|[^0-9])(1080|720|480|360)[pi](?:[^0-9a-z]|$)/.exec(lower);
  if (match?.[1]) return match[1] as QualityKey;
  return 'unknown';
}

/** `Movie (2010).en.srt` → `en`; `Show S01E02.pt-BR.forced.vtt` → `pt-BR`; no tag → `unknown`. */
export function captionLanguageOf(name: string): string {
  const parts = name.split('.').slice(1, -1);
  while (parts.length > 0 && captionFlags.has((parts[parts.length - 1] ?? '').toLowerCase())) {
    parts.pop();
  }
  const last = parts[parts.length - 1];
  return last !== undefined && languageTag.test(last) ? last : 'unknown';
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * Classifies one path relative to a media root (segments split on `/`). A master playlist stands
 * for its whole folder; the name that carries the episode tag is then the folder's.
 */
export function classifyPath(segments: readonly string[]): LibraryEntry | undefined {
  const name = segments[segments.length - 1];
  if (name === undefined) return undefined;
  const extension = extensionOf(name);
  let kind: LibraryEntry['kind'];
  if (name.toLowerCase() === hlsMasterName) kind = 'hls';
  else if (videoExtensions.has(extension)) kind = 'file';
  else if (captionExtensions.has(extension)) kind = 'caption';
  else return undefined;

  const tmdbId = tmdbIdOf(segments);
  if (tmdbId === undefined) return undefined;
  const ownName = kind === 'hls' ? (segments[segments.length - 2] ?? '') : name;
  const episode = episodeOf(ownName);
  const detail =
    kind === 'file' ? qualityOf(name) : kind === 'caption' ? captionLanguageOf(name) : '';
  return {
    kind,
    mediaType: episode ? 'tv' : 'movie',
    tmdbId,
    season: episode?.season ?? 0,
    episode: episode?.episode ?? 0,
    detail,
  };
}
