/// <reference types="node" />
import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A Jellyfin server on 127.0.0.1 answering the shapes of its documented API (PascalCase JSON):
 * `/System/Info`, `/Items` (title search, and a series' episodes by `ParentId`), and media files
 * given by the test. API calls need `Authorization: MediaBrowser Token="…"`; media URLs also take the key as
 * the `ApiKey` query, as the real server does for players that cannot send headers.
 */

export type FakeMediaStream = {
  Type: 'Video' | 'Audio' | 'Subtitle';
  Index: number;
  Language?: string;
  Height?: number;
  Width?: number;
  Codec?: string;
  IsTextSubtitleStream?: boolean;
};

export type FakeMediaSource = { Id: string; Container: string; MediaStreams: FakeMediaStream[] };

export type FakeMovie = {
  Id: string;
  Name: string;
  ProductionYear?: number;
  ProviderIds?: Record<string, string>;
  MediaSources: FakeMediaSource[];
};

export type FakeEpisode = {
  Id: string;
  Name?: string;
  ParentIndexNumber: number;
  IndexNumber: number;
  IndexNumberEnd?: number;
  MediaSources: FakeMediaSource[];
};

export type FakeSeries = {
  Id: string;
  Name: string;
  ProductionYear?: number;
  ProviderIds?: Record<string, string>;
  Episodes: FakeEpisode[];
};

/** A file answered at a path: text or bytes the test made, or a file on disk (with ranges). */
export type FakeMediaFile = { contentType: string } & ({ body: string } | { path: string });

/** `ok` answers properly; the others answer every request the way a broken server does. */
export type FakeJellyfinMode = 'ok' | 'html' | 500 | 502 | 503 | 'silent';

export type FakeJellyfinRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
};

export type FakeJellyfinOptions = {
  apiKey: string;
  movies?: FakeMovie[];
  series?: FakeSeries[];
  /** By request path, e.g. `/Videos/{id}/master.m3u8`. */
  files?: Record<string, FakeMediaFile>;
};

export type FakeJellyfin = {
  url: string;
  requests: FakeJellyfinRequest[];
  setMode(mode: FakeJellyfinMode): void;
  close(): Promise<void>;
};

export function fakeMediaSource(
  id: string,
  options: { container?: string; height?: number; width?: number; subtitles?: string[] } = {},
): FakeMediaSource {
  const height = options.height ?? 1080;
  return {
    Id: id,
    Container: options.container ?? 'mov,mp4,m4a,3gp,3g2,mj2',
    MediaStreams: [
      {
        Type: 'Video',
        Index: 0,
        Codec: 'h264',
        Height: height,
        Width: options.width ?? Math.round((height * 16) / 9),
      },
      { Type: 'Audio', Index: 1, Codec: 'aac', Language: 'eng' },
      ...(options.subtitles ?? []).map((language, i) => ({
        Type: 'Subtitle' as const,
        Index: 2 + i,
        Codec: 'subrip',
        Language: language,
        IsTextSubtitleStream: true,
      })),
    ],
  };
}

function tokenOf(header: string | undefined): string | undefined {
  if (!header || !/^(MediaBrowser|Emby)\s/i.test(header)) return undefined;
  return /(?:^|[\s,])Token="([^"]*)"/i.exec(header)?.[1];
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function itemsAnswer(items: unknown[]) {
  return { Items: items, TotalRecordCount: items.length, StartIndex: 0 };
}

function nameMatches(name: string, term: string | null): boolean {
  return term === null || name.toLowerCase().includes(term.toLowerCase());
}

function yearMatches(year: number | undefined, years: string | null): boolean {
  if (!years) return true;
  return year !== undefined && years.split(',').map(Number).includes(year);
}

/** Items as Jellyfin lists them: `MediaSources` only when asked for in `Fields`. */
function listed<
  T extends { Name?: string; ProductionYear?: number; MediaSources?: FakeMediaSource[] },
>(item: T, type: string, fields: string[]) {
  const { MediaSources, ...rest } = item;
  return {
    ...rest,
    Type: type,
    ...(fields.includes('MediaSources') && MediaSources ? { MediaSources } : {}),
  };
}

