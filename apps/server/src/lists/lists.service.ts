import type { MovieList, MovieLists } from '@screenroom/core';
import { MemoryCache, type SharedCache } from '../infra/shared-cache.ts';
import type { ListsRemote } from './lists-remote.ts';

/** The lists service's last good answer and when it came. */
export interface KeptLists {
  answer: MovieLists;
  fetchedAt: number;
}

export interface ListsServiceOptions {
  /** Our own lists: the answer without a lists service, and when it fails. */
  curated: MovieLists;
  /** The Movies tab's 4K releases, always ours: the rule for "4K release" is this server's. */
  fourK: MovieList;
  remote: ListsRemote | null;
  /** A good answer of the lists service is reused this long (default 1 h). */
  cacheTtlMs?: number;
  /** After a failure the service is left alone this long (default 60 s). */
  retryAfterMs?: number;
  /** The last good answer, under `answer` (in this process when not given). */
  kept?: SharedCache<KeptLists>;
  /** Until when the service is left alone, under `retry-at` (in this process when not given). */
  retry?: SharedCache<number>;
  warn: (message: string) => void;
  now?: () => number;
}

/**
 * The caches' own settings. The last good answer outlives its hour by far: it is what a failing
 * service is replaced with.
 */
export const listsCaches = {
  kept: { ttlMs: 7 * 24 * 60 * 60 * 1000, maxEntries: 1 },
  retry: { ttlMs: 60 * 1000, maxEntries: 1 },
} as const;

const ANSWER_KEY = 'answer';
const RETRY_KEY = 'retry-at';

/**
 * The lists source. With a lists service configured its lists are forwarded; when it fails, the
 * last good answer is served again, else our curated lists, so the page always shows lists,
 * and a service that is down costs one timeout a minute rather than one per visitor. With Redis,
 * instances share the answer and the minute of rest; callers arriving together in this process
 * share one request.
 */
export class ListsService {
  private readonly kept: SharedCache<KeptLists>;
  private readonly retry: SharedCache<number>;
  private inFlight: Promise<MovieLists> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: ListsServiceOptions) {
    this.kept = options.kept ?? new MemoryCache(listsCaches.kept);
    this.retry = options.retry ?? new MemoryCache(listsCaches.retry);
    this.now = options.now ?? Date.now;
  }

  get fourK(): MovieList {
    return this.options.fourK;
  }

  async lists(): Promise<MovieLists> {
    const remote = this.options.remote;
    if (!remote) return this.options.curated;
    this.inFlight ??= this.keptOrAsked(remote).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async keptOrAsked(remote: ListsRemote): Promise<MovieLists> {
    const now = this.now();
    const kept = await this.kept.get(ANSWER_KEY);
    if (kept && now < kept.fetchedAt + (this.options.cacheTtlMs ?? 60 * 60 * 1000)) {
      return kept.answer;
    }
    const retryAt = await this.retry.get(RETRY_KEY);
    if (retryAt !== undefined && now < retryAt) return kept?.answer ?? this.options.curated;
    try {
      const answer = await remote.fetchLists();
      await this.kept.set(ANSWER_KEY, { answer, fetchedAt: this.now() });
      return answer;
    } catch (error) {
      const retryAfterMs = this.options.retryAfterMs ?? listsCaches.retry.ttlMs;
      await this.retry.set(RETRY_KEY, this.now() + retryAfterMs, retryAfterMs);
      const message = error instanceof Error ? error.message : String(error);
      this.options.warn(`${message}; serving ${kept ? 'its last answer' : 'our own lists'}`);
      return kept?.answer ?? this.options.curated;
    }
  }
}
