import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

/** What the bomb decodes to: 64 MiB of zeros, about 64 KiB on the wire. */
export const BOMB_DECODED_BYTES = 64 * 1024 * 1024;

let bomb: Promise<Buffer> | null = null;

/** The gzipped zeros, made once per test file a mebibyte at a time. */
export function gzipBomb(): Promise<Buffer> {
  bomb ??= (async () => {
    const gzip = zlib.createGzip({ level: 9 });
    const chunks: Buffer[] = [];
    gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = once(gzip, 'end');
    const zeros = Buffer.alloc(1024 * 1024);
    for (let written = 0; written < BOMB_DECODED_BYTES; written += zeros.length) {
      if (!gzip.write(zeros)) await once(gzip, 'drain');
    }
    gzip.end();
    await ended;
    return Buffer.concat(chunks);
  })();
  return bomb;
}

export interface FakeGzipBomb {
  /** `http://127.0.0.1:{port}`; every path answers the bomb. */
  url: string;
  /** Paths asked, in order. */
  requests: string[];
  /**
   * Whether the answer says how long it is on the wire (a small Content-Length a check of the
   * header alone would let through) or is sent chunked with no length at all.
   */
  announceLength: boolean;
  /** The answer's status (default 200). */
  status: number;
  close(): Promise<void>;
}

/**
 * A hostile stand-in for any of the services the server asks: every request gets a 200 JSON
 * answer, gzipped, that is tiny on the wire and 64 MiB once decoded.
 */
export async function startFakeGzipBomb(): Promise<FakeGzipBomb> {
  const body = await gzipBomb();
  const server = http.createServer((request, response) => {
    fake.requests.push(request.url ?? '');
    // The client hangs up once it has read enough; that is the point, not a failure.
    response.on('error', () => undefined);
    request.resume();
    response.writeHead(fake.status, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      ...(fake.announceLength ? { 'content-length': String(body.length) } : {}),
    });
    response.end(body);
  });
  const fake: FakeGzipBomb = {
    url: '',
    requests: [],
    announceLength: true,
    status: 200,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

export interface CountingFetch {
  fetch: typeof fetch;
  /** For each answer with a body, the decoded bytes its reader has taken so far. */
  reads: number[];
}

/**
 * The real `fetch`, with each answer's body handed over only as its reader asks (no read-ahead),
 * counting the bytes: what a client took from a body is what it could have held in memory.
 */
export function countingFetch(): CountingFetch {
  const reads: number[] = [];
  const counted = async (input: string | URL | Request, init?: RequestInit) => {
    const response = await fetch(input, init);
    if (!response.body) return response;
    const index = reads.push(0) - 1;
    const source = response.body.getReader();
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const { done, value } = await source.read();
          if (done) return controller.close();
          reads[index]! += value.byteLength;
          controller.enqueue(value);
        },
        cancel: (reason) => source.cancel(reason),
      },
      { highWaterMark: 0 },
    );
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  return { fetch: counted as typeof fetch, reads };
}
