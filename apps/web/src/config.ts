/**
 * Runtime configuration: the server writes the VITE_-prefixed values into the page as
 * `window.__SCREENROOM_CONFIG__`, so one build serves every deployment.
 */
import {
  DEFAULT_CAST_SENDER_URL,
  ECHO_PATH,
  parseCdnReplacements,
  parseDisallowedMedia,
} from '@screenroom/core';
import { parseAutoplayConfig } from './player/episodes/autoplay-config.ts';

declare global {
  interface Window {
    __SCREENROOM_CONFIG__?: Record<string, string>;
  }
}

function read(key: string): string | undefined {
  const value = typeof window === 'undefined' ? undefined : window.__SCREENROOM_CONFIG__?.[key];
  return value === undefined || value === '' ? undefined : value;
}

function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export const appConfig = {
  /** Base URL of the movie-database-compatible API; our own server by default. */
  tmdbApiUrl: read('VITE_TMDB_API_URL') ?? '/tmdb/3',
  /** Base URL of movie-database images (sizes and paths are appended). */
  tmdbImageUrl: read('VITE_TMDB_IMAGE_URL') ?? '/tmdb/images',
  /** The account and sync backend; our own server by default. */
  backendUrl: read('VITE_BACKEND_URL') ?? '',
  /**
   * `accounts` when our server lets only signed-in viewers use its library, sources, proxy,
   * subtitles and ratings (the server sets VITE_ACCESS exactly then); `public` otherwise.
   */
  access: read('VITE_ACCESS') === 'accounts' ? 'accounts' : 'public',
  /** Community and funding links of the top bar and footer; each is hidden when unset. */
  discordLink: read('VITE_DISCORD_LINK'),
  fundingLink: read('VITE_FUNDING_LINK'),
  /** The DMCA page's contact; the footer hides its DMCA link without it. */
  dmcaEmail: read('VITE_DMCA_EMAIL'),
  /** Streaming-availability service that resolves legacy /media/JW… links. */
  streamingAvailabilityUrl: read('VITE_STREAMING_AVAILABILITY_URL'),
  /** The home page's dismissible ad banner and its comma-separated content URLs. */
  showAd: read('VITE_SHOW_AD') === 'true',
  adContentUrls: (read('VITE_AD_CONTENT_URL') ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== ''),
  /**
   * A movie-database read token for the browser; only the admin TMDB test uses it, since every
   * other movie-database call goes through our server.
   */
  tmdbReadApiKey: read('VITE_TMDB_READ_API_KEY'),
  /** Geolocation services that find the stream region; the region stays unknown without them. */
  geolocationUrl: read('VITE_GEOLOCATION_URL'),
  geolocationFallbackUrl: read('VITE_GEOLOCATION_FALLBACK_URL'),
  /**
   * Whether the connection setup is offered: when on, a viewer who has not completed it is sent
   * there before a title plays.
   */
  hasOnboarding: read('VITE_HAS_ONBOARDING') === 'true',
  /** Extension install links of the onboarding page. */
  chromeExtensionUrl: read('VITE_ONBOARDING_CHROME_EXTENSION_INSTALL_LINK'),
  firefoxExtensionUrl: read('VITE_ONBOARDING_FIREFOX_EXTENSION_INSTALL_LINK'),
  /**
   * Whether our server offers online subtitles (OpenSubtitles with the operator's key); the server sets it exactly when
   * it holds an OpenSubtitles key.
   */
  onlineSubtitles: read('VITE_ONLINE_SUBTITLES') === 'true',
  /** Whether our server answers film ratings (OMDb with the operator's key); it sets this exactly when it holds one. */
  ratings: read('VITE_RATINGS') === 'true',
  /**
   * Whether the next episode may start by itself: `true` for every source, `false` for none,
   * unset for the sources that need no proxy (player/episodes/autoplay-allowed.ts has the rule).
   */
  autoplay: parseAutoplayConfig(read('VITE_ALLOW_AUTOPLAY')),
  /**
   * Casting, which needs the internet and so is opt-in: the Cast receiver application the player casts to. Unset, the
   * sender library is never loaded and no cast button shows.
   */
  castReceiverAppId: read('VITE_CAST_RECEIVER_APP_ID'),
  /** Where the Cast sender library comes from: Google's static host unless the operator says. */
  castSenderUrl: read('VITE_CAST_SENDER_URL') ?? DEFAULT_CAST_SENDER_URL,
  /** The Internet Archive's API origin for the archive source; the server leaves it out when off. */
  archiveUrl: read('VITE_ARCHIVE_URL'),
  /** The operator's Stremio-protocol addons (manifest URLs); viewers cannot add their own. */
  stremioAddons: commaList(read('VITE_STREMIO_ADDONS')),
  /** Stream hosts served from elsewhere (`host-suffix:replacement-host` pairs), checked by the server. */
  cdnReplacements: parseCdnReplacements(read('VITE_CDN_REPLACEMENTS')),
  /** Titles the operator took down (`movie-123,tv-456`): "Media has been removed". */
  disallowedMedia: parseDisallowedMedia(read('VITE_DISALLOWED_IDS')),
  /**
   * The echo the proxy tests fetch through a proxy: our own server's, so a test depends on no one
   * else's service; an operator whose server a proxy on the internet cannot reach may name another.
   */
  proxyEchoUrl: read('VITE_PROXY_ECHO_URL') ?? ECHO_PATH,
  version: __APP_VERSION__,
} as const;
