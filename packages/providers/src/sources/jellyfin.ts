import { NotFoundError } from '../errors.ts';
import type { ScrapeMedia, ScrapeShow } from '../media.ts';
import type { SourceContext, Sourcerer, SourcererOutput } from '../scraper.ts';
import {
  checkedJellyfinConfig,
  jellyfinItems,
  type JellyfinConfig,
  type JellyfinItem,
} from './jellyfin-api.ts';
import { JELLYFIN_SOURCE_ID } from './jellyfin-id.ts';
import { jellyfinStreams } from './jellyfin-streams.ts';

/** The viewer's own server, right after the operator's library. */
export const JELLYFIN_SOURCE_RANK = 900;

const notOnServer = 'Not on your Jellyfin server';

function providerId(item: JellyfinItem, name: string): string | undefined {
  const ids = item.ProviderIds ?? {};
  const key = Object.keys(ids).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : ids[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function hasNoProviderIds(item: JellyfinItem): boolean {
  return Object.values(item.ProviderIds ?? {}).every((value) => !value);
}

function comparableTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Jellyfin cannot be asked by provider id, so its title search is narrowed here: the movie
 * database id decides, then the IMDb id; an item Jellyfin could not identify at all (no provider
 * ids) may still match by title and year. An item naming other ids is another title.
 */
export function matchJellyfinItem(
  items: readonly JellyfinItem[],
  media: ScrapeMedia,
): JellyfinItem | undefined {
  const byTmdb = items.find((item) => providerId(item, 'Tmdb') === media.tmdbId);
  if (byTmdb) return byTmdb;
  const imdbId = media.imdbId;
  const byImdb = imdbId ? items.find((item) => providerId(item, 'Imdb') === imdbId) : undefined;
  if (byImdb) return byImdb;
  const title = comparableTitle(media.title);
  return items.find(
    (item) =>
      hasNoProviderIds(item) &&
      comparableTitle(item.Name ?? '') === title &&
      item.ProductionYear === media.releaseYear,
  );
}

export function matchJellyfinEpisode(
  episodes: readonly JellyfinItem[],
  media: ScrapeShow,
): JellyfinItem | undefined {
  const wanted = media.episode.number;
  return episodes.find((episode) => {
    if (episode.ParentIndexNumber !== media.season.number) return false;
    const first = episode.IndexNumber;
    if (typeof first !== 'number') return false;
    // One file may hold several episodes (S01E01-E02).
    const last = episode.IndexNumberEnd ?? first;
    return wanted >= first && wanted <= last;
  });
}

/** Release years differ by one between catalogs often enough to allow for it. */
function yearsAround(year: number): Record<string, string> {
  if (!Number.isInteger(year) || year <= 0) return {};
  return { years: [year - 1, year, year + 1].join(',') };
}

function withMediaSources(item: JellyfinItem | undefined): JellyfinItem & { Id: string } {
  if (!item || typeof item.Id !== 'string' || (item.MediaSources ?? []).length === 0) {
    throw new NotFoundError(notOnServer);
  }
  return item as JellyfinItem & { Id: string };
}

async function scrapeJellyfin(
  ctx: SourceContext,
  config: ReturnType<typeof checkedJellyfinConfig>,
): Promise<SourcererOutput> {
  const { media, fetcher, signal } = ctx;
  const found = matchJellyfinItem(
    await jellyfinItems(
      fetcher,
      config,
      '/Items',
      {
        searchTerm: media.title,
        IncludeItemTypes: media.type === 'movie' ? 'Movie' : 'Series',
        Recursive: 'true',
        Fields: 'ProviderIds,ProductionYear,MediaSources',
        ...yearsAround(media.releaseYear),
      },
      signal,
    ),
    media,
  );
  ctx.progress(50);
  let playable: JellyfinItem & { Id: string };
  if (media.type === 'movie') {
    playable = withMediaSources(found);
  } else {
    if (!found?.Id) throw new NotFoundError(notOnServer);
    // The items query rather than /Shows/{id}/Episodes: it is the one written for API keys,
    // which belong to no user.
    const episodes = await jellyfinItems(
      fetcher,
      config,
      '/Items',
      {
        ParentId: found.Id,
        IncludeItemTypes: 'Episode',
        Recursive: 'true',
        ParentIndexNumber: String(media.season.number),
        IsMissing: 'false',
        Fields: 'MediaSources',
      },
      signal,
    );
    playable = withMediaSources(matchJellyfinEpisode(episodes, media));
  }
  ctx.progress(100);
  const stream = jellyfinStreams(config, playable.Id, playable.MediaSources ?? []);
  if (stream.length === 0) throw new NotFoundError(notOnServer);
  return { stream, embeds: [] };
}

/** Plays what the viewer's own Jellyfin server holds, in the browser that reaches it directly. */
export function makeJellyfinSource(config: JellyfinConfig): Sourcerer {
  const checked = checkedJellyfinConfig(config);
  return {
    id: JELLYFIN_SOURCE_ID,
    name: 'Jellyfin',
    rank: JELLYFIN_SOURCE_RANK,
    scrapeMovie: (ctx) => scrapeJellyfin(ctx, checked),
    scrapeShow: (ctx) => scrapeJellyfin(ctx, checked),
  };
}
