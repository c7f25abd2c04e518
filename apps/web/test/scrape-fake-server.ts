import {
  SCRAPE_CONTENT_TYPE,
  scrapeEmbedRequestSchema,
  scrapeEventSchema,
  scrapeRunRequestSchema,
  scrapeSourceRequestSchema,
  type ScrapeEvent,
  type ScraperList,
  type ServerErrorCode,
} from '@screenroom/core';
import { http, HttpResponse } from 'msw';
import { server } from './msw-server.ts';

/** One request the fake took, its body checked against core's request schema. */
export type ScrapeRequest = { path: string; body: unknown };

export type ScrapeFakeAnswer =
  /** The lines, each checked against core's event schema, sent in `chunks` pieces. */
  | { lines: ScrapeEvent[]; chunks?: number }
  /** A refusal before any line, as the server answers a bad body, a rate limit or a full server. */
  | { status: number; message: string; code?: ServerErrorCode };

const schemas = {
  '/scrape': scrapeRunRequestSchema,
  '/scrape/source': scrapeSourceRequestSchema,
  '/scrape/embed': scrapeEmbedRequestSchema,
} as const;

/** The NDJSON body in `chunks` pieces of equal length, cutting through lines on purpose. */
function ndjson(lines: ScrapeEvent[], chunks: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(
    lines.map((line) => `${JSON.stringify(scrapeEventSchema.parse(line))}\n`).join(''),
  );
  const size = Math.ceil(bytes.length / chunks);
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size)
        controller.enqueue(bytes.slice(at, at + size));
      controller.close();
    },
  });
}

/**
 * Our server's scraping routes (`POST /scrape`, `/scrape/source`, `/scrape/embed` answering
 * NDJSON, `GET /scrape/sources`) at `origin`. Every body must pass core's request schema, as the
 * server would check it.
 */
export function serveScrape(
  origin: string,
  answers: Partial<Record<keyof typeof schemas, ScrapeFakeAnswer>>,
  list: ScraperList = { sources: [], embeds: [] },
): ScrapeRequest[] {
  const requests: ScrapeRequest[] = [];
  server.use(
    http.get(`${origin}/scrape/sources`, () => HttpResponse.json(list)),
    ...(Object.keys(schemas) as (keyof typeof schemas)[]).map((path) =>
      http.post(`${origin}${path}`, async ({ request }) => {
        const body = schemas[path].parse(await request.json());
        requests.push({ path, body });
        const answer = answers[path];
        if (!answer)
          return HttpResponse.json({ errorType: 'message', message: 'unused' }, { status: 500 });
        if ('status' in answer) {
          return HttpResponse.json(
            {
              errorType: 'message',
              message: answer.message,
              ...(answer.code ? { code: answer.code } : {}),
            },
            { status: answer.status },
          );
        }
        return new HttpResponse(ndjson(answer.lines, answer.chunks ?? 1), {
          headers: { 'content-type': SCRAPE_CONTENT_TYPE },
        });
      }),
    ),
  );
  return requests;
}
