import { CAPTION_CACHE_MS, type OnlineSubtitle } from '@screenroom/core';
import { LRUCache } from 'lru-cache';
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
  /** How long answers and files are kept (default 24 h, as the player keeps caption data). */
  ttlMs?: number;
  searchEntries?: number;
  /** Files are at most MAX_SUBTITLE_BYTES each, so this bounds the memory they take. */
  fileEntries?: number;
}

/**
 * Online subtitles through our server: the operator's key stays here, and answers are cached,
 * because every download counts against the key's daily quota. Concurrent asks for the same
 * search or file share one call to the service.
 */
export class SubtitlesService {
  private readonly searches: LRUCache<string, OnlineSubtitle[]>;
  private readonly files: LRUCache<string, string>;
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(
    private readonly client: OpenSubtitlesClient,
    options: SubtitlesServiceOptions = {},
  ) {
    const ttlMs = options.ttlMs ?? CAPTION_CACHE_MS;
    this.searches = new LRUCache({ max: options.searchEntries ?? 500, ttl: ttlMs });
    this.files = new LRUCache({ max: options.fileEntries ?? 64, ttl: ttlMs });
  }

  async search(search: SubtitleSearch): Promise<OnlineSubtitle[]> {
    const query = upstreamQuery(search);
    const key = query.toString();
    const cached = this.searches.get(key);
    if (cached) return cached;
    return this.once(`search:${key}`, async () => {
      const results = toResults(await this.client.search(query));
      this.searches.set(key, results);
      return results;
    });
  }

  /** `check` is asked only when the file is neither kept nor already being downloaded. */
  async file(fileId: number, check: QuotaCheck = async () => undefined): Promise<string> {
    const key = String(fileId);
    const cached = this.files.get(key);
    if (cached !== undefined) return cached;
    if (!this.pending.has(`file:${key}`)) {
      await check();
      // Another ask may have downloaded it while the check waited.
      const kept = this.files.get(key);
      if (kept !== undefined) return kept;
    }
    return this.once(`file:${key}`, async () => {
      const text = await this.client.download(fileId);
      this.files.set(key, text);
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
