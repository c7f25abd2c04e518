import type { ScrapeEvent, Stream } from '@screenroom/core';
import type { AppContext } from '../app-context.ts';
import type { SharedCache } from '../infra/shared-cache.ts';
import { BOUND_TOKEN_MS, canonical } from './proxy-token.ts';

/**
 * The stream URLs the server's own scrape (POST /scrape and its single-source forms) handed to a
 * client: `GET /proxy/token?destination=` gives that client a token bound to one of them even on
 * a host no general token opens, since the server found it, not the client. Shared through Redis
 * when it is set, so any instance answers.
 */
export class ScrapedStreams {
  constructor(private readonly seen: SharedCache<true>) {}

  async note(client: string, event: ScrapeEvent): Promise<void> {
    const streams =
      event.type === 'done'
        ? (event.result?.streams ?? [])
        : event.type === 'sourceDone' || event.type === 'embedDone'
          ? event.streams
          : [];
    const urls = new Set(streams.flatMap(streamUrls));
    await Promise.all([...urls].map((url) => this.seen.set(key(client, url), true)));
  }

  async has(client: string, url: string): Promise<boolean> {
    return (await this.seen.get(key(client, url))) === true;
  }
}

function streamUrls(stream: Stream): string[] {
  const media =
    stream.type === 'hls'
      ? [stream.playlist]
      : Object.values(stream.qualities).map((file) => file.url);
  return [...media, ...stream.captions.map((caption) => caption.url)];
}

function key(client: string, url: string): string {
  return `${client}\n${canonical(url)}`;
}

const registries = new WeakMap<AppContext, ScrapedStreams>();

/** The one registry of an app, which the scrape module writes and the proxy module reads. */
export function scrapedStreamsFor(ctx: AppContext): ScrapedStreams {
  let registry = registries.get(ctx);
  if (!registry) {
    registry = new ScrapedStreams(
      ctx.infra.cache<true>('proxy-scraped-streams', {
        ttlMs: BOUND_TOKEN_MS,
        maxEntries: 100_000,
      }),
    );
    registries.set(ctx, registry);
  }
  return registry;
}
