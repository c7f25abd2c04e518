import type { DatabaseHandle } from '../db/database.ts';
import { holdStartupLock, startupLocks } from '../db/startup-lock.ts';
import type { ScannedFile } from './library-scanner.ts';

export interface TitleKey {
  mediaType: 'movie' | 'tv';
  tmdbId: number;
  season: number;
  episode: number;
}

/** Stays well under SQLite's bound-parameter limit (9 columns a row). */
const insertChunk = 500;

export interface LibraryRepository {
  /** Swaps the whole index for a new scan in one transaction, so readers never see half. */
  replaceIndex(files: readonly ScannedFile[]): Promise<void>;
  filesFor(title: TitleKey): Promise<ScannedFile[]>;
}

export function createLibraryRepository({ db, dialect }: DatabaseHandle): LibraryRepository {
  return {
    async replaceIndex(files) {
      await db.transaction().execute(async (trx) => {
        await holdStartupLock(trx, dialect, startupLocks.library);
        await trx.deleteFrom('library_files').execute();
        for (let i = 0; i < files.length; i += insertChunk) {
          const rows = files.slice(i, i + insertChunk).map((f) => ({
            root: f.root,
            relative_path: f.relativePath,
            kind: f.kind,
            media_type: f.mediaType,
            tmdb_id: f.tmdbId,
            season: f.season,
            episode: f.episode,
            detail: f.detail,
          }));
          await trx.insertInto('library_files').values(rows).execute();
        }
      });
    },

    async filesFor(title) {
      const rows = await db
        .selectFrom('library_files')
        .selectAll()
        .where('media_type', '=', title.mediaType)
        .where('tmdb_id', '=', title.tmdbId)
        .where('season', '=', title.season)
        .where('episode', '=', title.episode)
        .orderBy('root')
        .orderBy('relative_path')
        .execute();
      return rows.map((r) => ({
        root: r.root,
        relativePath: r.relative_path,
        kind: r.kind as ScannedFile['kind'],
        mediaType: r.media_type as ScannedFile['mediaType'],
        tmdbId: r.tmdb_id,
        season: r.season,
        episode: r.episode,
        detail: r.detail,
      }));
    },
  };
}
