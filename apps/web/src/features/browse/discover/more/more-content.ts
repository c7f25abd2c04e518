import {
  discoverRequest,
  DiscoverContentError,
  type DiscoverContent,
  type DiscoverContentType,
} from '@screenroom/core';
import type { EnglishResources } from '../../../../shared/i18n/translation-keys.ts';

/** The content types whose more-page offers a row of sibling options (genres or services). */
export type OptionContentType = Extract<DiscoverContentType, 'genre' | 'provider'>;

export function isOptionContent(
  content: DiscoverContent,
): content is DiscoverContent & { contentType: OptionContentType; id: string } {
  return (content.contentType === 'genre' || content.contentType === 'provider') && !!content.id;
}

/**
 * Core's check message ('Genre ID is required' and the like) when this content cannot be asked for,
 * else null. Asking core keeps the page and the request from ever disagreeing on what is allowed.
 */
export function contentCheckMessage(content: DiscoverContent): string | null {
  try {
    discoverRequest(content);
    return null;
  } catch (error) {
    if (error instanceof DiscoverContentError) return error.message;
    throw error;
  }
}

type CheckMessageKey = keyof EnglishResources['discoverMore']['invalid']['messages'];

/** Core's English messages, keyed for the locale files so Arabic readers get them too. */
const MESSAGE_KEYS: Record<string, CheckMessageKey> = {
  'Genre ID is required': 'genreRequired',
  'Provider ID is required': 'providerRequired',
  'Media ID is required for recommendations': 'mediaRequired',
  'Unsupported content type': 'unsupported',
};

export function checkMessageKey(message: string): CheckMessageKey | undefined {
  return MESSAGE_KEYS[message];
}
