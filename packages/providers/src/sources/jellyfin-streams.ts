import type { Caption, Qualities, QualityKey, Stream } from '@screenroom/core';
import { iso6391FromCode, UNDETERMINED_LANGUAGE } from './caption-language.ts';
import type { JellyfinConfig, JellyfinMediaSource, JellyfinMediaStream } from './jellyfin-api.ts';

/** Jellyfin sends CORS headers, so the player fetches its playlists and files directly. */
const jellyfinFlags = ['cors-allowed'];

/** Containers a browser plays from a plain `<video src>`; Jellyfin names MP4 `mov,mp4,…`. */
const playableContainers = new Set(['mp4', 'm4v', 'mov']);

/**
 * Media URLs carry the key as `ApiKey`: `<video>` and hls.js cannot send a header, and unlike the
 * legacy `api_key` this query parameter is read by every current server, even with legacy
 * authorization off. Jellyfin copies the master playlist's query onto its variant and segment
 * URLs, so the whole HLS tree is authorized by this one parameter.
 */
function mediaUrl(config: Required<JellyfinConfig>, path: string, query: Record<string, string>) {
  const search = new URLSearchParams({ ...query, ApiKey: config.apiKey });
  return `${config.url}${path}?${search.toString()}`;
}

/** Jellyfin names languages in ISO 639-2 (`eng`, `fre`); the player matches 639-1 where one exists. */
export function captionLanguage(code: string | null | undefined): string {
  const trimmed = code?.trim().toLowerCase();
  if (!trimmed) return UNDETERMINED_LANGUAGE;
  return iso6391FromCode(trimmed) ?? trimmed;
}

/**
 * A file's quality from its frame. Wide films are letterboxed into fewer lines (1920×800 is a
 * 1080 film), so the width decides as well as the height.
 */
export function qualityFromFrame(width: number, height: number): QualityKey {
  if (height >= 1800 || width >= 3200) return '4k';
  if (height >= 1000 || width >= 1800) return '1080';
  if (height >= 700 || width >= 1200) return '720';
  if (height >= 460) return '480';
  if (height >= 340) return '360';
  return 'unknown';
}

function videoQuality(source: JellyfinMediaSource): QualityKey {
  const video = (source.MediaStreams ?? []).find((s) => s.Type === 'Video');
  return qualityFromFrame(video?.Width ?? 0, video?.Height ?? 0);
}

function isPlayableFile(source: JellyfinMediaSource): boolean {
  const names = (source.Container ?? '').toLowerCase().split(',');
  return names.some((name) => playableContainers.has(name.trim()));
}

function isTextSubtitle(stream: JellyfinMediaStream): stream is JellyfinMediaStream & {
  Index: number;
} {
  return (
    stream.Type === 'Subtitle' &&
    stream.IsTextSubtitleStream === true &&
    Number.isInteger(stream.Index)
  );
}

function captionsOf(
  config: Required<JellyfinConfig>,
  itemId: string,
  source: JellyfinMediaSource & { Id: string },
): Caption[] {
  return (source.MediaStreams ?? []).filter(isTextSubtitle).map((stream) => {
    const path = `/Videos/${encodeURIComponent(itemId)}/${encodeURIComponent(source.Id)}/Subtitles/${stream.Index}/0/Stream.vtt`;
    return {
      id: `jellyfin-${source.Id}-${stream.Index}`,
      language: captionLanguage(stream.Language),
      url: mediaUrl(config, path, {}),
      type: 'vtt',
      hasCorsRestrictions: false,
    };
  });
}

/**
 * After a seek Jellyfin restarts a transcode by stopping the device's jobs of the same play
 * session, and without a session every job of the key's device; so each stream has its own.
 * `getRandomValues`, unlike `randomUUID`, also works on a page served over plain http.
 */
function newPlaySessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The item's default version as HLS (Jellyfin remuxes or transcodes to H.264 and AAC as needed),
 * then its MP4 versions as one file stream by quality; the text subtitles of the default version
 * go with both.
 */
export function jellyfinStreams(
  config: Required<JellyfinConfig>,
  itemId: string,
  mediaSources: readonly JellyfinMediaSource[],
  playSessionId: string = newPlaySessionId(),
): Stream[] {
  const sources = mediaSources.filter(
    (s): s is JellyfinMediaSource & { Id: string } => typeof s.Id === 'string' && s.Id !== '',
  );
  const main = sources[0];
  if (!main) return [];
  const item = encodeURIComponent(itemId);
  const captions = captionsOf(config, itemId, main);
  const streams: Stream[] = [
    {
      id: 'jellyfin-hls',
      type: 'hls',
      playlist: mediaUrl(config, `/Videos/${item}/master.m3u8`, {
        MediaSourceId: main.Id,
        VideoCodec: 'h264',
        AudioCodec: 'aac',
        SegmentContainer: 'ts',
        PlaySessionId: playSessionId,
      }),
      captions,
      flags: [...jellyfinFlags],
    },
  ];
  const qualities: Qualities = {};
  for (const source of sources.filter(isPlayableFile)) {
    qualities[videoQuality(source)] ??= {
      type: 'mp4',
      url: mediaUrl(config, `/Videos/${item}/stream`, { static: 'true', MediaSourceId: source.Id }),
    };
  }
  if (Object.keys(qualities).length > 0) {
    streams.push({
      id: 'jellyfin-file',
      type: 'file',
      qualities,
      captions,
      flags: [...jellyfinFlags],
    });
  }
  return streams;
}
