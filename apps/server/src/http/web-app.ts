import { messageBody } from './errors.ts';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PublicConfig } from '@screenroom/core';
import { pagePolicy, type PagePolicySources } from './page-policy.ts';
import { publicConfigOf, runtimeConfigScript } from './public-config.ts';

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
 * Files the installable app's browser must see change at once: the service worker (a stale one
 * keeps serving an old app), its registration script and the manifest. They are not hashed, so
 * they are revalidated on every request.
 */
const revalidatedFiles = new Set(['sw.js', 'registerSW.js', 'manifest.webmanifest']);

/**
 * Serves the built web app from `dist`, with the client-side routing fallback: any other GET that
 * asks for HTML answers index.html. Every page carries the page policy (page-policy.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  dist: string,
  webConfig: Record<string, string>,
  policyConfig: PagePolicySources['config'],
): Promise<void> {
  const indexFile = path.join(dist, 'index.html');
  const built = fs.existsSync(indexFile);
  const publicConfig = publicConfigOf(webConfig);
  const indexHtml = built
    ? withRuntimeConfig(fs.readFileSync(indexFile, 'utf8'), publicConfig)
    : '';
  const routeHtml = pagesWithPreloads(indexHtml, readRoutePreloads(dist));
  const policy = pagePolicy({
    inlineScript: runtimeConfigScript(publicConfig),
    config: policyConfig,
    publicConfig,
  });
  const sendPage = (reply: FastifyReply, html: string) =>
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy)
      .type('text/html')
      .send(html);
  if (built) {
    // index.html carries the runtime configuration, so it is never served as a plain file.
    app.get('/', (_request, reply) => {
      void sendPage(reply, indexHtml);
    });
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // Only as the page above, with its configuration and policy.
      allowedPath: (pathName) => pathName !== '/index.html',
      // The web build writes .br and .gz copies of its text assets; compressing per request would cost CPU.
      preCompressed: true,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (revalidatedFiles.has(path.basename(filePath))) {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      request.method === 'GET' && !apiPrefixes.some((p) => url.startsWith(p)) && !path.extname(url);
    if (wantsPage && built) {
      void sendPage(reply, routeHtml.get(url.replace(/\/+$/, '')) ?? indexHtml);
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

/** Written by the web build: the on-demand chunks each deep-linkable page needs. */
function readRoutePreloads(dist: string): Record<string, string[]> {
  const file = path.join(dist, 'route-preloads.json');
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
}

/**
 * One page per deep-linkable route with its chunks hinted, built once at start: opened directly,
 * the page's code then downloads alongside the entry instead of after it.
 */
export function pagesWithPreloads(
  html: string,
  preloads: Record<string, string[]>,
): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [route, urls] of Object.entries(preloads)) {
    const links = urls
      .filter((url) => /^\/assets\/[\w.-]+\.js$/.test(url))
      .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`)
      .join('');
    pages.set(route, html.replace('</head>', `${links}</head>`));
  }
  return pages;
}
