import type { Generated } from 'kysely';

/** One playable or subtitle file found by a scan; a rescan replaces every row. */
export interface LibraryFileTable {
  id: Generated<number>;
  /** Which media folder: `demo` or `media`; the first segment of the file's URL. */
  root: string;
  /** The path inside the root, with `/` separators. */
  relative_path: string;
  /** `hls` (a master playlist), `file` (an MP4) or `caption` (a sidecar subtitle). */
  kind: string;
  media_type: string;
  tmdb_id: number;
  /** 0 for movies, so a lookup never compares with NULL. */
  season: number;
  episode: number;
  /** Quality key of an MP4, language of a caption; empty otherwise. */
  detail: string;
}

export interface LibraryTables {
  library_files: LibraryFileTable;
}
