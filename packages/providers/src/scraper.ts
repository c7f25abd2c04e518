import type { Stream } from '@screenroom/core';
import type { Fetcher } from './fetcher.ts';
import type { ScrapeMedia, ScrapeMovie, ScrapeShow } from './media.ts';

type ContextBase = {
  /** For services that answer a browser directly (our server, the viewer's Jellyfin). */
  fetcher: Fetcher;
  /**
   * For other hosts: through the extension, the viewer's proxy workers or our server's proxy
   * when the run is in a browser; the same as `fetcher` on the server.
   */
  proxiedFetcher: Fetcher;
  signal?: AbortSignal;
  /** 0 to 100; reported as a pending update. */
  progress(percentage: number): void;
};

export type SourceContext<M extends ScrapeMedia = ScrapeMedia> = ContextBase & { media: M };
export type MovieContext = SourceContext<ScrapeMovie>;
export type ShowContext = SourceContext<ScrapeShow>;

export type EmbedContext = ContextBase & { url: string };

export type EmbedRef = { embedId: string; url: string };

export type SourcererOutput = { stream?: Stream[]; embeds: EmbedRef[] };

export type EmbedOutput = { stream: Stream[] };

export type Sourcerer = {
  id: string;
  name: string;
  /** Higher runs first. Ranks must be unique. */
  rank: number;
  disabled?: boolean;
  scrapeMovie?(ctx: MovieContext): Promise<SourcererOutput>;
  scrapeShow?(ctx: ShowContext): Promise<SourcererOutput>;
};

export type Embed = {
  id: string;
  name: string;
  rank: number;
  disabled?: boolean;
  scrape(ctx: EmbedContext): Promise<EmbedOutput>;
};

export type ScraperInfo = { id: string; name: string; rank: number; type: 'source' | 'embed' };
