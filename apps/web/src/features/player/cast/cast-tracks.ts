import { sameCaptionLanguage } from '../captions/caption-language.ts';
import { captionLanguageName } from '../captions/caption-names.ts';
import type { AudioTrack } from '../display.ts';
import type { CaptionItem } from '../store/captions-slice.ts';
import type { CastTrack } from './cast-api.ts';

/** A caption file the receiver is told about, fetched and drawn by the receiver itself. */
export type CastTextTrack = {
  trackId: number;
  /** The caption of the player's list it stands for. */
  captionId: string;
  url: string;
  language: string;
  name: string;
};

/** The receiver's track kinds, as the sender library names them. */
const TEXT = 'TEXT';
const AUDIO = 'AUDIO';

/**
 * Pure: the captions a receiver can fetch and show on its own, as numbered text tracks. It fetches
 * from another device, so an address on our server becomes a full one; it reads WebVTT (not SRT),
 * and an uploaded file or a downloaded online subtitle has no address it could reach. HLS
 * renditions are left to the receiver, which finds them in the playlist.
 */
export function castTextTracks(captions: readonly CaptionItem[], pageUrl: string): CastTextTrack[] {
  const tracks: CastTextTrack[] = [];
  for (const item of captions) {
    if (item.origin !== 'stream' || !item.url || !isWebVtt(item)) continue;
    tracks.push({
      trackId: tracks.length + 1,
      captionId: item.id,
      url: new URL(item.url, pageUrl).href,
      language: item.language,
      // The language in its own words, as a playlist names its renditions.
      name: item.label ?? captionLanguageName(item.language, item.language),
    });
  }
  return tracks;
}

function isWebVtt(item: CaptionItem): boolean {
  if (item.format) return item.format === 'vtt';
  return /\.vtt(?:$|[?#])/i.test(item.url ?? '');
}

/**
 * Pure: the receiver's text track that shows the viewer's caption, or null for none. The caption
 * itself when it was sent; otherwise, for a caption of the stream (an SRT file, an HLS rendition),
 * a track in the same language: one the receiver found in the playlist, else a file that was sent.
 */
export function castTextTrackFor(
  caption: CaptionItem | null,
  sent: readonly CastTextTrack[],
  receiverTracks: readonly CastTrack[],
): number | null {
  if (!caption) return null;
  const exact = sent.find((track) => track.captionId === caption.id);
  if (exact) return exact.trackId;
  if (caption.origin !== 'stream' && caption.origin !== 'hls') return null;
  const sentIds = new Set(sent.map((track) => track.trackId));
  const found = receiverTracks.find(
    (track) =>
      track.type === TEXT &&
      !sentIds.has(track.trackId) &&
      sameCaptionLanguage(track.language ?? '', caption.language),
  );
  if (found) return found.trackId;
  return (
    sent.find((track) => sameCaptionLanguage(track.language, caption.language))?.trackId ?? null
  );
}

/** Pure: the audio tracks the receiver offers, as the player's audio menu lists them. */
export function castAudioTracks(receiverTracks: readonly CastTrack[]): AudioTrack[] {
  return receiverTracks
    .filter((track) => track.type === AUDIO)
    .map((track) => ({
      id: String(track.trackId),
      language: track.language ?? '',
      label: track.name ?? '',
    }));
}

/** Pure: which of the receiver's audio tracks plays now, from the media's active track ids. */
export function activeCastAudioTrack(
  receiverTracks: readonly CastTrack[],
  activeTrackIds: readonly number[] | null | undefined,
): number | null {
  const audioIds = new Set(
    receiverTracks.filter((track) => track.type === AUDIO).map((track) => track.trackId),
  );
  return activeTrackIds?.find((id) => audioIds.has(id)) ?? null;
}
