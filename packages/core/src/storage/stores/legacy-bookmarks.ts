import type { BookmarkMediaItem } from '../../bookmarks.ts';
import type { MediaType } from '../../media-id.ts';
import { defineVersionedStore, type MigrationContext } from '../versioned-store.ts';
import { isArrayOf, isRecord, optionalString, yearFrom } from './guards.ts';
import type { BookmarkStoreData } from './bookmarks-data.ts';

/** Old media types: series and anime are both shows today. */
export function mediaTypeFromLegacy(type: unknown): MediaType {
  return type === 'movie' ? 'movie' : 'show';
}

interface LegacyMeta {
  id: string;
  title: string;
  year?: string;
  type: string;
  poster?: string;
}

function metaFromV0(item: unknown): LegacyMeta | null {
  if (!isRecord(item) || item.mediaId === undefined || typeof item.title !== 'string') return null;
  return {
    id: String(item.mediaId),
    title: item.title,
    ...(item.year !== undefined ? { year: String(item.year) } : {}),
    type: typeof item.mediaType === 'string' ? item.mediaType : 'movie',
  };
}

function metaList(data: unknown): LegacyMeta[] {
  if (!isRecord(data) || !isArrayOf(data.bookmarks, isRecord)) {
    throw new Error('bookmarks is not a list');
  }
  return (data.bookmarks as Record<string, unknown>[])
    .filter(
      (item): item is Record<string, unknown> & LegacyMeta =>
        item.id !== undefined && typeof item.title === 'string',
    )
    .map((item) => ({ ...item, id: String(item.id) }));
}

/** Keeps the id when no lookup is configured; drops titles the lookup could not match. */
export async function convertLegacyId(
  id: string,
  type: unknown,
  context: MigrationContext,
): Promise<string | null> {
  if (!context.lookupLegacyId) return id;
  return context.lookupLegacyId(mediaTypeFromLegacy(type), id);
}

function toBookmark(meta: LegacyMeta, now: number): BookmarkMediaItem {
  const year = yearFrom(meta.year);
  const poster = optionalString(meta.poster);
  return {
    type: mediaTypeFromLegacy(meta.type),
    title: meta.title,
    ...(year !== undefined ? { year } : {}),
    ...(poster ? { poster } : {}),
    updatedAt: now,
  };
}

/** The old front end's bookmarks ('mw-bookmarks', versions 0 to 3). */
export const legacyBookmarksStore = defineVersionedStore<BookmarkStoreData>({
  key: 'mw-bookmarks',
  versions: [
    {
      // Version 0 kept the provider's own item; its id and title are all that carry over.
      version: 0,
      migrate: (data) => {
        if (!isRecord(data) || !Array.isArray(data.bookmarks))
          throw new Error('bookmarks is not a list');
        return { bookmarks: data.bookmarks.map(metaFromV0).filter((m) => m !== null) };
      },
    },
    {
      // Version 1 used streaming-availability ids; version 2 uses movie database ids.
      version: 1,
      migrate: async (data, context) => {
        const converted = await Promise.all(
          metaList(data).map(async (meta) => {
            const id = await convertLegacyId(meta.id, meta.type, context);
            return id === null ? null : { ...meta, id };
          }),
        );
        return { bookmarks: converted.filter((meta) => meta !== null) };
      },
    },
    {
      version: 2,
      migrate: (data, context) => ({
        bookmarks: Object.fromEntries(
          metaList(data).map((meta) => [meta.id, toBookmark(meta, context.now)]),
        ),
        updateQueue: [],
      }),
    },
    { version: 3, create: () => ({ bookmarks: {}, updateQueue: [] }) },
  ],
});
