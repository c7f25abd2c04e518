import type { Stream } from '@screenroom/core';
import { HttpError } from '../http/errors.ts';
import { scanMediaRoots } from './library-scanner.ts';
import { buildStreams, orderByRoot } from './library-streams.ts';
import type { LibraryRepository, TitleKey } from './library.repository.ts';
import type { MediaRoot } from './media-path.ts';

export const noLibraryFileMessage = 'No library file for this title';

export class LibraryService {
  constructor(
    private readonly repository: LibraryRepository,
    /** In priority order: the first root's files win a quality over later ones. */
    readonly roots: readonly MediaRoot[],
  ) {}

  /** Reads the media folders again and replaces the whole index; returns how many files it holds. */
  async rescan(): Promise<number> {
    const files = await scanMediaRoots(this.roots);
    await this.repository.replaceIndex(files);
    return files.length;
  }

  async streamsFor(title: TitleKey): Promise<Stream[]> {
    const files = await this.repository.filesFor(title);
    const streams = buildStreams(
      orderByRoot(
        files,
        this.roots.map((r) => r.name),
      ),
    );
    if (streams.length === 0) throw new HttpError(404, noLibraryFileMessage);
    return streams;
  }
}
