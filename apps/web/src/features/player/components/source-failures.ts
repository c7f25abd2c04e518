import type { ScrapeItem, ScrapeProgress } from '../scrape-progress.ts';

/**
 * Whether a run that found nothing had a source or embed that failed (refused, unreachable,
 * broken) rather than answered not found: then "no source has it" would not be true, and the
 * scraping screen stays to say per source why it gave nothing.
 */
export function someSourceFailed(progress: ScrapeProgress): boolean {
  return Object.values(progress.items).some((item) => item.status === 'failure');
}

/**
 * The key of a row's status words: why it gave nothing when the runner said, else its status.
 * A failure from a runner that names no kind stays the general "Failed".
 */
export function sourceStatusKey(item: ScrapeItem) {
  if ((item.status === 'failure' || item.status === 'notfound') && item.reasonCode) {
    return `scraping.reasons.${item.reasonCode}` as const;
  }
  return `scraping.status.${item.status}` as const;
}
