import { messageBody } from './errors.ts';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PublicConfig } from '@screenroom/core';
import { assetCacheControl } from './asset-cache.ts';
import { pageBody, pagesByPath, type HintedPage } from './page-hints.ts';
import { pagePolicy, type PagePolicySources } from './page-policy.ts';
import { runtimeConfigScript } from './public-config.ts';

/** Path prefixes that belong to the API: a miss there is a JSON 404, never the web app. */
const apiPrefixes = [
  '/api/',
  '/tmdb/',
  '/auth/',
  '/users/',
  '/sessions/',
  '/library/',
  '/media-files/',
  '/subtitles/',
  '/intro-skip/',
  '/ratings/',
  '/scrape/',
  '/proxy/',
  '/extension/',
];

/**
 * Serves the built web app from `dist`, with the client-side routing fallback: any other GET that
 * asks for HTML answers index.html. Every page carries the page policy (page-policy.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  dist: string,
  publicConfig: PublicConfig,
  policyConfig: PagePolicySources['config'],
): Promise<void> {
  const indexFile = path.join(dist, 'index.html');
  const built = fs.existsSync(indexFile);
  const indexHtml = built
    ? withRuntimeConfig(fs.readFileSync(indexFile, 'utf8'), publicConfig)
    : '';
  const pageFor = pagesByPath(indexHtml, dist);
  const policy = pagePolicy({
    inlineScript: runtimeConfigScript(publicConfig),
    config: policyConfig,
    publicConfig,
  });
  const sendPage = (reply: FastifyReply, page: HintedPage) => {
    if (page.link !== '') void reply.header('link', page.link);
    const { body, encoding } = pageBody(page, reply.request.headers['accept-encoding']);
    if (encoding) void reply.header('content-encoding', encoding);
    return reply
      .header('vary', 'accept-encoding')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy)
      .type('text/html; charset=utf-8')
      .send(body);
  };
  if (built) {
    // index.html carries the runtime configuration, so it is never served as a plain file.
    app.get('/', (_request, reply) => {
      void sendPage(reply, pageFor('/'));
    });
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // Only as the page above, with its configuration and policy.
      allowedPath: (pathName) => pathName !== '/index.html',
      // The web build writes .br and .gz copies of its text assets; compressing per request would cost CPU.
      preCompressed: true,
      // Hashed assets never change; the service worker and manifest are always revalidated.
      setHeaders(res, filePath) {
        const cacheControl = assetCacheControl(filePath, dist);
        if (cacheControl !== undefined) res.header('cache-control', cacheControl);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      request.method === 'GET' && !apiPrefixes.some((p) => url.startsWith(p)) && !path.extname(url);
    if (wantsPage && built) {
      void sendPage(reply, pageFor(url));
      return;
    }
    if (wantsPage) {
      void reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm start` from the repository root.');
      return;
    }
    void reply.status(404).send(messageBody(404, `Route ${request.method}:${url} not found`));
  });
}

const marker = '<!-- screenroom:runtime-config -->';

/** Writes the runtime configuration into the page, so the app needs no extra request to start. */
export function withRuntimeConfig(html: string, publicConfig: PublicConfig): string {
  // A function replacement, so `$` in a value is taken as it is.
  return html.replace(marker, () => `<script>${runtimeConfigScript(publicConfig)}</script>`);
}