/** Jellyfin copies the playlist's query onto every URL in it, so segments carry the key too. */
function withQuery(playlist: string, query: string): string {
  if (query === '') return playlist;
  return playlist
    .split('\n')
    .map((line) =>
      line.trim() === '' || line.startsWith('#')
        ? line
        : `${line}${line.includes('?') ? '&' : '?'}${query}`,
    )
    .join('\n');
}

function serveFile(req: IncomingMessage, res: ServerResponse, file: FakeMediaFile, query: string) {
  const headers = { 'content-type': file.contentType, 'accept-ranges': 'bytes' };
  if ('body' in file) {
    const body = file.contentType.includes('mpegurl') ? withQuery(file.body, query) : file.body;
    res.writeHead(200, headers);
    res.end(body);
    return;
  }
  const size = statSync(file.path).size;
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (!range) {
    res.writeHead(200, { ...headers, 'content-length': String(size) });
    createReadStream(file.path).pipe(res);
    return;
  }
  const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start >= size || start > end) {
    res.writeHead(416, { 'content-range': `bytes */${size}` });
    res.end();
    return;
  }
  res.writeHead(206, {
    ...headers,
    'content-length': String(end - start + 1),
    'content-range': `bytes ${start}-${end}/${size}`,
  });
  createReadStream(file.path, { start, end }).pipe(res);
}

export async function startFakeJellyfin(options: FakeJellyfinOptions): Promise<FakeJellyfin> {
  const requests: FakeJellyfinRequest[] = [];
  let mode: FakeJellyfinMode = 'ok';
  const sockets = new Set<Socket>();

  const search = (query: URLSearchParams) => {
    const fields = (query.get('Fields') ?? '').split(',');
    const types = (query.get('IncludeItemTypes') ?? 'Movie,Series').split(',');
    const term = query.get('searchTerm');
    const years = query.get('years');
    return [
      ...(types.includes('Movie')
        ? (options.movies ?? []).map((m) => listed(m, 'Movie', fields))
        : []),
      ...(types.includes('Series')
        ? (options.series ?? []).map(({ Episodes: _episodes, ...s }) => listed(s, 'Series', fields))
        : []),
    ].filter(
      (item) => nameMatches(item.Name ?? '', term) && yearMatches(item.ProductionYear, years),
    );
  };

  /** A series' episodes, as `ParentId` with `Recursive` lists them, optionally of one season. */
  const episodesOf = (seriesId: string, query: URLSearchParams) => {
    const fields = (query.get('Fields') ?? '').split(',');
    const season = query.get('ParentIndexNumber');
    const series = (options.series ?? []).find((s) => s.Id === seriesId);
    return (series?.Episodes ?? [])
      .filter((e) => season === null || e.ParentIndexNumber === Number(season))
      .map((e) => ({
        ...listed(e, 'Episode', fields),
        SeriesId: seriesId,
        SeriesName: series?.Name,
      }));
  };

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const authorization = req.headers.authorization;
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-headers': 'Authorization, Range, Content-Type',
        'access-control-allow-methods': 'GET, HEAD, OPTIONS',
      });
      res.end();
      return;
    }
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      authorization,
    });
    if (mode === 'silent') return;
    if (mode === 'html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Sign in</title><form>Sign in to continue</form>');
      return;
    }
    if (typeof mode === 'number') {
      res.writeHead(mode, { 'content-type': 'text/plain' });
      res.end(mode === 500 ? 'Internal Server Error' : 'Bad Gateway');
      return;
    }
    const file = options.files?.[url.pathname];
    const key = tokenOf(authorization) ?? (file ? url.searchParams.get('ApiKey') : null);
    if (key !== options.apiKey) {
      res.writeHead(401);
      res.end();
      return;
    }
    if (file) {
      serveFile(req, res, file, url.search.slice(1));
      return;
    }
    if (url.pathname === '/System/Info') {
      json(res, 200, {
        ServerName: 'Home',
        Version: '10.10.7',
        ProductName: 'Jellyfin Server',
        Id: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
        OperatingSystem: 'Linux',
        StartupWizardCompleted: true,
      });
      return;
    }
    if (url.pathname === '/Items') {
      const parentId = url.searchParams.get('ParentId');
      json(
        res,
        200,
        itemsAnswer(parentId ? episodesOf(parentId, url.searchParams) : search(url.searchParams)),
      );
      return;
    }
    res.writeHead(404);
    res.end();
  };

  const server = createServer(answer);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode: (next) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
