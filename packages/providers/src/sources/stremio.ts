import { slugify, type Stream } from '@screenroom/core';
import { NotFoundError, ScrapeFailureError } from '../errors.ts';
import type { ScrapeMedia } from '../media.ts';
import type { SourceContext, Sourcerer, SourcererOutput } from '../scraper.ts';
import { assertOk, getThroughProxy, jsonObject, type JsonRequestContext } from './json-request.ts';
import {
  offersStreams,
  readAddonManifest,
  type AddonManifest,
  type StremioType,
} from './stremio-manifest.ts';
import { streamFromAddon } from './stremio-streams.ts';

/** The first addon's rank; each later one in the operator's list ranks one lower. */
export const STREMIO_FIRST_RANK = 400;
/** A broken manifest is asked again after this long, not on every title in between. */
export const STREMIO_MANIFEST_FAILURE_MS = 30_000;
const MANIFEST_SUFFIX = '/manifest.json';
const IMDB_ID = /^tt\d+$/;

export type StremioAddon = {
  manifestUrl: string;
  /** The manifest URL without `/manifest.json`: resources live below it. */
  baseUrl: string;
  host: string;
};

export function parseStremioAddonUrl(manifestUrl: string): StremioAddon {
  let url: URL;
  try {
    url = new URL(manifestUrl);
  } catch {
    throw new Error(`Stremio addon URL is not a URL: '${manifestUrl}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Stremio addon URL must be http or https: '${manifestUrl}'`);
  }
  if (!url.pathname.endsWith(MANIFEST_SUFFIX)) {
    throw new Error(`Stremio addon URL must end in ${MANIFEST_SUFFIX}: '${manifestUrl}'`);
  }
  const path = url.pathname.slice(0, -MANIFEST_SUFFIX.length);
  return { manifestUrl: url.href, baseUrl: `${url.origin}${path}`, host: url.host };
}

/** 32-bit FNV-1a, enough to tell a handful of addon URLs apart. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * `stremio-` + the host + a hash of the whole URL: stable for the viewer's saved source order,
 * distinct for two addons on one host.
 */
export function stremioSourceId(addon: StremioAddon): string {
  const host = slugify(addon.host).slice(0, 24).replace(/-+$/, '');
  return `stremio-${host}-${fnv1a(addon.manifestUrl).slice(0, 6)}`;
}

/** Movies by IMDb id, episodes as `tt…:season:episode`; null without an IMDb id. */
export function stremioVideoId(media: ScrapeMedia): { type: StremioType; id: string } | null {
  const imdbId = media.imdbId?.trim();
  if (!imdbId || !IMDB_ID.test(imdbId)) return null;
  if (media.type === 'movie') return { type: 'movie', id: imdbId };
  return { type: 'series', id: `${imdbId}:${media.season.number}:${media.episode.number}` };
}

type ManifestEntry = { promise: Promise<AddonManifest>; failedAt?: number };

/**
 * The manifest is fetched once per source and kept; a failure is kept for a short while. A run
 * aborted mid-fetch leaves nothing behind, and a run that was waiting on it fetches again.
 */
function manifestCache(addon: StremioAddon, now: () => number) {
  let entry: ManifestEntry | null = null;

  const load = (ctx: JsonRequestContext): Promise<AddonManifest> => {
    const loading: ManifestEntry = {
      promise: getThroughProxy(ctx, addon.manifestUrl, 'addon manifest').then((answer) => {
        assertOk(answer, 'addon manifest');
        return readAddonManifest(answer.body);
      }),
    };
    loading.promise.catch(() => {
      if (ctx.signal?.aborted) {
        if (entry === loading) entry = null;
      } else {
        loading.failedAt = now();
      }
    });
    entry = loading;
    return loading.promise;
  };

  return async (ctx: JsonRequestContext): Promise<AddonManifest> => {
    const held = entry;
    const fresh =
      held !== null &&
      (held.failedAt === undefined || now() - held.failedAt < STREMIO_MANIFEST_FAILURE_MS);
    if (!held || !fresh) return load(ctx);
    try {
      return await held.promise;
    } catch (error) {
      // Another run's abort is not this run's failure.
      if (entry !== held && !ctx.signal?.aborted) return load(ctx);
      throw error;
    }
  };
}

function readStreams(body: unknown, sourceId: string): Stream[] {
  const root = jsonObject(body, 'addon');
  if (!Array.isArray(root.streams)) {
    throw new ScrapeFailureError('addon answered without a stream list');
  }
  return root.streams
    .map((stream: unknown, index) => streamFromAddon(stream, `${sourceId}-${index}`))
    .filter((stream): stream is Stream => stream !== null);
}

async function scrapeAddon(
  ctx: SourceContext,
  addon: StremioAddon,
  sourceId: string,
  manifest: (ctx: JsonRequestContext) => Promise<AddonManifest>,
): Promise<SourcererOutput> {
  const video = stremioVideoId(ctx.media);
  if (!video) throw new NotFoundError('The addon needs an IMDb id, and this title has none');
  if (!offersStreams(await manifest(ctx), video.type, video.id)) {
    throw new NotFoundError(`The addon offers no streams for this ${video.type}`);
  }
  ctx.progress(30);
  const answer = await getThroughProxy(
    ctx,
    `${addon.baseUrl}/stream/${video.type}/${video.id}.json`,
    'addon',
  );
  if (answer.statusCode === 404) throw new NotFoundError('The addon has no streams for this title');
  assertOk(answer, 'addon');
  const streams = readStreams(answer.body, sourceId);
  if (streams.length === 0) {
    throw new NotFoundError('The addon has no stream a browser can play for this title');
  }
  return { stream: streams, embeds: [] };
}

/** One source for an addon speaking the Stremio addon protocol; listing it fetches nothing. */
export function makeStremioSource(
  manifestUrl: string,
  rank: number,
  now: () => number = Date.now,
): Sourcerer {
  const addon = parseStremioAddonUrl(manifestUrl);
  const id = stremioSourceId(addon);
  const manifest = manifestCache(addon, now);
  const scrape = (ctx: SourceContext) => scrapeAddon(ctx, addon, id, manifest);
  return { id, name: addon.host, rank, scrapeMovie: scrape, scrapeShow: scrape };
}

/** The operator's addons in list order, ranked 400, 399, … */
export function makeStremioSources(manifestUrls: readonly string[]): Sourcerer[] {
  const sources = manifestUrls.map((url, index) =>
    makeStremioSource(url, STREMIO_FIRST_RANK - index),
  );
  sources.forEach((source, index) => {
    if (sources.findIndex((s) => s.id === source.id) !== index) {
      throw new Error(`Stremio addon listed twice: '${manifestUrls[index]}'`);
    }
  });
  return sources;
}
