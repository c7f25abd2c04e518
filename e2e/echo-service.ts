import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalService {
  url: string;
  stop(): Promise<void>;
}

const CORS = { 'access-control-allow-origin': '*', 'content-type': 'application/json' };

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function stopper(server: http.Server): () => Promise<void> {
  return () => new Promise((resolve) => server.close(() => resolve()));
}

/** The smallest proxy the onboarding accepts: `GET /?destination=…` hands back what the destination said. */
export async function startEchoingProxy(): Promise<LocalService> {
  const server = http.createServer((request, response) => {
    const destination = new URL(request.url ?? '/', 'http://proxy').searchParams.get('destination');
    if (!destination) {
      response.writeHead(400, CORS).end('{}');
      return;
    }
    fetch(destination)
      .then(async (answer) => {
        response.writeHead(answer.status, CORS);
        response.end(await answer.text());
      })
      .catch(() => response.writeHead(502, CORS).end('{}'));
  });
  const url = await listen(server);
  return { url, stop: stopper(server) };
}
