import type { ScrapeReasonCode } from '@screenroom/core';
import type { DiscoverEmbedsEvent, InitEvent, UpdateEvent } from '@screenroom/providers';

/** Per-source scrape statuses: every source starts out waiting. */
export type ScrapeItemStatus = 'waiting' | 'pending' | 'success' | 'failure' | 'notfound';

export type ScrapeItem = {
  id: string;
  /** Scraper id, used to look the display name up; for a source the same as `id`. */
  scraperId: string;
  status: ScrapeItemStatus;
  percentage: number;
  reason?: string;
  /** Why it gave nothing, as the scraping screen words it. */
  reasonCode?: ScrapeReasonCode;
  /** Ids of the embeds found under this source, in the order they were found. */
  children: string[];
};

export type ScrapeProgress = {
  /** Source ids in run order. */
  order: string[];
  items: Record<string, ScrapeItem>;
  current: string | null;
};

export type ScrapeAction =
  | { type: 'init'; event: InitEvent }
  | { type: 'start'; id: string }
  | { type: 'update'; event: UpdateEvent }
  | { type: 'discoverEmbeds'; event: DiscoverEmbedsEvent };

export const emptyScrapeProgress: ScrapeProgress = { order: [], items: {}, current: null };

function item(id: string, scraperId = id): ScrapeItem {
  return { id, scraperId, status: 'waiting', percentage: 0, children: [] };
}

function patch(state: ScrapeProgress, id: string, change: Partial<ScrapeItem>): ScrapeProgress {
  const existing = state.items[id];
  if (!existing) return state;
  return { ...state, items: { ...state.items, [id]: { ...existing, ...change } } };
}

export function scrapeProgressReducer(state: ScrapeProgress, action: ScrapeAction): ScrapeProgress {
  switch (action.type) {
    case 'init': {
      const items = Object.fromEntries(action.event.sourceIds.map((id) => [id, item(id)]));
      return { order: [...action.event.sourceIds], items, current: null };
    }
    case 'start': {
      // The runner moves on only once the previous scraper has yielded something usable.
      const previous = state.current ? state.items[state.current] : undefined;
      let next = state;
      if (previous?.status === 'pending') next = patch(next, previous.id, { status: 'success' });
      next = patch(next, action.id, { status: 'pending', percentage: 0 });
      return { ...next, current: action.id };
    }
    case 'update': {
      const { id, status, percentage, reason, reasonCode } = action.event;
      return patch(state, id, {
        status,
        percentage,
        ...(reason === undefined ? {} : { reason }),
        ...(reasonCode === undefined ? {} : { reasonCode }),
      });
    }
    case 'discoverEmbeds': {
      const { sourceId, embeds } = action.event;
      const source = state.items[sourceId];
      if (!source) return state;
      const items = { ...state.items };
      for (const embed of embeds) items[embed.id] = item(embed.id, embed.embedScraperId);
      // Scraping a source again finds its embeds again: they start over, listed once.
      const added = embeds.map((e) => e.id).filter((id) => !source.children.includes(id));
      items[sourceId] = { ...source, children: [...source.children, ...added] };
      return { ...state, items };
    }
  }
}
