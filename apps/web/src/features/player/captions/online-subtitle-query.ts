import type { OnlineSubtitle, OnlineSubtitleQuery } from '../../../shared/clients/subtitles.ts';
import type { PlayerMeta } from '../player-meta.ts';

/** Pure: the caption id an online subtitle gets once downloaded. */
export function onlineCaptionId(fileId: string): string {
  return `online-${fileId}`;
}

/** Pure: the online search for what plays; null for an episode whose numbers are not known. */
export function onlineSubtitleQuery(meta: PlayerMeta): OnlineSubtitleQuery | null {
  const imdb = meta.imdbId ? { imdbId: meta.imdbId } : {};
  if (meta.type === 'movie') return { tmdbId: meta.tmdbId, type: 'movie', ...imdb };
  if (!meta.season || !meta.episode) return null;
  return {
    tmdbId: meta.tmdbId,
    type: 'show',
    season: meta.season.number,
    episode: meta.episode.number,
    ...imdb,
  };
}

/**
 * Pure: the results whose language (by name or code) or release contains what was typed,
 * ignoring case; all of them for an empty filter.
 */
export function filterOnlineSubtitles(
  results: readonly OnlineSubtitle[],
  filter: string,
  languageName: (language: string) => string,
): OnlineSubtitle[] {
  const wanted = filter.trim().toLowerCase();
  if (wanted === '') return [...results];
  return results.filter(
    (result) =>
      result.language.toLowerCase() === wanted ||
      languageName(result.language).toLowerCase().includes(wanted) ||
      result.release.toLowerCase().includes(wanted),
  );
}
