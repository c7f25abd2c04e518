import {
  SCRAPE_CONTENT_TYPE,
  scrapeEventSchema,
  scrapeRoutes,
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
import { callApi } from './api.ts';
import { backendErrorFromBody, type BackendError } from './backend.ts';
import type { ScrapeRunner } from './providers.ts';
import { withServerSession } from './server-access.ts';

/**
 * Why a run on our server broke, as this app words it: the server refused it (`refusal` holds its
 * status and code), it could not be reached, its lines could not be read, or it said the run
 * failed. The English message stays for logs.
 */
export type ServerScrapeProblem =
  | 'refused'
  | 'unreachable'
  | 'notJson'
  | 'unknownLine'
  | 'noBody'
  | 'noAnswer'
  | 'unexpectedAnswer'
  | 'failed';

export class ServerScrapeError extends ScrapeFailureError {
  constructor(
    message: string,
    readonly problem: ServerScrapeProblem,
    readonly refusal?: BackendError,
  ) {
    super(message);
    this.name = 'ServerScrapeError';
  }
}

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
        ...(event.reasonCode === undefined ? {} : { reasonCode: event.reasonCode }),
      });
    case 'discoverEmbeds':
      return events.discoverEmbeds?.({ sourceId: event.sourceId, embeds: event.embeds });
    default:
      return;
  }
}

async function refusal(response: Response): Promise<ServerScrapeError> {
  const body: unknown = await response.json().catch(() => null);
  const error = backendErrorFromBody(response.status, body, response.statusText);
  return new ServerScrapeError(
    `The server refused to scrape (${response.status}): ${error.message}`,
    'refused',
    error,
  );
}

function parseLine(line: string): ScrapeEvent {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new ServerScrapeError('The server sent a scrape line that is not JSON', 'notJson');
  }
  const parsed = scrapeEventSchema.safeParse(value);
  if (!parsed.success) {
    throw new ServerScrapeError('The server sent an unknown scrape line', 'unknownLine');
  }
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
  let response: Response;
  try {
    response = await fetch(
      url,
      withServerSession({
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: SCRAPE_CONTENT_TYPE },
        body: JSON.stringify(body),
        signal,
      }),
    );
  } catch (error) {
    // An abort is the player leaving, not a failure to word.
    if (signal.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ServerScrapeError(`The server could not be reached: ${message}`, 'unreachable');
  }
  if (!response.ok) throw await refusal(response);
  if (!response.body) throw new ServerScrapeError('The server answered without a body', 'noBody');
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
    if (done) {
      throw new ServerScrapeError('The server ended the scrape without an answer', 'noAnswer');
    }
  }
}

function errorOf(event: Extract<ScrapeEvent, { type: 'error' }>): Error {
  return event.status === 'notfound'
    ? new NotFoundError(event.message)
    : new ServerScrapeError(event.message, 'failed');
}

function unexpected(event: FinalEvent): Error {
  return new ServerScrapeError(
    `The server answered a scrape with '${event.type}'`,
    'unexpectedAnswer',
  );
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
    listing ??= callApi(scrapeRoutes.sources, {}, { backendUrl: base })
      .then((list) => {
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
      const final = await streamScrape(`${base}${scrapeRoutes.run.path}`, body, events, signal);
      await naming;
      if (final.type === 'error') throw new ServerScrapeError(final.message, 'failed');
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
      const final = await streamScrape(`${base}${scrapeRoutes.source.path}`, body, events, signal);
      if (final.type === 'error') throw errorOf(final);
      if (final.type !== 'sourceDone') throw unexpected(final);
      return { streams: absolute(final.streams), embeds: final.embeds };
    },
    runEmbed: async (embedScraperId, url, events, signal) => {
      const body = { id: embedScraperId, url, ...withCredentials };
      const final = await streamScrape(`${base}${scrapeRoutes.embed.path}`, body, events, signal);
      if (final.type === 'error') throw errorOf(final);
      if (final.type !== 'embedDone') throw unexpected(final);
      return absolute(final.streams);
    },
    scraperName: (id) => names.get(id) ?? id,
  };
}
