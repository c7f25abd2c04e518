import {
  SCRAPE_CONTENT_TYPE,
  scrapeEventSchema,
  scraperListSchema,
  type ScrapeCredentials,
  type ScrapeEvent,
  type Stream,
} from '@screenroom/core';
import {
  absoluteStream,
  NotFoundError,
  ScrapeFailureError,
  type RunnerEvents,
} from '@screenroom/providers';
import type { ScrapeRunner } from './providers.ts';
import { withServerSession } from './server-access.ts';

export type ServerRunnerOptions = {
  /** Our server's origin; empty means the page's own. */
  baseUrl: string;
  /** The viewer's own services, sent with each request for that run only. */
  credentials?: ScrapeCredentials;
};

type FinalEvent = Extract<ScrapeEvent, { type: 'done' | 'sourceDone' | 'embedDone' | 'error' }>;

function trimBase(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

function replay(event: ScrapeEvent, events: RunnerEvents): void {
  switch (event.type) {
    case 'init':
      return events.init?.({ sourceIds: event.sourceIds });
    case 'start':
      return events.start?.(event.id);
    case 'update':
      return events.update?.({
        id: event.id,
        percentage: event.percentage,
        status: event.status,
        ...(event.reason === undefined ? {} : { reason: event.reason }),
      });
    case 'discoverEmbeds':
      return events.discoverEmbeds?.({ sourceId: event.sourceId, embeds: event.embeds });
    default:
      return;
  }
}

async function refusal(response: Response): Promise<ScrapeFailureError> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : response.statusText;
  return new ScrapeFailureError(`The server refused to scrape (${response.status}): ${message}`);
}

function parseLine(line: string): ScrapeEvent {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new ScrapeFailureError('The server sent a scrape line that is not JSON');
  }
  const parsed = scrapeEventSchema.safeParse(value);
  if (!parsed.success) throw new ScrapeFailureError('The server sent an unknown scrape line');
  return parsed.data;
}

/**
 * POSTs one scrape and replays its NDJSON lines as they arrive: progress into `events`, and the
 * last line as the answer.
 */
async function streamScrape(
  url: string,
  body: unknown,
  events: RunnerEvents,
  signal: AbortSignal,
): Promise<FinalEvent> {
  const response = await fetch(
    url,
    withServerSession({
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: SCRAPE_CONTENT_TYPE },
      body: JSON.stringify(body),
      signal,
    }),
  );
  if (!response.ok) throw await refusal(response);
  if (!response.body) throw new ScrapeFailureError('The server answered without a body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (value !== undefined) pending += value;
    const lines = pending.split('\n');
    pending = done ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      if (line.trim() === '') continue;
      const event = parseLine(line);
      if (event.type === 'done' || event.type === 'sourceDone' || event.type === 'embedDone') {
        return event;
      }
      if (event.type === 'error') return event;
      replay(event, events);
    }
    if (done) throw new ScrapeFailureError('The server ended the scrape without an answer');
  }
}

function errorOf(event: Extract<ScrapeEvent, { type: 'error' }>): Error {
  return event.status === 'notfound'
    ? new NotFoundError(event.message)
    : new ScrapeFailureError(event.message);
}

function unexpected(event: FinalEvent): Error {
  return new ScrapeFailureError(`The server answered a scrape with '${event.type}'`);
}

/**
 * Sources run on our server (`POST /scrape`, `/scrape/source`, `/scrape/embed`); its lines become
 * the same events an in-browser run reports, so the scraping screen shows the same statuses.
 */
export function createServerRunner({ baseUrl, credentials }: ServerRunnerOptions): ScrapeRunner {
  const base = trimBase(baseUrl);
  const withCredentials = credentials ? { credentials } : {};
  // Our server answers paths on itself; the page may live elsewhere.
  const absolute = (streams: Stream[]) => streams.map((s) => absoluteStream(s, base));
  const names = new Map<string, string>();
  let listing: Promise<void> | null = null;
  const loadNames = (): Promise<void> => {
    listing ??= fetch(`${base}/scrape/sources`, withServerSession())
      .then(async (response) => {
        if (!response.ok) throw new Error(`scraper list answered ${response.status}`);
        const list = scraperListSchema.parse(await response.json());
        for (const info of [...list.sources, ...list.embeds]) names.set(info.id, info.name);
      })
      .catch(() => {
        // Ids stand in for names; the next run asks again.
        listing = null;
      });
    return listing;
  };

  return {
    run: async (media, events, signal, options = {}) => {
      const naming = loadNames();
      const body = { media, ...options, ...withCredentials };
      const final = await streamScrape(`${base}/scrape`, body, events, signal);
      await naming;
      if (final.type === 'error') throw new ScrapeFailureError(final.message);
      if (final.type !== 'done') throw unexpected(final);
      if (!final.result) return null;
      const found = final.result;
      const stream = absoluteStream(found.stream, base);
      return {
        sourceId: found.sourceId,
        ...(found.embedId === undefined ? {} : { embedId: found.embedId }),
        stream,
        // The found stream stays the very object among its siblings.
        streams: found.streams.map((s) =>
          s.id === found.stream.id ? stream : absoluteStream(s, base),
        ),
      };
    },
    runSource: async (id, media, events, signal) => {
      const body = { id, media, ...withCredentials };
      const final = await streamScrape(`${base}/scrape/source`, body, events, signal);
      if (final.type === 'error') throw errorOf(final);
      if (final.type !== 'sourceDone') throw unexpected(final);
      return { streams: absolute(final.streams), embeds: final.embeds };
    },
    runEmbed: async (embedScraperId, url, events, signal) => {
      const body = { id: embedScraperId, url, ...withCredentials };
      const final = await streamScrape(`${base}/scrape/embed`, body, events, signal);
      if (final.type === 'error') throw errorOf(final);
      if (final.type !== 'embedDone') throw unexpected(final);
      return absolute(final.streams);
    },
    scraperName: (id) => names.get(id) ?? id,
  };
}
