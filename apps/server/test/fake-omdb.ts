import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the fake answers: normally; with the daily limit reached (OMDb's 401 and
 * `Request limit reached!`); with a maintenance page in HTML; or never (to force a timeout).
 */
export type FakeOmdbMode = 'ok' | 'limit' | 'html' | 'slow';

export interface FakeOmdbRequest {
  imdbId: string | null;
  apiKey: string | null;
  tomatoes: string | null;
}

export interface FakeOmdb {
  /** Like the real `https://www.omdbapi.com/`. */
  apiUrl: string;
  requests: FakeOmdbRequest[];
  mode: FakeOmdbMode;
  close(): Promise<void>;
}

/** The fields every OMDb title answer opens with, as documented. */
function title(fields: Record<string, unknown>) {
  return {
    Rated: 'N/A',
    Released: 'N/A',
    Runtime: 'N/A',
    Genre: 'N/A',
    Director: 'N/A',
    Writer: 'N/A',
    Actors: 'N/A',
    Plot: 'N/A',
    Language: 'English',
    Country: 'United States',
    Awards: 'N/A',
    Poster: 'N/A',
    DVD: 'N/A',
    BoxOffice: 'N/A',
    Production: 'N/A',
    Website: 'N/A',
    ...fields,
    Response: 'True',
  };
}

/** What the fake knows, by IMDb id: one title with every source, one with only the first. */
export const omdbTitles: Record<string, unknown> = {
  // The Matrix (the catalog's movie 603).
  tt0133093: title({
    Title: 'The Matrix',
    Year: '1999',
    Type: 'movie',
    Ratings: [
      { Source: 'Internet Movie Database', Value: '8.7/10' },
      { Source: 'Rotten Tomatoes', Value: '83%' },
      { Source: 'Metacritic', Value: '73/100' },
    ],
    Metascore: '73',
    imdbRating: '8.7',
    imdbVotes: '2,187,641',
    imdbID: 'tt0133093',
    tomatoMeter: 'N/A',
    tomatoURL: 'https://www.rottentomatoes.com/m/matrix',
  }),
  // Game of Thrones (the catalog's show 1399): series have no aggregator or Metacritic scores.
  tt0944947: title({
    Title: 'Game of Thrones',
    Year: '2011–2019',
    Type: 'series',
    totalSeasons: '8',
    Ratings: [{ Source: 'Internet Movie Database', Value: '9.2/10' }],
    Metascore: 'N/A',
    imdbRating: '9.2',
    imdbVotes: '2,301,044',
    imdbID: 'tt0944947',
    tomatoURL: 'N/A',
  }),
};

/** A local stand-in for the OMDb API (`GET /?i=tt…&apikey=…`), for our tests. */
export async function startFakeOmdb(apiKey: string): Promise<FakeOmdb> {
  const fake: FakeOmdb = { apiUrl: '', requests: [], mode: 'ok', close: async () => {} };
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const query = url.searchParams;
    fake.requests.push({
      imdbId: query.get('i'),
      apiKey: query.get('apikey'),
      tomatoes: query.get('tomatoes'),
    });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(payload));
    };
    if (fake.mode === 'slow') {
      hanging.add(response);
      return;
    }
    if (fake.mode === 'html') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body><h1>Down for maintenance</h1></body></html>');
      return;
    }
    if (url.pathname !== '/') return send(404, { Response: 'False', Error: 'Not found' });
    if (!query.get('apikey'))
      return send(401, { Response: 'False', Error: 'No API key provided.' });
    if (query.get('apikey') !== apiKey) {
      return send(401, { Response: 'False', Error: 'Invalid API key!' });
    }
    if (fake.mode === 'limit') {
      return send(401, { Response: 'False', Error: 'Request limit reached!' });
    }
    const imdbId = query.get('i') ?? '';
    if (!/^tt\d+$/.test(imdbId))
      return send(200, { Response: 'False', Error: 'Incorrect IMDb ID.' });
    send(200, omdbTitles[imdbId] ?? { Response: 'False', Error: 'Movie not found!' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.apiUrl = `http://127.0.0.1:${port}/`;
  fake.close = async () => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
