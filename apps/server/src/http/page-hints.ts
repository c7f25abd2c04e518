import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/** One chunk of the web build's `.vite/manifest.json`, keyed there by its source module. */
export interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ViteManifestChunk>;

/** A page as the server sends it: its HTML, and the same hints as an HTTP Link header. */
export interface HintedPage {
  html: string;
  link: string;
  /** The HTML compressed once at start, as the build compresses the other text files. */
  encoded: { br: Buffer; gzip: Buffer };
}

/** The page's body for a request's Accept-Encoding: brotli, else gzip, else plain. */
export function pageBody(
  page: HintedPage,
  acceptEncoding: string | undefined,
): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  // The first listed wins among equal weights: brotli is the smaller.
  const encoding = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip'] as const) : null;
  return encoding ? { body: page.encoded[encoding], encoding } : { body: page.html };
}

function encoded(html: string): HintedPage['encoded'] {
  return {
    br: brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(html, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/** The player's routes: a title (`/media/{id}`) or one episode of a show. */
const PLAYER_ROUTE = /^\/media\/[^/]+(?:\/[^/]+\/[^/]+)?$/;
/** The player page's module, by the name the web build's manifest gives it. */
const PLAYER_PAGE = 'src/features/player/PlayerPage.tsx';
/** hls.js, which the player loads on demand: a dependency, so named by its package folder. */
const HLS_PACKAGE = /(?:^|\/)node_modules\/hls\.js\//;
/**
 * What every player route loads beside the player's chunks, as the web build lists it in
 * `route-preloads.json` (its `PLAYER_ROUTES_KEY`): the strings the page waits for.
 */
const PLAYER_ROUTES_KEY = '/media/*';
/** Only built scripts are hinted, so nothing from a file can break out of the attribute. */
const BUILT_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

/** The chunks `key` loads at once, itself included: its static imports, followed through. */
function staticClosure(manifest: ViteManifest, key: string, into = new Set<string>()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * Pure: the scripts a player route needs beyond what the entry already loads: the player page
 * with its imports, and hls.js, which the player asks for as soon as it has a stream. Sent with
 * the page, they download beside the entry instead of one after another once it has run.
 */
export function playerPreloads(manifest: ViteManifest): string[] {
  const pageKey = Object.keys(manifest).find((key) => key.endsWith(PLAYER_PAGE));
  if (pageKey === undefined) return [];
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) staticClosure(manifest, key, loaded);
  }
  const needed = staticClosure(manifest, pageKey);
  for (const key of [...needed]) {
    for (const dynamic of manifest[key]!.dynamicImports ?? []) {
      if (HLS_PACKAGE.test(dynamic)) staticClosure(manifest, dynamic, needed);
    }
  }
  return [...needed].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`);
}

function readJson<T>(file: string, fallback: T): T {
  if (!fs.existsSync(file)) return fallback;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** The scripts and style index.html loads, to announce in the Link header as well. */
export function entryAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return { scripts: [...scripts, ...preloads], styles };
}

/**
 * Pure: a page with `urls` hinted as module preloads in its head, and its Link header (the entry
 * and its style, then the page's own chunks): a proxy or CDN that turns Link headers into 103
 * Early Hints starts them before the page itself arrives.
 */
export function hintedPage(html: string, urls: string[]): HintedPage {
  const scripts = urls.filter((url) => BUILT_SCRIPT.test(url));
  const tags = scripts.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`);
  const entry = entryAssets(html);
  const link = [
    ...[...entry.scripts, ...scripts].map((url) => `<${url}>; rel=modulepreload; crossorigin`),
    ...entry.styles.map((url) => `<${url}>; rel=preload; as=style; crossorigin`),
  ].join(', ');
  const page = tags.length ? html.replace('</head>', `${tags.join('')}</head>`) : html;
  return { html: page, link, encoded: encoded(page) };
}

/**
 * The page to send for each path, built once at start from what the web build wrote:
 * `route-preloads.json` (each deep-linkable page's chunks, and the player routes' strings) and
 * the manifest (the player's chunks).
 */
export function pagesByPath(html: string, dist: string): (pathname: string) => HintedPage {
  const routes = readJson<Record<string, string[]>>(path.join(dist, 'route-preloads.json'), {});
  const manifest = readJson<ViteManifest>(path.join(dist, '.vite', 'manifest.json'), {});
  const plain = hintedPage(html, []);
  const { [PLAYER_ROUTES_KEY]: playerStrings = [], ...pageRoutes } = routes;
  const player = hintedPage(html, [...playerPreloads(manifest), ...playerStrings]);
  const pages = new Map(
    Object.entries(pageRoutes).map(([route, urls]) => [route, hintedPage(html, urls)]),
  );
  return (pathname) => {
    const route = pathname.replace(/\/+$/, '');
    if (PLAYER_ROUTE.test(route)) return player;
    return pages.get(route) ?? plain;
  };
}
