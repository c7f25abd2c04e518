// zod/mini, whose schemas carry no methods: the web app's first paint reads this module, and
// mini leaves most of zod out of its download.
import { z } from 'zod/mini';
import { ECHO_PATH } from './api/echo.ts';
import { DEFAULT_CAST_SENDER_URL } from './constants.ts';

/**
 * What the operator said about autoplay: `allowed` for every source, `off` for everyone, `unset`
 * leaves it to the source and the viewer's setup.
 */
export const autoplayConfigSchema = z.enum(['allowed', 'off', 'unset']);
export type AutoplayConfig = z.infer<typeof autoplayConfigSchema>;

/** The operator's flag as written: anything but `true` or `false` counts as unset. */
export function parseAutoplayConfig(value: string | undefined): AutoplayConfig {
  if (value === 'true') return 'allowed';
  if (value === 'false') return 'off';
  return 'unset';
}

const text = () => z.string().check(z.minLength(1));
const optionalText = z.optional(text());

/**
 * The configuration our server hands the web app: one JSON object written into the page, so one
 * build serves every deployment and the app needs no request to start. Every field has its
 * default, so a page without it (the Vite dev server's) starts with the defaults; lists travel as
 * arrays, never as joined text.
 */
export const publicConfigSchema = z.object({
  /** Base URL of the movie-database-compatible API; our own server by default. */
  tmdbApiUrl: z._default(text(), '/tmdb/3'),
  /** Base URL of movie-database images (sizes and paths are appended). */
  tmdbImageUrl: z._default(text(), '/tmdb/images'),
  /** The account and sync backend; our own server by default. */
  backendUrl: z._default(z.string(), ''),
  /**
   * `accounts` when our server lets only signed-in viewers use its library, sources, proxy,
   * subtitles and ratings; `public` otherwise.
   */
  access: z._default(z.enum(['public', 'accounts']), 'public'),
  /** Community and funding links of the top bar and footer; each is hidden when unset. */
  discordLink: optionalText,
  fundingLink: optionalText,
  /** The DMCA page's contact; the footer hides its DMCA link without it. */
  dmcaEmail: optionalText,
  /** Streaming-availability service that resolves legacy /media/JW… links. */
  streamingAvailabilityUrl: optionalText,
  /** The home page's dismissible ad banner and its content URLs. */
  showAd: z._default(z.boolean(), false),
  adContentUrls: z._default(z.array(text()), []),
  /**
   * A movie-database read token for the browser; only the admin TMDB test uses it, since every
   * other movie-database call goes through our server.
   */
  tmdbReadApiKey: optionalText,
  /** Geolocation services that find the stream region; the region stays unknown without them. */
  geolocationUrl: optionalText,
  geolocationFallbackUrl: optionalText,
  /**
   * Whether the connection setup is offered: when on, a viewer who has not completed it is sent
   * there before a title plays.
   */
  hasOnboarding: z._default(z.boolean(), false),
  /** Extension install links of the onboarding page. */
  chromeExtensionUrl: optionalText,
  firefoxExtensionUrl: optionalText,
  /** Whether our server offers online subtitles: it does exactly when it holds an OpenSubtitles key. */
  onlineSubtitles: z._default(z.boolean(), false),
  /** Whether our server answers film ratings: it does exactly when it holds an OMDb key. */
  ratings: z._default(z.boolean(), false),
  /** Whether the next episode may start by itself. */
  autoplay: z._default(autoplayConfigSchema, 'unset'),
  /**
   * Casting, which needs the internet and so is opt-in: the Cast receiver application the player
   * casts to. Unset, the sender library is never loaded and no cast button shows.
   */
  castReceiverAppId: optionalText,
  /** Where the Cast sender library comes from: Google's static host unless the operator says. */
  castSenderUrl: z._default(text(), DEFAULT_CAST_SENDER_URL),
  /** The Internet Archive's API origin for the archive source; absent when it is off. */
  archiveUrl: optionalText,
  /** The operator's Stremio-protocol addons (manifest URLs); viewers cannot add their own. */
  stremioAddons: z._default(z.array(text()), []),
  /** Stream hosts served from elsewhere, checked by the server; the first matching rule wins. */
  cdnReplacements: z._default(z.array(z.object({ hostSuffix: text(), replacement: text() })), []),
  /** Titles the operator took down, as `movie-123` and `show-456` keys: "Media has been removed". */
  disallowedMedia: z._default(z.array(text()), []),
  /**
   * The echo the proxy tests fetch through a proxy: our own server's, so a test depends on no one
   * else's service; an operator whose server a proxy on the internet cannot reach may name another.
   */
  proxyEchoUrl: z._default(text(), ECHO_PATH),
});

/** The configuration as the web app reads it, every default filled in. */
export type PublicConfig = z.output<typeof publicConfigSchema>;
