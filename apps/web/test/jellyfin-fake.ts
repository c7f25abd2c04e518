import { http, HttpResponse } from 'msw';
import { server } from './msw-server.ts';

/** The viewer's Jellyfin server as the browser reaches it; msw answers, nothing leaves. */
export const JELLYFIN_URL = 'http://jellyfin.home.test:8096';
export const JELLYFIN_KEY = '0123456789abcdef0123456789abcdef';

/** `ok` answers as Jellyfin does; a number answers that status; `html` a page that is not Jellyfin's. */
export type JellyfinAnswer = 'ok' | number | 'html';

export type JellyfinAsked = { path: string; authorization: string | null }[];

function tokenOf(header: string | null): string | undefined {
  if (!header || !/^(MediaBrowser|Emby)\s/i.test(header)) return undefined;
  return /(?:^|[\s,])Token="([^"]*)"/i.exec(header)?.[1];
}

/**
 * `GET /System/Info`, which needs the key in `Authorization: MediaBrowser Token="…"` (401
 * without it). `answers` are used in turn, the last one repeating. Returns what was asked.
 */
export function serveJellyfin(
  answers: JellyfinAnswer[] = ['ok'],
  key = JELLYFIN_KEY,
): JellyfinAsked {
  const asked: JellyfinAsked = [];
  server.use(
    http.get(`${JELLYFIN_URL}/System/Info`, ({ request }) => {
      const authorization = request.headers.get('authorization');
      asked.push({ path: new URL(request.url).pathname, authorization });
      const answer = answers[Math.min(asked.length, answers.length) - 1] ?? 'ok';
      if (typeof answer === 'number') return new HttpResponse('Bad Gateway', { status: answer });
      if (answer === 'html') {
        return new HttpResponse('<!doctype html><title>Sign in</title>', {
          headers: { 'content-type': 'text/html' },
        });
      }
      if (tokenOf(authorization) !== key) return new HttpResponse(null, { status: 401 });
      return HttpResponse.json({
        ServerName: 'Home',
        Version: '10.10.7',
        ProductName: 'Jellyfin Server',
        Id: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
        OperatingSystem: 'Linux',
        StartupWizardCompleted: true,
      });
    }),
  );
  return asked;
}
