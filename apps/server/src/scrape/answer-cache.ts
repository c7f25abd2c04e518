import type { FetchLike } from '@screenroom/providers';
import { MemoryCache, type SharedCache, type SharedCacheOptions } from '../infra/shared-cache.ts';

/** Search and metadata answers change rarely; an addon's stream list may change within the hour. */
export const METADATA_TTL_MS = 6 * 60 * 60 * 1000;
export const STREAM_LIST_TTL_MS = 10 * 60 * 1000;

export type CachedAnswer = { body: string; contentType: string };

/** The cache's own settings: in process, at most 32 MiB of answers. */
export const answerCacheOptions: SharedCacheOptions = {
  ttlMs: METADATA_TTL_MS,
  maxEntries: 10_000,
  maxBytes: 32 * 1024 * 1024,
};

/** A Stremio addon's stream lists live under `/stream/`; everything else is metadata. */
export function answerTtl(url: string): number {
  return new URL(url).pathname.includes('/stream/') ? STREAM_LIST_TTL_MS : METADATA_TTL_MS;
}

/**
 * GET answers of the operator's hosts (the archive, the addons), shared by every viewer's run
 * and, with Redis, by every instance: only 200 JSON answers are kept, keyed by URL, so a failure
 * or a page of HTML is asked again.
 */
export class AnswerCache {
  constructor(
    private readonly answers: SharedCache<CachedAnswer> = new MemoryCache(answerCacheOptions),
    private readonly ttlFor: (url: string) => number = answerTtl,
  ) {}

  /** `upstream` behind the cache; requests other than GET pass straight through. */
  wrap(upstream: FetchLike): FetchLike {
    return async (url, init) => {
      if ((init?.method ?? 'GET').toUpperCase() !== 'GET') return upstream(url, init);
      const cached = await this.answers.get(url);
      if (cached) return answerOf(cached);
      const response = await upstream(url, init);
      const contentType = response.headers.get('content-type') ?? '';
      if (response.status !== 200 || !contentType.includes('json')) return response;
      const answer = { body: await response.text(), contentType };
      await this.answers.set(url, answer, this.ttlFor(url));
      return answerOf(answer);
    };
  }
}

function answerOf(answer: CachedAnswer): Response {
  return new Response(answer.body, {
    status: 200,
    headers: { 'content-type': answer.contentType },
  });
}
