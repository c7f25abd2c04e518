import { CAPTION_CACHE_MS, type OnlineSubtitle } from '@screenroom/core';
import { MemoryCache, type SharedCache } from '../infra/shared-cache.ts';
import type { QuotaCheck } from '../rate-limit/rate-limiter.ts';
import type { OpenSubtitlesClient, SubtitleItem } from './opensubtitles-client.ts';
import { languageFromOpenSubtitles, languagesForOpenSubtitles } from './subtitle-languages.ts';

/** What the player asks for: a movie, or one episode of a show. */
export interface SubtitleSearch {
  tmdbId: number;
  type: 'movie' | 'show';
  season?: number;
  episode?: number;
  imdbId?: string;
  /** ISO 639-1 codes; all languages when absent. */
  languages?: string[];
}

export interface SubtitlesServiceOptions {
  /** Search answers by the service's query (in this process when not given). */
  searches?: SharedCache<OnlineSubtitle[]>;
  /** Subtitle files by id (in this process when not given). */
  files?: SharedCache<string>;
}

/**
 * The caches' own settings: a day, as the player keeps caption data. Files are at most
 * MAX_SUBTITLE_BYTES each, so their count bounds the memory they take in process.
 */
export const subtitlesCaches = {
  searches: { ttlMs: CAPTION_CACHE_MS, maxEntries: 500 },
  files: { ttlMs: CAPTION_CACHE_MS, maxEntries: 64 },
} as const;

/**
 * Online subtitles through our server: the operator's key stays here, and answers are cached,
 * because every download counts against the key's daily quota; with Redis every instance reads
 * the others' answers. Concurrent asks in this process for the same search or file share one
 * call to the service.
 */
export class SubtitlesService {
  private readonly searches: SharedCache<OnlineSubtitle[]>;
  private readonly files: SharedCache<string>;
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(
    private readonly client: OpenSubtitlesClient,
    options: SubtitlesServiceOptions = {},
  ) {
    this.searches = options.searches ?? new MemoryCache(subtitlesCaches.searches);
    this.files = options.files ?? new MemoryCache(subtitlesCaches.files);
  }

  async search(search: SubtitleSearch): Promise<OnlineSubtitle[]> {
    const query = upstreamQuery(search);
    const key = query.toString();
    return this.once(`search:${key}`, async () => {
      const cached = await this.searches.get(key);
      if (cached) return cached;
      const results = toResults(await this.client.search(query));
      await this.searches.set(key, results);
      return results;
    });
  }

  /** `check` is asked only when the file is neither kept nor already being downloaded. */
  async file(fileId: number, check: QuotaCheck = async () => undefined): Promise<string> {
    const key = String(fileId);
    if (!this.pending.has(`file:${key}`)) {
      const cached = await this.files.get(key);
      if (cached !== undefined) return cached;
      await check();
    }
    return this.once(`file:${key}`, async () => {
      const cached = await this.files.get(key);
      if (cached !== undefined) return cached;
      const text = await this.client.download(fileId);
      await this.files.set(key, text);
      return text;
    });
  }

  private async once<T>(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.pending.get(key);
    if (running) return running as Promise<T>;
    const promise = work().finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }
}

/**
 * The service's parameters: an IMDb id when known (its own key), else the movie database id;
 * episodes by their show's id. Sorted and lower case, as the service asks so it need not redirect.
 */
export function upstreamQuery(search: SubtitleSearch): URLSearchParams {
  const params: Record<string, string> = {};
  const imdbNumber = search.imdbId ? String(Number(search.imdbId.slice(2))) : undefined;
  if (search.type === 'movie') {
    params.type = 'movie';
    if (imdbNumber) params.imdb_id = imdbNumber;
    else params.tmdb_id = String(search.tmdbId);
  } else {
    params.type = 'episode';
    if (imdbNumber) params.parent_imdb_id = imdbNumber;
    else params.parent_tmdb_id = String(search.tmdbId);
    params.season_number = String(search.season ?? 0);
    params.episode_number = String(search.episode ?? 0);
  }
  if (search.languages && search.languages.length > 0) {
    params.languages = languagesForOpenSubtitles(search.languages);
  }
  return new URLSearchParams(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** One result per file, most downloaded first; a subtitle without a language is left out. */
function toResults(items: readonly SubtitleItem[]): OnlineSubtitle[] {
  const seen = new Set<number>();
  const results: OnlineSubtitle[] = [];
  for (const { attributes } of items) {
    const language = languageFromOpenSubtitles(attributes.language);
    if (!language) continue;
    for (const file of attributes.files) {
      if (seen.has(file.file_id)) continue;
      seen.add(file.file_id);
      results.push({
        id: String(file.file_id),
        language,
        release: attributes.release ?? file.file_name ?? '',
        downloads: attributes.download_count ?? 0,
        hearingImpaired: attributes.hearing_impaired ?? false,
      });
    }
  }
  return results.sort((a, b) => b.downloads - a.downloads);
}
