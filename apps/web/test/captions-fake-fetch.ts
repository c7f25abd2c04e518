import { vi } from 'vitest';

/** Caption files by path, as a caption host would serve them; anything else is a 404. */
export type CaptionFiles = Record<string, string>;

/** Replaces the page's fetch with one that answers from `files`; returns the paths asked for. */
export function stubCaptionFetch(files: CaptionFiles): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost/').pathname;
    asked.push(path);
    const body = files[path];
    if (body === undefined) return new Response('not found', { status: 404 });
    return new Response(body, { status: 200 });
  });
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
