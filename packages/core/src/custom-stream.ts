import { isHttpUrl } from './proxy-entry.ts';
import type { Stream } from './stream.ts';

/** The types the developer test player offers . */
export const CUSTOM_STREAM_TYPES = ['hls', 'mp4'] as const;

export type CustomStreamType = (typeof CUSTOM_STREAM_TYPES)[number];

export type CustomStreamErrorReason = 'invalidType' | 'emptyUrl' | 'invalidUrl';

const MESSAGES: Record<CustomStreamErrorReason, string> = {
  // The message the player shows, word for word, for a type that is neither hls nor mp4.
  invalidType: 'Invalid type',
  emptyUrl: 'Stream URL is empty',
  invalidUrl: 'Stream URL must start with http:// or https://',
};

/** Carries a reason as well as the message, so a page can show its own translated text. */
export class CustomStreamError extends Error {
  readonly reason: CustomStreamErrorReason;

  constructor(reason: CustomStreamErrorReason) {
    super(MESSAGES[reason]);
    this.name = 'CustomStreamError';
    this.reason = reason;
  }
}

export function isCustomStreamType(type: unknown): type is CustomStreamType {
  return typeof type === 'string' && (CUSTOM_STREAM_TYPES as readonly string[]).includes(type);
}

/** The id every custom stream carries; the player has one custom stream at a time. */
export const CUSTOM_STREAM_ID = 'custom';

/**
 * Turns what the developer typed into a stream the player can load. The type is checked first,
 * since that is the player's rule for plain files; an mp4 becomes a file stream of unknown quality
 * because nothing about a bare URL says which quality it is.
 */
export function customStream(url: string, type: string): Stream {
  if (!isCustomStreamType(type)) throw new CustomStreamError('invalidType');
  const address = url.trim();
  if (address === '') throw new CustomStreamError('emptyUrl');
  if (!isHttpUrl(address)) throw new CustomStreamError('invalidUrl');
  const common = { id: CUSTOM_STREAM_ID, captions: [], flags: [] };
  if (type === 'hls') return { ...common, type: 'hls', playlist: address };
  return { ...common, type: 'file', qualities: { unknown: { type: 'mp4', url: address } } };
}
