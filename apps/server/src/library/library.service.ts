import type { LibraryAvailability, Stream } from '@screenroom/core';
import { availabilityOf } from './library-availability.ts';
import { scanMediaRoots } from './library-scanner.ts';
import { buildStreams, orderByRoot, type FileLink } from './library-streams.ts';
import type { LibraryRepository, TitleKey } from './library.repository.ts';
import type { MediaRoot } from './media-path.ts';

export class LibraryService {
  /** Kept from the last scan, so asking which titles play costs no query. */
  private available: LibraryAvailability = { movies: [], shows: [] };

  constructor(
    private readonly repository: LibraryRepository,
    /** In priority order: the first root's files win a quality over later ones. */
    readonly roots: readonly MediaRoot[],
  ) {}

  /** Reads the media folders again and replaces the whole index; returns how many files it holds. */
  async rescan(): Promise<number> {
    const files = await scanMediaRoots(this.roots);
    await this.repository.replaceIndex(files);
    this.available = availabilityOf(files);
    return files.length;
  }

  /** The titles with at least one playable file, as of the last scan. */
  availability(): LibraryAvailability {
    return this.available;
  }

  /** Empty when the title has no file: an ordinary answer, not an error. */
  async streamsFor(title: TitleKey, link?: FileLink): Promise<Stream[]> {
    const files = await this.repository.filesFor(title);
    return buildStreams(
      orderByRoot(
        files,
        this.roots.map((r) => r.name),
      ),
      link,
    );
  }
}
