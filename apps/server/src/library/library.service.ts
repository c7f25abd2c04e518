import type {
  LibraryAvailability,
  LibraryScanStatus,
  LibraryScanTrigger,
  Stream,
} from '@screenroom/core';
import { availabilityOf } from './library-availability.ts';
import { scanMediaRoots } from './library-scanner.ts';
import { buildStreams, orderByRoot, type FileLink } from './library-streams.ts';
import type { LibraryRepository, TitleKey } from './library.repository.ts';
import type { MediaRoot } from './media-path.ts';

export class LibraryService {
  /** Kept from the last scan, so asking which titles play costs no query. */
  private available: LibraryAvailability = { movies: [], shows: [] };
  private current: Promise<number> | undefined;
  /** The scan that will run after the current one, shared by everyone who asks meanwhile. */
  private next: Promise<number> | undefined;
  private last: LibraryScanStatus['last'] = null;

  constructor(
    private readonly repository: LibraryRepository,
    /** In priority order: the first root's files win a quality over later ones. */
    readonly roots: readonly MediaRoot[],
    /** How the folders are followed, for the admin page. */
    readonly following: { watching: boolean; intervalSeconds: number } = {
      watching: false,
      intervalSeconds: 0,
    },
  ) {}

  /**
   * Reads the media folders again and replaces the whole index; returns how many files it holds.
   * Never two scans at once: asked while one runs, it waits for it and then scans once more, so
   * a change made during the running scan is seen.
   */
  rescan(trigger: LibraryScanTrigger = 'start'): Promise<number> {
    if (!this.current) {
      this.current = this.scanOnce(trigger).finally(() => (this.current = undefined));
      return this.current;
    }
    this.next ??= this.current
      .catch(() => 0)
      .then(() => {
        this.next = undefined;
        return this.rescan(trigger);
      });
    return this.next;
  }

  private async scanOnce(trigger: LibraryScanTrigger): Promise<number> {
    const started = Date.now();
    const record = (counts: { files: number; movies: number; shows: number }, error?: string) => {
      this.last = {
        trigger,
        startedAt: new Date(started).toISOString(),
        durationMs: Math.max(0, Date.now() - started),
        ...counts,
        ...(error === undefined ? {} : { error }),
      };
    };
    try {
      const files = await scanMediaRoots(this.roots);
      await this.repository.replaceIndex(files);
      this.available = availabilityOf(files);
      record({
        files: files.length,
        movies: this.available.movies.length,
        shows: this.available.shows.length,
      });
      return files.length;
    } catch (error) {
      // The index and the list stay as the last good scan left them.
      record(
        { files: 0, movies: this.available.movies.length, shows: this.available.shows.length },
        error instanceof Error ? error.message : String(error),
      );
      throw error;
    }
  }

  /** Whether a scan runs now and what the last one found, for the admin page. */
  scanStatus(): LibraryScanStatus {
    return { scanning: this.current !== undefined, last: this.last, ...this.following };
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
