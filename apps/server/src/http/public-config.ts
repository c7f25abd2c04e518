import {
  parseAutoplayConfig,
  parseCdnReplacements,
  parseDisallowedMedia,
  publicConfigSchema,
  type PublicConfig,
} from '@screenroom/core';

/** Splits an operator's comma-separated list, here once, so the web app receives an array. */
function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * The web app's configuration as the operator set it in the VITE_-named variables, typed and
 * complete: read once when the app is built. An empty variable counts as unset, so its default
 * applies. What the server decides itself (the access mode, whether ratings and online subtitles
 * are on, the sources) is left at its default here and set by its module from the server's own
 * configuration (app.ts). The lists were checked at start (config.ts), so parsing them cannot
 * fail here.
 */
export function operatorPublicConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): PublicConfig {
  const read = (key: string): string | undefined => {
    const value = env[key];
    return value === undefined || value === '' ? undefined : value;
  };
  return publicConfigSchema.parse({
    tmdbApiUrl: read('VITE_TMDB_API_URL'),
    tmdbImageUrl: read('VITE_TMDB_IMAGE_URL'),
    backendUrl: read('VITE_BACKEND_URL'),
    discordLink: read('VITE_DISCORD_LINK'),
    fundingLink: read('VITE_FUNDING_LINK'),
    dmcaEmail: read('VITE_DMCA_EMAIL'),
    streamingAvailabilityUrl: read('VITE_STREAMING_AVAILABILITY_URL'),
    showAd: read('VITE_SHOW_AD') === 'true',
    adContentUrls: commaList(read('VITE_AD_CONTENT_URL')),
    tmdbReadApiKey: read('VITE_TMDB_READ_API_KEY'),
    geolocationUrl: read('VITE_GEOLOCATION_URL'),
    geolocationFallbackUrl: read('VITE_GEOLOCATION_FALLBACK_URL'),
    hasOnboarding: read('VITE_HAS_ONBOARDING') === 'true',
    chromeExtensionUrl: read('VITE_ONBOARDING_CHROME_EXTENSION_INSTALL_LINK'),
    firefoxExtensionUrl: read('VITE_ONBOARDING_FIREFOX_EXTENSION_INSTALL_LINK'),
    autoplay: parseAutoplayConfig(read('VITE_ALLOW_AUTOPLAY')),
    castReceiverAppId: read('VITE_CAST_RECEIVER_APP_ID'),
    castSenderUrl: read('VITE_CAST_SENDER_URL'),
    stremioAddons: commaList(read('VITE_STREMIO_ADDONS')),
    cdnReplacements: parseCdnReplacements(read('VITE_CDN_REPLACEMENTS')),
    disallowedMedia: [...parseDisallowedMedia(read('VITE_DISALLOWED_IDS'))],
    proxyEchoUrl: read('VITE_PROXY_ECHO_URL'),
  });
}

/**
 * JSON made safe inside an inline script: no `<` can close the element or open a comment, and
 * the line separators some parsers end a line at are written as escapes too.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The text of the inline script that hands the configuration to the web app; the page policy
 * hashes exactly this text.
 */
export function runtimeConfigScript(config: PublicConfig): string {
  return `window.__SCREENROOM_CONFIG__=${scriptSafeJson(config)}`;
}
