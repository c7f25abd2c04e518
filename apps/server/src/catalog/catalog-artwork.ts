import type { ArtworkShape, ArtworkText } from './artwork.ts';
import { renderArtwork } from './artwork.ts';
import { parseArtworkFile, sizeWidth, type ArtworkRef } from './artwork-paths.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { providerId } from './watch-providers.ts';

/** What a picture shows: its shape and the words drawn on it. */
interface ArtworkDrawing {
  shape: ArtworkShape;
  text: ArtworkText;
}

/**
 * The embedded catalog's pictures: an image path names a title, season, episode, person or
 * service of the catalog, and the picture is drawn from what the catalog records about it.
 */
export class CatalogArtwork {
  constructor(private readonly index: CatalogIndex) {}

  /** The SVG for an image path, or null when the size or the picture is not ours. */
  svg(size: string, file: string): string | null {
    const width = sizeWidth(size);
    const ref = parseArtworkFile(file);
    if (width === undefined || !ref) return null;
    const drawing = this.describe(ref);
    return drawing ? renderArtwork(drawing.shape, drawing.text, width) : null;
  }

  private describe(ref: ArtworkRef): ArtworkDrawing | null {
    if (ref.kind === 'profile') {
      const name = this.index.people.get(ref.id)?.name;
      return name ? { shape: 'profile', text: { title: name, caption: '', seed: ref.id } } : null;
    }
    if (ref.kind === 'provider-logo') {
      const name = [...this.index.movies.values(), ...this.index.shows.values()]
        .flatMap((t) => t.watchProviders)
        .find((n) => providerId(n) === ref.id);
      return name ? { shape: 'logo', text: { title: name, caption: '', seed: ref.id } } : null;
    }
    if (ref.kind === 'season-poster' || ref.kind === 'still') {
      const show = this.index.shows.get(ref.id);
      const season = show?.seasons.find((s) => s.seasonNumber === ref.season);
      if (!show || !season) return null;
      if (ref.kind === 'season-poster') {
        return {
          shape: 'poster',
          text: { title: show.name, caption: season.name, seed: show.tmdbId },
        };
      }
      const episode = season.episodes.find((e) => e.episodeNumber === ref.episode);
      if (!episode) return null;
      const caption = `${show.name} · S${ref.season} E${ref.episode}`;
      return {
        shape: 'still',
        text: {
          title: episode.name,
          caption,
          seed: show.tmdbId * 31 + ref.season * 7 + ref.episode,
        },
      };
    }
    const title =
      ref.media === 'movie' ? this.index.movies.get(ref.id) : this.index.shows.get(ref.id);
    if (!title) return null;
    const name = 'title' in title ? title.title : title.name;
    const date = 'releaseDate' in title ? title.releaseDate : title.firstAirDate;
    return { shape: ref.kind, text: { title: name, caption: date.slice(0, 4), seed: ref.id } };
  }
}
