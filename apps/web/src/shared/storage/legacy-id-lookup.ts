import type { LegacyIdLookup } from '@screenroom/core';
import { httpLegacyLookup } from '../clients/legacy-lookup.ts';
import { resolveJwTitle, type LegacyLookup } from '../routing/legacy-media.ts';
import { appConfig } from '../config.ts';

/**
 * Turns the streaming-availability ids of old bookmarks and progress into movie
 * database ids the way old links are turned. A title the service does not know
 * is dropped, as the migration says; when the service cannot be reached the id is kept, because a
 * title saved under its old id is better than one silently lost.
 */
export function legacyIdLookup(lookup: LegacyLookup): LegacyIdLookup {
  return async (type, legacyId) => {
    try {
      return (await resolveJwTitle(type, legacyId, lookup))?.tmdbId ?? null;
    } catch (error) {
      console.warn(`Could not convert the old id ${legacyId}; it is kept`, error);
      return legacyId;
    }
  };
}

/** The configured service's lookup; undefined when none is configured and ids stay as they are. */
export function configuredLegacyIdLookup(): LegacyIdLookup | undefined {
  const url = appConfig.streamingAvailabilityUrl;
  return url ? legacyIdLookup(httpLegacyLookup(url)) : undefined;
}
