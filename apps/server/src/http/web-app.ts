import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Path prefixes that belong to the API: a miss there is a JSON 404, never the web app. */
const apiPrefixes = [
  '/api/',
  '/tmdb/',
  '/auth/',
  '/users/',
  '/sessions/',
  '/library/',
  '/media-files/',
];

/**
 * Serves the built web app from `dist`, with the client-side routing fallback: any other GET that
 * asks for HTML answers index.html.
 */
export async function registerWebApp(
  app: FastifyInstance,
  dist: string,
  webConfig: Record<string, string>,
): Promise<void> {
  const indexFile = path.join(dist, 'index.html');
  const built = fs.existsSync(indexFile);
  const indexHtml = built ? withRuntimeConfig(fs.readFileSync(indexFile, 'utf8'), webConfig) : '';
  if (built) {
    // index.html carries the runtime configuration, so it is never served as a plain file.
    app.get('/', (_request, reply) => {
      void reply.header('cache-control', 'no-cache').type('text/html').send(indexHtml);
    });
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      request.method === 'GET' && !apiPrefixes.some((p) => url.startsWith(p)) && !path.extname(url);
    if (wantsPage && built) {
      void reply.header('cache-control', 'no-cache').type('text/html').send(indexHtml);
      return;
    }
    if (wantsPage) {
      void reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm start` from the repository root.');
      return;
    }
    void reply
      .status(404)
      .send({ errorType: 'message', message: `Route ${request.method}:${url} not found` });
  });
}

const marker = '<!-- screenroom:runtime-config -->';

/** Writes the runtime configuration into the page, so the app needs no extra request to start. */
export function withRuntimeConfig(html: string, webConfig: Record<string, string>): string {
  // `<` is escaped so no value can close the script element.
  const json = JSON.stringify(webConfig).replace(/</g, '\\u003c');
  return html.replace(marker, `<script>window.__SCREENROOM_CONFIG__=${json}</script>`);
}
