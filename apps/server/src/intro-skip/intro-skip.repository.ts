import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The embedded catalog's external ids of shows, read from the stored title records. */
export interface IntroSkipRepository {
  showTmdbIdForImdb(imdbId: string): Promise<number | undefined>;
  showImdbIdForTmdb(tmdbId: number): Promise<string | undefined>;
}

interface StoredShow {
  imdbId?: string | null;
}

function imdbIdOf(document: string): string | undefined {
  try {
    return (JSON.parse(document) as StoredShow).imdbId ?? undefined;
  } catch {
    return undefined;
  }
}

export function createIntroSkipRepository(db: Kysely<Database>): IntroSkipRepository {
  return {
    async showTmdbIdForImdb(imdbId) {
      // The record is stored as JSON with no column of its own for the IMDb id: the text match
      // narrows the rows (the id is `tt` and digits, so it holds no LIKE wildcard) and the
      // parsed record decides.
      const rows = await db
        .selectFrom('catalog_titles')
        .select(['tmdb_id', 'document'])
        .where('media_type', '=', 'tv')
        .where('document', 'like', `%"imdbId":"${imdbId}"%`)
        .execute();
      const row = rows.find((r) => imdbIdOf(r.document) === imdbId);
      return row ? Number(row.tmdb_id) : undefined;
    },

    async showImdbIdForTmdb(tmdbId) {
      const row = await db
        .selectFrom('catalog_titles')
        .select('document')
        .where('media_type', '=', 'tv')
        .where('tmdb_id', '=', tmdbId)
        .executeTakeFirst();
      return row ? imdbIdOf(row.document) : undefined;
    },
  };
}
