import type { ScrapeItem } from '../scrape-progress.ts';

const statusStyles: Record<ScrapeItem['status'], string> = {
  waiting: 'bg-white/10 text-text-dim',
  pending: 'bg-accent/20 text-accent-text animate-pulse',
  success: 'bg-emerald-500/20 text-emerald-300',
  failure: 'bg-red-500/20 text-red-300',
  notfound: 'bg-white/10 text-text-dim',
};

const glyphs: Record<ScrapeItem['status'], string> = {
  waiting: '•',
  pending: '…',
  success: '✓',
  failure: '✕',
  notfound: '–',
};

/** A source's or embed's scrape status as a round badge; its words are written beside it. */
export function ScrapeStatusIcon({ status }: { status: ScrapeItem['status'] }) {
  return (
    <span
      aria-hidden="true"
      className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${statusStyles[status]}`}
    >
      {glyphs[status]}
    </span>
  );
}
