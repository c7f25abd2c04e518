/// <reference types="node" />
import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * What the Archive and Stremio fakes share: a node:http server on 127.0.0.1 port 0 that records
 * every request, answers the ways a broken service does, and serves files with byte ranges.
 */

/** How a broken service answers: an HTML page with 200, a 500, JSON cut short, or very late. */
export type FakeFailure = 'html' | 'status500' | 'bad-json' | 'slow';

export type FakeRequest = { method: string; path: string; query: URLSearchParams };

/** A file served by a fake: text or bytes the test made, or a file on disk (an ffmpeg MP4). */
export type FakeFileBody = { content: string | Uint8Array } | { path: string };

export type FakeHttpServer = { url: string; close(): Promise<void> };

export type FakeHandler = (
  request: FakeRequest,
  response: ServerResponse,
  raw: IncomingMessage,
) => void | Promise<void>;

const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  srt: 'application/x-subrip',
  vtt: 'text/vtt; charset=utf-8',
};

export function contentTypeOf(name: string): string {
  const ext = name.split('.').at(-1)?.toLowerCase() ?? '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
  });
  response.end(JSON.stringify(body));
}

export function sendText(
  response: ServerResponse,
  status: number,
  body: string,
  contentType: string,
): void {
  response.writeHead(status, { 'content-type': contentType, 'access-control-allow-origin': '*' });
  response.end(body);
}

/** Answers as a broken service would, or waits `slowMs` and lets the normal answer go out. */
export async function answerFailure(
  failure: FakeFailure | undefined,
  response: ServerResponse,
  slowMs: number,
): Promise<boolean> {
  if (failure === undefined) return false;
  if (failure === 'slow') {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, slowMs);
      response.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return response.destroyed || response.writableEnded;
  }
  if (failure === 'html') {
    sendText(
      response,
      200,
      '<!DOCTYPE html><html><body><h1>Temporarily Offline</h1></body></html>',
      'text/html; charset=utf-8',
    );
  } else if (failure === 'status500') {
    sendText(response, 500, '<html><body>Internal Server Error</body></html>', 'text/html');
  } else {
    sendText(response, 200, '{"response": {"docs": [', 'application/json');
  }
  return true;
}

function byteRange(header: string | undefined, size: number): [number, number] | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header) : null;
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end ? [start, end] : [size, size];
}

/** One file, with single byte ranges as a video element asks for them. */
export function sendFile(
  response: ServerResponse,
  raw: IncomingMessage,
  name: string,
  body: FakeFileBody,
): void {
  const bytes = 'content' in body ? Buffer.from(body.content) : null;
  const size = fileSize(body);
  const headers = {
    'content-type': contentTypeOf(name),
    'accept-ranges': 'bytes',
    'access-control-allow-origin': '*',
  };
  const range = byteRange(raw.headers.range, size);
  if (range && range[0] >= size) {
    response.writeHead(416, { ...headers, 'content-range': `bytes */${size}` });
    response.end();
    return;
  }
  const [start, end] = range ?? [0, size - 1];
  response.writeHead(range ? 206 : 200, {
    ...headers,
    'content-length': String(Math.max(0, end - start + 1)),
    ...(range ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
  });
  if (raw.method === 'HEAD' || size === 0) {
    response.end();
  } else if (bytes) {
    response.end(bytes.subarray(start, end + 1));
  } else {
    createReadStream((body as { path: string }).path, { start, end }).pipe(response);
  }
}

export function fileSize(body: FakeFileBody): number {
  return 'content' in body ? Buffer.from(body.content).length : statSync(body.path).size;
}

/** Starts the server; `close()` also drops open sockets, so a slow answer never holds a test. */
export async function startFakeHttpServer(
  requests: FakeRequest[],
  handler: FakeHandler,
): Promise<FakeHttpServer> {
  const sockets = new Set<Socket>();
  const server = createServer((raw, response) => {
    const parsed = new URL(raw.url ?? '/', 'http://127.0.0.1');
    const request = {
      method: raw.method ?? 'GET',
      path: parsed.pathname,
      query: parsed.searchParams,
    };
    requests.push(request);
    Promise.resolve(handler(request, response, raw)).catch((error: unknown) => {
      if (!response.headersSent) sendText(response, 500, String(error), 'text/plain');
      else response.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
