import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers: normally, never (to force a timeout), or with a server error. */
export type FakeTmdbMode = 'ok' | 'hang' | 'error';

export interface FakeTmdb {
  /** The API base, like the real `https://api.themoviedb.org/3`. */
  apiUrl: string;
  requests: { url: string; authorization: string | undefined }[];
  mode: FakeTmdbMode;
  close(): Promise<void>;
}

const notFound = {
  success: false,
  status_code: 34,
  status_message: 'The resource you requested could not be found.',
};
const invalidKey = {
  success: false,
  status_code: 7,
  status_message: 'Invalid API key: You must be granted a valid key.',
};

/** Answers in the real service's documented shapes, naming the host so tests see which one replied. */
function answer(url: URL, host: string): { status: number; body: unknown } {
  if (url.pathname === '/3/search/multi') {
    const query = url.searchParams.get('query') ?? '';
    return {
      status: 200,
      body: {
        page: Number(url.searchParams.get('page') ?? '1'),
        results: [
          {
            adult: false,
            backdrop_path: '/real-backdrop.jpg',
            genre_ids: [18],
            id: 550,
            media_type: 'movie',
            original_language: 'en',
            original_title: 'Fight Club',
            overview: `Answer from ${host} for ${query} in ${url.searchParams.get('language') ?? 'default'}`,
            popularity: 61.4,
            poster_path: '/real-poster.jpg',
            release_date: '1999-10-15',
            title: 'Fight Club',
            video: false,
            vote_average: 8.4,
            vote_count: 26000,
          },
        ],
        total_pages: 1,
        total_results: 1,
      },
    };
  }
  if (url.pathname === '/3/movie/550') {
    return {
      status: 200,
      body: { id: 550, title: 'Fight Club', genres: [{ id: 18, name: 'Drama' }], overview: host },
    };
  }
  return { status: 404, body: notFound };
}

/** A local stand-in for the movie database's API, for the proxy's tests. */
export async function startFakeTmdb(name: string, token: string): Promise<FakeTmdb> {
  const fake: FakeTmdb = { apiUrl: '', requests: [], mode: 'ok', close: async () => {} };
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    fake.requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
    if (fake.mode === 'hang') {
      hanging.add(response);
      return;
    }
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (fake.mode === 'error')
      return send(500, { status_code: 11, status_message: 'Internal error' });
    if (request.headers.authorization !== `Bearer ${token}`) return send(401, invalidKey);
    const { status, body } = answer(new URL(request.url ?? '/', 'http://fake'), name);
    send(status, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.apiUrl = `http://127.0.0.1:${port}/3`;
  fake.close = async () => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
