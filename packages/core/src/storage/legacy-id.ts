import type { MediaType } from '../media-id.ts';

/**
 * Turns an id of the old streaming-availability service ("JW" ids) into a movie database id.
 * It needs a network service, so it is passed in; null means the title could not be matched.
 */
export type LegacyIdLookup = (type: MediaType, legacyId: string) => Promise<string | null>;
