import type { MovieList, MovieLists } from '@screenroom/core';
import type { ListsRemote } from './lists-remote.ts';

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
  warn: (message: string) => void;
  now?: () => number;
}

/**
 * The lists source. With a lists service configured its lists are forwarded; when it fails, the
 * last good answer is served again, else our curated lists, so the page always shows lists,
 * and a service that is down costs one timeout a minute rather than one per visitor.
 */
export class ListsService {
  private cached: { answer: MovieLists; until: number } | null = null;
  private retryAt = 0;
  private inFlight: Promise<MovieLists> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: ListsServiceOptions) {
    this.now = options.now ?? Date.now;
  }

  get fourK(): MovieList {
    return this.options.fourK;
  }

  async lists(): Promise<MovieLists> {
    if (!this.options.remote) return this.options.curated;
    const now = this.now();
    if (this.cached && now < this.cached.until) return this.cached.answer;
    if (now < this.retryAt) return this.cached?.answer ?? this.options.curated;
    this.inFlight ??= this.refresh(this.options.remote).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async refresh(remote: ListsRemote): Promise<MovieLists> {
    try {
      const answer = await remote.fetchLists();
      this.cached = { answer, until: this.now() + (this.options.cacheTtlMs ?? 60 * 60 * 1000) };
      return answer;
    } catch (error) {
      this.retryAt = this.now() + (this.options.retryAfterMs ?? 60 * 1000);
      const message = error instanceof Error ? error.message : String(error);
      this.options.warn(`${message}; serving ${this.cached ? 'its last answer' : 'our own lists'}`);
      return this.cached?.answer ?? this.options.curated;
    }
  }
}
