import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { gzipBomb } from './fake-gzip-bomb.ts';

/** A deterministic body: byte i is i mod 251, so any range can be checked. */
export function patternBytes(length: number, offset = 0): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) bytes[i] = (offset + i) % 251;
  return bytes;
}

export const FILE_SIZE = 256 * 1024;

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeUpstream {
  /** `http://127.0.0.2:{port}` */
  origin: string;
  port: number;
  seen: SeenRequest[];
  /** Bytes the unbounded stream wrote before the reader stopped taking them, and whether it stalled. */
  unbounded: { written: number; stalled: boolean; closed: boolean };
  close(): Promise<void>;
}

const MASTER = [
  '\uFEFF#EXTM3U',
  '#EXT-X-VERSION:6',
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="en",URI="audio/en.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=800000,AUDIO="aud"',
  'media/index.m3u8?sig=abc',
  '',
].join('\r\n');

const MEDIA = [
  '#EXTM3U',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-KEY:METHOD=AES-128,URI="../keys/k1.bin",IV=0x1',
  '#EXT-X-MAP:URI="init.mp4"',
  '#EXTINF:4.0,',
  'seg1.ts',
  '#EXTINF:4.0,',
  '/abs/seg2.ts?token=upstream&x=1',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

/**
 * The destinations the proxy may reach in tests, on 127.0.0.2 (allowed by PROXY_ALLOWED_HOSTS):
 * files with ranges, an echo of what arrived, redirects, slow and endless bodies, playlists.
 */
export async function startFakeUpstream(): Promise<FakeUpstream> {
  const seen: SeenRequest[] = [];
  const unbounded = { written: 0, stalled: false, closed: false };
  const open = new Set<http.ServerResponse>();
  const file = patternBytes(FILE_SIZE);
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://upstream');
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      open.add(response);
      response.on('close', () => open.delete(response));
      route(url, request, response);
    });
  });

  function route(url: URL, request: http.IncomingMessage, response: http.ServerResponse): void {
    const path = url.pathname;
    if (path === '/file.bin') {
      const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
      const start = range ? Number(range[1]) : 0;
      const end = range && range[2] ? Number(range[2]) : FILE_SIZE - 1;
      response.writeHead(range ? 206 : 200, {
        'content-type': 'application/octet-stream',
        'content-length': String(end - start + 1),
        'accept-ranges': 'bytes',
        ...(range ? { 'content-range': `bytes ${start}-${end}/${FILE_SIZE}` } : {}),
      });
      response.end(request.method === 'HEAD' ? undefined : file.subarray(start, end + 1));
      return;
    }
    if (path === '/echo') {
      response.writeHead(200, {
        'content-type': 'application/json',
        'set-cookie': ['upstream=1; Path=/', 'second=2'],
        'strict-transport-security': 'max-age=31536000',
        'clear-site-data': '"*"',
        'access-control-allow-origin': 'https://evil.example',
        'x-upstream': 'yes',
      });
      const last = seen[seen.length - 1];
      response.end(
        JSON.stringify({ method: last?.method, headers: last?.headers, body: last?.body }),
      );
      return;
    }
    if (path === '/redirect') {
      response.writeHead(Number(url.searchParams.get('status') ?? 302), {
        location: url.searchParams.get('to') ?? '/',
      });
      response.end();
      return;
    }
    if (path === '/loop') {
      const n = Number(url.searchParams.get('n') ?? 0);
      response.writeHead(302, { location: `/loop?n=${n + 1}` });
      response.end();
      return;
    }
    if (path === '/declared-big') {
      response.writeHead(200, { 'content-length': String(2 * 1024 * 1024) });
      response.end(patternBytes(2 * 1024 * 1024));
      return;
    }
    if (path === '/chunked-big') {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      let sent = 0;
      const more = () => {
        while (sent < 2 * 1024 * 1024) {
          sent += 64 * 1024;
          if (!response.write(patternBytes(64 * 1024))) return void response.once('drain', more);
        }
        response.end();
      };
      more();
      return;
    }
    if (path === '/unbounded') {
      // Writes until the proxy stops taking bytes; a proxy that buffered would take them all.
      response.writeHead(200, { 'content-type': 'video/mp4' });
      unbounded.closed = false;
      response.once('close', () => {
        unbounded.closed = true;
      });
      const chunk = patternBytes(64 * 1024);
      const more = () => {
        while (!response.destroyed) {
          unbounded.written += chunk.length;
          if (!response.write(chunk)) {
            const stall = setTimeout(() => {
              unbounded.stalled = true;
            }, 300);
            response.once('drain', () => {
              clearTimeout(stall);
              more();
            });
            return;
          }
        }
      };
      more();
      return;
    }
    if (path === '/hang') return;
    if (path === '/slow-body') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('first part');
      return;
    }
    if (path === '/master.m3u8') {
      response.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' });
      response.end(MASTER);
      return;
    }
    if (path === '/media/index.m3u8') {
      response.writeHead(200, {
        'content-type': 'application/x-mpegURL',
        'content-encoding': 'gzip',
      });
      response.end(zlib.gzipSync(MEDIA));
      return;
    }
    if (path === '/media/seg1.ts') {
      response.writeHead(200, { 'content-type': 'video/mp2t' });
      response.end('segment one');
      return;
    }
    if (path === '/broken.m3u8') {
      response.writeHead(200, {
        'content-type': 'application/vnd.apple.mpegurl',
        'content-encoding': 'gzip',
      });
      response.end('this is not gzip');
      return;
    }
    if (path === '/segments.m3u8') {
      // `n` segments with long signed URIs: as large as a playlist the proxy still rewrites.
      const n = Number(url.searchParams.get('n') ?? 10);
      const lines = ['#EXTM3U', '#EXT-X-TARGETDURATION:4'];
      const signature = 'x'.repeat(200);
      for (let i = 0; i < n; i += 1) lines.push('#EXTINF:4.0,', `seg${i}.ts?sig=${signature}`);
      lines.push('#EXT-X-ENDLIST');
      response.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' });
      response.end(lines.join('\n'));
      return;
    }
    if (path === '/one-char-lines.m3u8') {
      // Three million one-character lines, six megabytes: under the byte cap, far over the lines.
      response.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' });
      response.end(`#EXTM3U\n${'a\n'.repeat(3_000_000)}`);
      return;
    }
    if (path === '/bomb.m3u8') {
      // A gzip bomb as a playlist: 64 KiB on the wire, 64 MiB of zeros once decoded.
      void gzipBomb().then((body) => {
        response.writeHead(200, {
          'content-type': 'application/vnd.apple.mpegurl',
          'content-encoding': 'gzip',
        });
        response.end(body);
      });
      return;
    }
    if (path === '/not-a-playlist.m3u8') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>error page</html>');
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.2:${port}`,
    port,
    seen,
    unbounded,
    close: async () => {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface Canary {
  port: number;
  /** Every request any of its sockets saw. */
  hits: string[];
  close(): Promise<void>;
}

/**
 * Refused loopback addresses, all on one port: 127.0.0.1 (what localhost, 0.0.0.0 and every
 * numeric spelling reach), 127.0.0.3, 127.0.0.2 on this other port, and ::1 where the machine has
 * it. None of them may ever see a request through the proxy.
 */
export async function startCanary(): Promise<Canary> {
  const hits: string[] = [];
  const servers: http.Server[] = [];
  const listen = (host: string, port: number) =>
    new Promise<http.Server>((resolve, reject) => {
      const server = http.createServer((request, response) => {
        hits.push(`${host} ${request.method} ${request.url}`);
        response.end('canary');
      });
      server.once('error', reject);
      server.listen(port, host, () => resolve(server));
    });
  const first = await listen('127.0.0.1', 0);
  servers.push(first);
  const { port } = first.address() as AddressInfo;
  for (const host of ['127.0.0.2', '127.0.0.3', '::1']) {
    try {
      servers.push(await listen(host, port));
    } catch {
      // ::1 may be missing in a container; the IPv4 canaries still stand.
    }
  }
  return {
    port,
    hits,
    close: async () => {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
}
