import type { ScrapeReasonCode } from '@screenroom/core';

export type ScrapeStatus = 'pending' | 'success' | 'failure' | 'notfound';

export type UpdateEvent = {
  id: string;
  percentage: number;
  status: ScrapeStatus;
  error?: unknown;
  reason?: string;
  reasonCode?: ScrapeReasonCode;
};

export type InitEvent = { sourceIds: string[] };

export type DiscoverEmbedsEvent = {
  sourceId: string;
  /** `id` is unique within the run; `embedScraperId` names the embed scraper. */
  embeds: { id: string; embedScraperId: string }[];
};

export type RunnerEvents = {
  init?(event: InitEvent): void;
  start?(id: string): void;
  update?(event: UpdateEvent): void;
  discoverEmbeds?(event: DiscoverEmbedsEvent): void;
};

export type SingleScraperEvents = Pick<RunnerEvents, 'update'>;
