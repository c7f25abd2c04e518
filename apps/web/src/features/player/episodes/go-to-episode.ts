import { isEpisodeReleased } from '@screenroom/core';
import type { EpisodeTarget, ShowEpisode, ShowSeason } from './show-episodes.ts';

/** Why a go-to-episode request goes nowhere; each has its own message. */
export type GoToProblem = 'notNumber' | 'noSeason' | 'noEpisode' | 'unreleased';

export type GoToSeason = { ok: true; season: ShowSeason } | { ok: false; problem: GoToProblem };
export type GoToEpisode = { ok: true; target: EpisodeTarget } | { ok: false; problem: GoToProblem };

/** Pure: a whole number typed by the viewer, or null ("2", " 2 "; not "2.5", "two" or ""). */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** Pure: the go-to-episode form's first check: whole numbers, and a season in the season list. */
export function goToSeason(seasonText: string, seasons: readonly ShowSeason[]): GoToSeason {
  const number = parseWholeNumber(seasonText);
  if (number === null) return { ok: false, problem: 'notNumber' };
  const season = seasons.find((s) => s.number === number);
  return season ? { ok: true, season } : { ok: false, problem: 'noSeason' };
}

/**
 * Pure: the second half: the episode must be among the season's loaded episodes. An episode that
 * has not aired cannot be played from the list either, so the form refuses it too.
 */
export function goToEpisode(
  season: ShowSeason,
  episodeText: string,
  episodes: readonly ShowEpisode[],
  now: Date = new Date(),
): GoToEpisode {
  const number = parseWholeNumber(episodeText);
  if (number === null) return { ok: false, problem: 'notNumber' };
  const episode = episodes.find((e) => e.number === number);
  if (!episode) return { ok: false, problem: 'noEpisode' };
  if (!isEpisodeReleased(episode.airDate, now)) return { ok: false, problem: 'unreleased' };
  return { ok: true, target: { season, episode } };
}
