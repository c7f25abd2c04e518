import path from 'node:path';
import type { LibraryRepository } from '../library/library.repository.ts';
import { orderByRoot } from '../library/library-streams.ts';
import type { MediaRoot } from '../library/media-path.ts';
import { formatSkipTime, type IntroMarkers } from './intro-markers.ts';
import type { IntroSkipRemote } from './intro-skip-remote.ts';
import type { IntroSkipRepository } from './intro-skip.repository.ts';

/** An episode as the route names it: by IMDb id (with the player's tmdb id as a hint) or tmdb id. */
export interface EpisodeRef {
  imdbId?: string;
  tmdbId?: number;
  season: number;
  episode: number;
}

export interface IntroSkipDeps {
  catalog: IntroSkipRepository;
  library: Pick<LibraryRepository, 'filesFor'>;
  /** In priority order, as the library serves them. */
  roots: readonly MediaRoot[];
  markers: IntroMarkers;
  /** The operator's intro-skip service, asked for episodes without a chapter marker. */
  remote: IntroSkipRemote | null;
}

/**
 * Answers the intro-skip service's question for an episode: first from the chapter markers of
 * the library's own files for it, then (when configured) from the operator's service.
 */
export class IntroSkipService {
  constructor(private readonly deps: IntroSkipDeps) {}

  /**
   * The skip time like `45s`, or null when nobody knows one. Most episodes have no marker, so that
   * is an ordinary answer, not an error the browser would log on every episode.
   */
  async introSkipTime(ref: EpisodeRef): Promise<string | null> {
    const tmdbId =
      ref.tmdbId ??
      (ref.imdbId ? await this.deps.catalog.showTmdbIdForImdb(ref.imdbId) : undefined);
    if (tmdbId !== undefined) {
      const fromLibrary = await this.libraryIntroEnd(tmdbId, ref.season, ref.episode);
      if (fromLibrary !== null) return formatSkipTime(fromLibrary);
    }
    const { remote } = this.deps;
    if (remote) {
      const imdbId =
        ref.imdbId ??
        (tmdbId !== undefined ? await this.deps.catalog.showImdbIdForTmdb(tmdbId) : undefined);
      if (imdbId) {
        const seconds = await remote.skipTime(imdbId, ref.season, ref.episode);
        if (seconds !== null) return formatSkipTime(seconds);
      }
    }
    return null;
  }

  /** The first of the episode's MP4s (operator's folder first) that marks an intro. */
  private async libraryIntroEnd(
    tmdbId: number,
    season: number,
    episode: number,
  ): Promise<number | null> {
    const files = await this.deps.library.filesFor({ mediaType: 'tv', tmdbId, season, episode });
    const { roots } = this.deps;
    const ordered = orderByRoot(
      files.filter((f) => f.kind === 'file'),
      roots.map((r) => r.name),
    );
    for (const file of ordered) {
      const root = roots.find((r) => r.name === file.root);
      if (!root) continue;
      const end = await this.deps.markers.introEnd(
        path.join(root.dir, ...file.relativePath.split('/')),
      );
      if (end !== null) return end;
    }
    return null;
  }
}
