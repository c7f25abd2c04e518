import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the fake answers: normally; with the documented quota (406) or throttle (429) errors; with
 * a server error; with a maintenance page in HTML; or never (to force a timeout).
 */
export type FakeOpenSubtitlesMode = 'ok' | 'quota' | 'throttle' | 'error' | 'html' | 'hang';

export interface FakeRequest {
  method: string;
  url: string;
  apiKey: string | undefined;
  userAgent: string | undefined;
  body: string;
}

export interface FakeOpenSubtitles {
  /** Like the real `https://api.opensubtitles.com/api/v1`. */
  apiUrl: string;
  requests: FakeRequest[];
  mode: FakeOpenSubtitlesMode;
  /** Where the download call's links point: this fake's own host unless a test moves them. */
  linkBase: string;
  close(): Promise<void>;
}

export const subtitleText = (fileId: number) =>
  `1\n00:00:01,000 --> 00:00:03,000\nSubtitle file ${fileId}\n\n2\n00:00:04,000 --> 00:00:05,500\nÇa marche.\n`;

/** One subtitle of the search answer, in the documented shape. */
function subtitle(
  id: number,
  fileId: number,
  language: string,
  release: string,
  downloads: number,
  hearingImpaired = false,
) {
  return {
    id: String(id),
    type: 'subtitle',
    attributes: {
      subtitle_id: String(id),
      language,
      download_count: downloads,
      new_download_count: 3,
      hearing_impaired: hearingImpaired,
      hd: true,
      fps: 23.976,
      votes: 2,
      ratings: 6.5,
      from_trusted: true,
      foreign_parts_only: false,
      upload_date: '2021-05-04T11:12:13Z',
      ai_translated: false,
      machine_translated: false,
      release,
      url: `https://www.opensubtitles.com/en/subtitles/${id}`,
      feature_details: { feature_id: 9, title: 'A title', year: 2011 },
      files: [{ file_id: fileId, cd_number: 1, file_name: `${release}.srt` }],
    },
  };
}

/** What the search finds, by the query string the server sends; `languages` filters. */
function searchData(query: URLSearchParams): unknown[] {
  let all: ReturnType<typeof subtitle>[] = [];
  let extra: unknown[] = [];
  if (
    query.get('type') === 'episode' &&
    query.get('parent_tmdb_id') === '1399' &&
    query.get('season_number') === '1' &&
    query.get('episode_number') === '2'
  ) {
    all = [
      subtitle(11, 1101, 'en', 'Show.S01E02.720p.WEB', 5000),
      subtitle(12, 1201, 'ar', 'Show.S01E02.1080p', 900, true),
    ];
  }
  if (query.get('type') === 'movie' && query.get('imdb_id') === '133093') {
    all = [
      subtitle(21, 2101, 'pt-BR', 'Movie.1999.BluRay', 700),
      subtitle(22, 2201, 'en', 'Movie.1999.BluRay', 12000),
      subtitle(23, 2301, 'pt-PT', 'Movie.1999.DVDRip', 300),
    ];
    // A record without files, which the server must skip.
    extra = [{ id: '24', type: 'subtitle', attributes: { language: 'fr' } }];
  }
  // The demo movie Sintel (tt1727587), which the browser test searches from the player.
  if (query.get('type') === 'movie' && query.get('imdb_id') === '1727587') {
    all = [subtitle(31, 3101, 'fr', 'Sintel.2010.Open.Movie', 4200)];
  }
  const languages = query.get('languages')?.split(',');
  if (!languages) return [...all, ...extra];
  return all.filter((s) => languages.includes(s.attributes.language.toLowerCase()));
}

/** A local stand-in for the OpenSubtitles REST API and its download host, for our tests. */
export async function startFakeOpenSubtitles(apiKey: string): Promise<FakeOpenSubtitles> {
  const fake: FakeOpenSubtitles = {
    apiUrl: '',
    requests: [],
    mode: 'ok',
    linkBase: '',
    close: async () => {},
  };
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const key = request.headers['api-key'];
      fake.requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        apiKey: typeof key === 'string' ? key : undefined,
        userAgent: request.headers['user-agent'],
        body,
      });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(payload));
      };
      if (fake.mode === 'hang') {
        hanging.add(response);
        return;
      }
      if (url.pathname.startsWith('/files/')) {
        const fileId = Number(url.pathname.slice('/files/'.length).replace(/\.srt$/, ''));
        response.writeHead(200, { 'content-type': 'application/x-subrip; charset=utf-8' });
        response.end(subtitleText(fileId));
        return;
      }
      if (fake.mode === 'html') {
        response.writeHead(503, { 'content-type': 'text/html' });
        response.end('<html><body><h1>Down for maintenance</h1></body></html>');
        return;
      }
      if (fake.mode === 'error') return send(500, { message: 'Internal server error' });
      if (fake.mode === 'throttle')
        return send(429, { message: 'Throttle limit reached. Retry later.' });
      if (key !== apiKey) return send(401, { message: 'You cannot consume this service' });
      if (request.method === 'GET' && url.pathname === '/api/v1/subtitles') {
        const data = searchData(url.searchParams);
        return send(200, { total_pages: 1, total_count: data.length, per_page: 60, page: 1, data });
      }
      if (request.method === 'POST' && url.pathname === '/api/v1/download') {
        if (fake.mode === 'quota') {
          return send(406, {
            requests: 101,
            remaining: -1,
            message:
              'You have downloaded your allowed 100 subtitles for 24h.Your quota will be renewed in 06 hours and 12 minutes (2026-11-24 00:00:00 UTC) ',
            reset_time: '6 hours and 12 minutes',
            reset_time_utc: '2026-11-24T00:00:00.000Z',
          });
        }
        const fileId = (JSON.parse(body) as { file_id: number }).file_id;
        return send(200, {
          link: `${fake.linkBase}/files/${fileId}.srt`,
          file_name: `${fileId}.srt`,
          requests: 3,
          remaining: 97,
          message:
            'Your quota will be renewed in 06 hours and 12 minutes (2026-11-24 00:00:00 UTC) ',
          reset_time: '6 hours and 12 minutes',
          reset_time_utc: '2026-11-24T00:00:00.000Z',
        });
      }
      send(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.linkBase = `http://127.0.0.1:${port}`;
  fake.apiUrl = `${fake.linkBase}/api/v1`;
  fake.close = async () => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
