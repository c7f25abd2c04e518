import { RELEASE_HD_AFTER_DIGITAL_DAYS, RELEASE_HD_AFTER_THEATRICAL_DAYS } from './constants.ts';

export type ReleaseInfo = { year?: number | null; releaseDate?: string | Date | null };

function toTime(value: string | Date): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

/** Released when the year is at most the current year or the release date has passed. */
export function isReleased(item: ReleaseInfo, now: Date = new Date()): boolean {
  if (
    typeof item.year === 'number' &&
    Number.isFinite(item.year) &&
    item.year <= now.getFullYear()
  ) {
    return true;
  }
  if (item.releaseDate === undefined || item.releaseDate === null || item.releaseDate === '')
    return false;
  const time = toTime(item.releaseDate);
  return !Number.isNaN(time) && time <= now.getTime();
}

/** An episode is released once its air date has passed; no air date means not aired. */
export function isEpisodeReleased(
  airDate: string | Date | null | undefined,
  now: Date = new Date(),
): boolean {
  if (airDate === undefined || airDate === null || airDate === '') return false;
  const time = toTime(airDate);
  return !Number.isNaN(time) && time <= now.getTime();
}

export type ReleaseDates = {
  digitalReleaseDate?: string | Date | null;
  theatricalReleaseDate?: string | Date | null;
};

export type ReleaseBadge = 'HD' | 'CAM';

const DAY_MS = 24 * 60 * 60 * 1000;

function daysSince(date: string | Date | null | undefined, now: Date): number | null {
  if (date === undefined || date === null || date === '') return null;
  const time = toTime(date);
  return Number.isNaN(time) ? null : (now.getTime() - time) / DAY_MS;
}

/**
 * HD two days after the digital release, else by the theatrical
 * release (HD after 45 days, CAM before); shows and titles without dates get no badge.
 */
export function releaseBadge(
  type: 'movie' | 'show',
  dates: ReleaseDates,
  now: Date = new Date(),
): ReleaseBadge | null {
  if (type !== 'movie') return null;
  const digital = daysSince(dates.digitalReleaseDate, now);
  if (digital !== null && digital >= RELEASE_HD_AFTER_DIGITAL_DAYS) return 'HD';
  const theatrical = daysSince(dates.theatricalReleaseDate, now);
  if (theatrical === null || theatrical < 0) return null;
  return theatrical >= RELEASE_HD_AFTER_THEATRICAL_DAYS ? 'HD' : 'CAM';
}

export type PlayLabel = 'unreleased' | 'resume' | 'play';

/** Only movies are labelled unreleased; shows open on their released episodes. */
export function playLabel(item: {
  type: 'movie' | 'show';
  released: boolean;
  hasProgress: boolean;
}): PlayLabel {
  if (item.type === 'movie' && !item.released) return 'unreleased';
  return item.hasProgress ? 'resume' : 'play';
}
