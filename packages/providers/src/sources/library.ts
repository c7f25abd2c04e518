import type { Stream } from '@screenroom/core';
import { NotFoundError, ScrapeFailureError } from '../errors.ts';
import type { SourceContext, Sourcerer, SourcererOutput } from '../scraper.ts';

export const LIBRARY_SOURCE_ID = 'library';
/** Files the operator owns beat anything found elsewhere. */
export const LIBRARY_SOURCE_RANK = 1000;
const noLibraryFile = 'No library file for this title';

/** What the library looks a title up by: its id, and for an episode its numbers. */
export type LibraryTitle =
  | { type: 'movie'; tmdbId: string }
  | { type: 'show'; tmdbId: string; season: { number: number }; episode: { number: number } };

export function libraryStreamsPath(media: LibraryTitle): string {
  const id = encodeURIComponent(media.tmdbId);
  if (media.type === 'movie') return `/library/streams/movie/${id}`;
  return `/library/streams/tv/${id}/${media.season.number}/${media.episode.number}`;
}

function trimBase(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

/** The address the library source asks for `media` on the server at `baseUrl`. */
export function libraryStreamsUrl(baseUrl: string, media: LibraryTitle): string {
  return `${trimBase(baseUrl)}${libraryStreamsPath(media)}`;
}

/** The server answers paths on itself; a source running elsewhere needs them absolute. */
function absolutise(url: string, baseUrl: string): string {
  return baseUrl !== '' && url.startsWith('/') && !url.startsWith('//')
    ? `${trimBase(baseUrl)}${url}`
    : url;
}

export function absoluteStream(stream: Stream, baseUrl: string): Stream {
  const captions = (stream.captions ?? []).map((c) => ({ ...c, url: absolutise(c.url, baseUrl) }));
  if (stream.type === 'hls')
    return { ...stream, captions, playlist: absolutise(stream.playlist, baseUrl) };
  const qualities = Object.fromEntries(
    Object.entries(stream.qualities).map(([key, file]) => [
      key,
      file && { ...file, url: absolutise(file.url, baseUrl) },
    ]),
  );
  return { ...stream, captions, qualities };
}

/** HLS first, otherwise in the server's order. */
export function hlsFirst(streams: readonly Stream[]): Stream[] {
  return [...streams.filter((s) => s.type === 'hls'), ...streams.filter((s) => s.type !== 'hls')];
}

function readStreams(body: unknown): Stream[] {
  const streams = (body as { streams?: unknown } | null)?.streams;
  if (!Array.isArray(streams))
    throw new ScrapeFailureError('library answered without a stream list');
  return streams as Stream[];
}

type LibraryHeaders = () => Record<string, string>;

async function scrapeLibrary(
  ctx: SourceContext,
  baseUrl: string,
  headers: LibraryHeaders | undefined,
): Promise<SourcererOutput> {
  const url = libraryStreamsUrl(baseUrl, ctx.media);
  const extra = headers?.() ?? {};
  let response: Awaited<ReturnType<SourceContext['fetcher']>>;
  try {
    response = await ctx.fetcher(url, {
      ...(ctx.signal ? { signal: ctx.signal } : {}),
      ...(Object.keys(extra).length > 0 ? { headers: extra } : {}),
    });
  } catch (error) {
    // An abort is the run stopping, not the library failing.
    if (ctx.signal?.aborted) throw ctx.signal.reason;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ScrapeFailureError(`library did not answer: ${reason}`, {
      cause: error,
      kind: 'unreachable',
    });
  }
  // Our server answers an empty list for a title without a file; older servers answered 404.
  if (response.statusCode === 404) throw new NotFoundError(noLibraryFile);
  if (response.statusCode < 200 || response.statusCode >= 300) {
    throw new ScrapeFailureError(`library answered ${response.statusCode}`, { kind: 'refused' });
  }
  ctx.progress(100);
  const streams = readStreams(response.body).map((s) => absoluteStream(s, baseUrl));
  if (streams.length === 0) throw new NotFoundError(noLibraryFile);
  return { stream: hlsFirst(streams), embeds: [] };
}

/**
 * `baseUrl` is the Screenroom server's origin; empty means the same origin as the page,
 * which is what the web app uses. `headers` go with each of its requests (the viewer's session,
 * when the server wants one).
 */
export function makeLibrarySource(baseUrl = '', headers?: LibraryHeaders): Sourcerer {
  return {
    id: LIBRARY_SOURCE_ID,
    name: 'Library',
    rank: LIBRARY_SOURCE_RANK,
    scrapeMovie: (ctx) => scrapeLibrary(ctx, baseUrl, headers),
    scrapeShow: (ctx) => scrapeLibrary(ctx, baseUrl, headers),
  };
}
