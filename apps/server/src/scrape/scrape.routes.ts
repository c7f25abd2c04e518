import { PassThrough } from 'node:stream';
import { SCRAPE_CONTENT_TYPE, scrapeRoutes as scrapeTable } from '@screenroom/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addApiRoute } from '../http/api-route.ts';
import type { AccessGuard } from '../accounts/access-guard.ts';
import {
  assertWithinLimit,
  type RateLimiter,
  type RateLimitRule,
} from '../rate-limit/rate-limiter.ts';
import type { ScrapeEventSink, ScrapeService } from './scrape.service.ts';
import { clientKey } from '../http/client-address.ts';
import type { ScrapedStreams } from '../proxy/scraped-streams.ts';

/** A title's run, its source-menu choices and failovers: generous for a viewer, not for a bot. */
export const scrapeRateLimit: RateLimitRule = { name: 'scrape', limit: 60, windowMs: 60_000 };

/** `authorization` is the viewer's own header, for our library to sign its links for them. */
type Run<T> = (
  body: T,
  sink: ScrapeEventSink,
  signal: AbortSignal,
  authorization: string | undefined,
) => Promise<void>;

/**
 * Checks, counts and claims a slot before answering, so those failures are ordinary JSON errors;
 * then answers NDJSON, one line per event as it happens. A client that goes away stops the run.
 */
async function streamed<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
  deps: { service: ScrapeService; limiter: RateLimiter; scraped: ScrapedStreams },
  run: Run<T>,
): Promise<FastifyReply> {
  const client = clientKey(request);
  await assertWithinLimit(deps.limiter, scrapeRateLimit, client);
  const slot = deps.service.claim();
  const controller = new AbortController();
  const lines = new PassThrough();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client went away'));
  });
  // The streams found are noted before their line goes out, so the client's next request for
  // a proxy token bound to one of them finds it noted; lines keep their order.
  let written = Promise.resolve();
  const sink: ScrapeEventSink = (event) => {
    written = written
      .then(() => deps.scraped.note(client, event))
      .catch((error: unknown) => request.log.warn({ err: error }, 'could not note scraped streams'))
      .then(() => void lines.write(`${JSON.stringify(event)}\n`));
  };
  void run(body, sink, controller.signal, request.headers.authorization).finally(() => {
    slot.release();
    void written.then(() => lines.end());
  });
  return (
    reply
      .type(SCRAPE_CONTENT_TYPE)
      .header('cache-control', 'no-store')
      // Proxies such as nginx would otherwise hold the lines back until the run ends.
      .header('x-accel-buffering', 'no')
      .send(lines)
  );
}

export function scrapeRoutes(
  app: FastifyInstance,
  service: ScrapeService,
  limiter: RateLimiter,
  access: AccessGuard,
  scraped: ScrapedStreams,
): void {
  const deps = { service, limiter, scraped };
  const sessionOnly = { preHandler: access.requireSession };

  addApiRoute(app, scrapeTable.sources, sessionOnly, async () => service.list());

  addApiRoute(app, scrapeTable.run, sessionOnly, (request, reply, input) =>
    streamed(request, reply, input.body(), deps, (body, sink, signal, authorization) =>
      service.run(body, sink, signal, authorization),
    ),
  );

  addApiRoute(app, scrapeTable.source, sessionOnly, (request, reply, input) =>
    streamed(request, reply, input.body(), deps, (body, sink, signal, authorization) =>
      service.runSource(body, sink, signal, authorization),
    ),
  );

  addApiRoute(app, scrapeTable.embed, sessionOnly, (request, reply, input) =>
    streamed(request, reply, input.body(), deps, (body, sink, signal, authorization) =>
      service.runEmbed(body, sink, signal, authorization),
    ),
  );
}
