import type { ScrapeMedia } from './media.ts';
import { NotFoundError, ScrapeFailureError } from './errors.ts';
import type { Fetcher } from './fetcher.ts';
import type { Embed, EmbedOutput, Sourcerer, SourcererOutput } from './scraper.ts';
import { validateStreams, type Warn } from './validate-stream.ts';

export type ScrapeEnv = {
  fetcher: Fetcher;
  proxiedFetcher: Fetcher;
  signal?: AbortSignal;
  warn: Warn;
  progress(percentage: number): void;
};

export type ValidSourceOutput = {
  stream: NonNullable<SourcererOutput['stream']>;
  embeds: SourcererOutput['embeds'];
};

/** A show needs both its season and its episode. */
export function assertScrapableMedia(media: ScrapeMedia): void {
  if (media.type === 'show' && (!media.season || !media.episode)) {
    throw new ScrapeFailureError('missing show data');
  }
}

export function canScrape(source: Sourcerer, media: ScrapeMedia): boolean {
  return media.type === 'movie'
    ? source.scrapeMovie !== undefined
    : source.scrapeShow !== undefined;
}

function callSource(
  source: Sourcerer,
  media: ScrapeMedia,
  env: ScrapeEnv,
): Promise<SourcererOutput> {
  const base = {
    fetcher: env.fetcher,
    proxiedFetcher: env.proxiedFetcher,
    progress: env.progress,
    ...(env.signal ? { signal: env.signal } : {}),
  };
  if (media.type === 'movie' && source.scrapeMovie) return source.scrapeMovie({ ...base, media });
  if (media.type === 'show' && source.scrapeShow) return source.scrapeShow({ ...base, media });
  throw new ScrapeFailureError(`source ${source.id} cannot scrape a ${media.type}`);
}

/**
 * Runs one source and keeps only playable streams and embeds we have a scraper for;
 * nothing left means not found.
 */
export async function scrapeSource(
  source: Sourcerer,
  media: ScrapeMedia,
  embeds: readonly Embed[],
  env: ScrapeEnv,
): Promise<ValidSourceOutput> {
  assertScrapableMedia(media);
  const output = await callSource(source, media, env);
  const stream = validateStreams(output.stream, env.warn);
  const usable = (output.embeds ?? []).filter((ref) =>
    embeds.some((embed) => embed.id === ref.embedId && !embed.disabled),
  );
  if (stream.length === 0 && usable.length === 0) throw new NotFoundError('No streams found');
  return { stream, embeds: usable };
}

export async function scrapeEmbed(embed: Embed, url: string, env: ScrapeEnv): Promise<EmbedOutput> {
  const base = {
    fetcher: env.fetcher,
    proxiedFetcher: env.proxiedFetcher,
    progress: env.progress,
    ...(env.signal ? { signal: env.signal } : {}),
  };
  const output = await embed.scrape({ ...base, url });
  const stream = validateStreams(output.stream, env.warn);
  if (stream.length === 0) throw new NotFoundError('No streams found');
  return { stream };
}
