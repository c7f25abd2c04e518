import { NotFoundError, ScrapeFailureError } from '../errors.ts';
import type {
  Embed,
  EmbedContext,
  EmbedOutput,
  MovieContext,
  Sourcerer,
  SourcererOutput,
} from '../scraper.ts';
import {
  ARCHIVE_IDENTIFIER,
  archiveSearchUrl,
  matchArchiveDocs,
  readArchiveDocs,
} from './archive-search.ts';
import { assertOk, getThroughProxy } from './json-request.ts';

export const ARCHIVE_SOURCE_ID = 'archive';
export const ARCHIVE_EMBED_ID = 'archive-item';
/** Below the operator's own library, above the addons the operator lists. */
export const ARCHIVE_SOURCE_RANK = 500;
export const ARCHIVE_EMBED_RANK = 500;

/** The Archive's origin without a trailing slash; anything but an http(s) URL is refused. */
export function archiveBaseUrl(archiveUrl: string): string {
  let url: URL;
  try {
    url = new URL(archiveUrl);
  } catch {
    throw new Error(`Internet Archive URL is not a URL: '${archiveUrl}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Internet Archive URL must be http or https: '${archiveUrl}'`);
  }
  return archiveUrl.replace(/\/+$/, '');
}

/** The item's page, which is also what the embed is handed. */
export function archiveItemUrl(baseUrl: string, identifier: string): string {
  return `${baseUrl}/details/${encodeURIComponent(identifier)}`;
}

function identifierFromItemUrl(baseUrl: string, url: string): string {
  const prefix = `${baseUrl}/details/`;
  const rest = url.startsWith(prefix) ? url.slice(prefix.length).split(/[/?#]/)[0] : undefined;
  let identifier: string | undefined;
  try {
    identifier = rest === undefined ? undefined : decodeURIComponent(rest);
  } catch {
    identifier = undefined;
  }
  if (!identifier || !ARCHIVE_IDENTIFIER.test(identifier)) {
    throw new ScrapeFailureError(`not an archive item URL: ${url}`);
  }
  return identifier;
}

async function findItems(ctx: MovieContext, baseUrl: string): Promise<SourcererOutput> {
  const answer = await getThroughProxy(ctx, archiveSearchUrl(baseUrl, ctx.media), 'archive search');
  assertOk(answer, 'archive search');
  const docs = readArchiveDocs(answer.body);
  ctx.progress(50);
  const matches = matchArchiveDocs(docs, ctx.media);
  if (matches.length === 0) throw new NotFoundError('No archive item for this title');
  return {
    embeds: matches.map((doc) => ({
      embedId: ARCHIVE_EMBED_ID,
      url: archiveItemUrl(baseUrl, doc.identifier),
    })),
  };
}

async function itemStream(ctx: EmbedContext, baseUrl: string): Promise<EmbedOutput> {
  const identifier = identifierFromItemUrl(baseUrl, ctx.url);
  const metadataUrl = `${baseUrl}/metadata/${encodeURIComponent(identifier)}`;
  const answer = await getThroughProxy(ctx, metadataUrl, 'archive metadata');
  if (answer.statusCode === 404) throw new NotFoundError('No such archive item');
  assertOk(answer, 'archive metadata');
  // Only an item's files need the language table that names subtitle files (most of what reads
  // them), so a page whose title plays from another source never downloads it.
  const { archiveCaptions, archiveQualities, readArchiveFiles } =
    await import('./archive-files.ts');
  const files = readArchiveFiles(answer.body);
  const qualities = archiveQualities(baseUrl, identifier, files);
  if (Object.keys(qualities).length === 0) {
    throw new NotFoundError('The archive item has no MP4 video');
  }
  const captions = archiveCaptions(baseUrl, identifier, files);
  return {
    stream: [{ id: `archive-${identifier}`, type: 'file', qualities, captions, flags: [] }],
  };
}

/**
 * Public-domain and openly licensed films on the Internet Archive. Movies only: items have no
 * season or episode structure to match a show's episode against.
 */
export function makeArchiveSource(archiveUrl: string): Sourcerer {
  const baseUrl = archiveBaseUrl(archiveUrl);
  return {
    id: ARCHIVE_SOURCE_ID,
    name: 'Internet Archive',
    rank: ARCHIVE_SOURCE_RANK,
    scrapeMovie: (ctx) => findItems(ctx, baseUrl),
  };
}

/** One archive item (its page URL) to its MP4 files and subtitle files. */
export function makeArchiveEmbed(archiveUrl: string): Embed {
  const baseUrl = archiveBaseUrl(archiveUrl);
  return {
    id: ARCHIVE_EMBED_ID,
    name: 'Internet Archive item',
    rank: ARCHIVE_EMBED_RANK,
    scrape: (ctx) => itemStream(ctx, baseUrl),
  };
}
