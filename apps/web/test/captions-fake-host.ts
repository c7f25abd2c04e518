import { delay, http, HttpResponse } from 'msw';
import { server } from './msw-server.ts';

/** Caption files by path, as a caption host would serve them on any host; anything else is a 404. */
export type CaptionFiles = Record<string, string>;

/**
 * Serves `files` (by path, whatever the host), each answer after `delayMs[path]` if given; returns the
 * paths asked for, in order.
 */
export function serveCaptionFiles(
  files: CaptionFiles,
  delayMs: Record<string, number> = {},
): string[] {
  const asked: string[] = [];
  server.use(
    http.get('*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      asked.push(path);
      if (delayMs[path] !== undefined) await delay(delayMs[path]);
      const body = files[path];
      if (body === undefined) return new HttpResponse('not found', { status: 404 });
      return new HttpResponse(body, { status: 200 });
    }),
  );
  return asked;
}

export const englishSrt = `1
00:00:01,000 --> 00:00:04,000
Hello <i>there</i>

2
00:00:05,000 --> 00:00:06,000
Second line
`;

export const arabicVtt = `WEBVTT

00:00:01.000 --> 00:00:04.000
مرحبا
`;
