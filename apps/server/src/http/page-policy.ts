import crypto from 'node:crypto';
import { DEFAULT_CAST_SENDER_URL, type PublicConfig } from '@screenroom/core';
import type { Config } from '../config.ts';

/** Google's own list for reCAPTCHA: its script paths, and the frames it draws its challenge in. */
const RECAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
const RECAPTCHA_FRAMES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/** Trailers: the privacy-enhanced player the details window frames, and the stills it probes. */
const TRAILER_FRAMES = 'https://www.youtube-nocookie.com';
const TRAILER_STILLS = 'https://i.ytimg.com';

export interface PagePolicySources {
  /** The inline script that writes the runtime configuration, exactly as the page carries it. */
  inlineScript: string;
  config: Pick<Config, 'CAPTCHA_CLIENT_KEY' | 'TMDB_API_KEY' | 'TMDB_IMAGE_URL'>;
  /** The configuration the page hands the web app. */
  publicConfig: PublicConfig;
}

/** A CSP hash source for an inline script's text. */
export function scriptHashSource(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The origin of an absolute http(s) URL; nothing for a relative one (that is our own origin). */
function originOf(url: string | undefined): string[] {
  if (url === undefined || url === '') return [];
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? [parsed.origin] : [];
  } catch {
    return [];
  }
}

const unique = (sources: string[]): string[] => [...new Set(sources)];

/**
 * The Content-Security-Policy of the web app's pages, fixed for the life of the process since it
 * depends only on the configuration. The point is that no script runs unless it is ours: an
 * injected script or handler, a `javascript:` link, a `<base>` or a plugin cannot run, and no
 * other site may frame the app. Where the app fetches is left open (any http(s) and ws(s)
 * origin): streams, a viewer's Jellyfin, proxy workers and backends live wherever viewers say, so
 * a list of hosts would break playback without stopping anything; plain http stays because a
 * Jellyfin or worker on a home network usually speaks it, and on an https page the browser's
 * mixed-content rules refuse it anyway. Third-party hosts are named only for features turned on.
 */
export function pagePolicy({ inlineScript, config, publicConfig }: PagePolicySources): string {
  const captcha = config.CAPTCHA_CLIENT_KEY !== undefined;
  const cast = publicConfig.castReceiverAppId !== undefined;
  const ads = publicConfig.showAd;

  const scripts = ["'self'", scriptHashSource(inlineScript)];
  if (captcha) scripts.push(...RECAPTCHA_SCRIPTS);
  if (cast) {
    // The sender library, wherever the operator keeps it, and Google's host, which the library
    // loads the Cast framework from.
    scripts.push(...originOf(publicConfig.castSenderUrl), ...originOf(DEFAULT_CAST_SENDER_URL));
  }

  // Posters come from our server (which sends them on to the movie database's host when it has
  // a key) or from the image host the operator names; seek-bar previews are data: URLs.
  const images = ["'self'", 'data:', TRAILER_STILLS, ...originOf(publicConfig.tmdbImageUrl)];
  if (config.TMDB_API_KEY !== undefined) images.push(...originOf(config.TMDB_IMAGE_URL));

  const frames = [TRAILER_FRAMES];
  if (captcha) frames.push(...RECAPTCHA_FRAMES);
  if (ads) {
    for (const url of publicConfig.adContentUrls) frames.push(...originOf(url));
  }

  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(scripts)],
    // The reCAPTCHA badge is written with style attributes, which only this lets through.
    ['style-src', captcha ? ["'self'", "'unsafe-inline'"] : ["'self'"]],
    ['img-src', unique(images)],
    // hls.js plays through a MediaSource, which the video element reads as a blob: URL, and
    // gives each subtitle rendition a track element holding an empty data: WebVTT file.
    ['media-src', ["'self'", 'data:', 'blob:', 'http:', 'https:']],
    ['connect-src', ["'self'", 'http:', 'https:', 'ws:', 'wss:']],
    ['frame-src', unique(frames)],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
