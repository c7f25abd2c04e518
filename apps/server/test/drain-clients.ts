import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { hostGrantSchema } from '@screenroom/core';
import WebSocket from 'ws';

/** A media folder with one large film (sparse, so it costs no disk), as the library serves it. */
export function mediaFolderWithFilm(bytes = 64 * 1024 * 1024): {
  dir: string;
  filmPath: string;
  bytes: number;
  remove(): void;
} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-drain-media-'));
  const folder = path.join(dir, 'Long Film (2001) [tmdbid-424242]');
  fs.mkdirSync(folder);
  const file = path.join(folder, 'Long Film (2001).mp4');
  fs.writeFileSync(file, '');
  fs.truncateSync(file, bytes);
  return {
    dir,
    filmPath: `/media-files/media/${encodeURIComponent('Long Film (2001) [tmdbid-424242]')}/${encodeURIComponent('Long Film (2001).mp4')}`,
    bytes,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A viewer streaming a film who stopped reading after the first bytes (the player's buffer is
 * full). `resume()` reads on; `done` says how the response ended and how many bytes came.
 */
export interface PausedStream {
  resume(): void;
  done: Promise<{ complete: boolean; received: number }>;
}

export function openPausedStream(
  baseUrl: string,
  filmPath: string,
  agent: http.Agent | false = false,
): Promise<PausedStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${filmPath}`, { agent }, (response) => {
      const expected = Number(response.headers['content-length']);
      let received = 0;
      const done = new Promise<{ complete: boolean; received: number }>((settle) => {
        const finish = () => settle({ complete: received === expected, received });
        response.on('end', finish);
        response.on('aborted', finish);
        response.on('error', finish);
        response.on('close', finish);
      });
      response.on('data', (chunk: Buffer) => (received += chunk.length));
      response.once('data', () => {
        response.pause();
        resolve({ resume: () => response.resume(), done });
      });
    });
    request.on('error', reject);
  });
}

/** A watch-party host with its push channel open; `closed` has the close code the server sent. */
export interface PartySocket {
  closed: Promise<{ code: number; at: number }>;
}

export async function joinParty(baseUrl: string): Promise<PartySocket> {
  const response = await fetch(`${baseUrl}/api/player/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: 'drain-host' }),
  });
  if (!response.ok) throw new Error(`POST /api/player/rooms answered ${response.status}`);
  const grant = hostGrantSchema.parse(await response.json());
  const socket = new WebSocket(
    `${baseUrl.replace(/^http/, 'ws')}/api/player/rooms/${grant.roomCode}/live`,
  );
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    socket.once('close', (code) => resolve({ code, at: Date.now() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () =>
      socket.send(JSON.stringify({ type: 'hello', userId: 'drain-host', hostKey: grant.hostKey })),
    );
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type?: string }).type === 'room') resolve();
    });
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('the party socket closed before its room came')));
  });
  return { closed };
}

/** Whether a new connection to `baseUrl` is refused. */
export function connectionRefused(baseUrl: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(`${baseUrl}/livez`, { agent: false }, (response) => {
      response.resume();
      resolve(false);
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/**
 * A POST whose body is still on its way: the server has the request but cannot answer yet.
 * `finish()` sends the rest; `answer` has the status and the Connection header.
 */
export function openHalfSentPost(
  baseUrl: string,
  path: string,
): { finish(): void; answer: Promise<{ status: number; connection: string | undefined }> } {
  const body = '{}';
  const request = http.request(`${baseUrl}${path}`, {
    method: 'POST',
    agent: new http.Agent({ keepAlive: true }),
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const answer = new Promise<{ status: number; connection: string | undefined }>(
    (resolve, reject) => {
      request.on('response', (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection });
      });
      request.on('error', reject);
    },
  );
  request.write(body.slice(0, 1));
  return { finish: () => request.end(body.slice(1)), answer };
}
