import { minimal2023Preset } from '@vite-pwa/assets-generator/config';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { PAGE_CACHE } from '../src/app/pwa/page-cache.ts';

/** The icon's own purple, so the padding a maskable icon needs matches its square. */
const ICON_BACKGROUND = '#7c3aed';
/** The app's page colour (index.html's theme-color). */
const PAGE_BACKGROUND = '#0d0a1a';

/**
 * Which requests the worker answers from its page copy: navigations to the app's own pages. An
 * API path or a file (a download, /openapi.json) is no page of the app. Written into sw.js by its
 * source text, so it names nothing outside itself.
 */
export function isAppPage({ request, url }: { request: Request; url: URL }): boolean {
  return (
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    !/^\/(api|tmdb|auth|users|sessions|library|media-files|subtitles|intro-skip|ratings|scrape|proxy|meta|letterboxd|lists|extension|echo|healthcheck|metrics)(\/|$)/.test(
      url.pathname,
    ) &&
    !/\.[^/]*$/.test(url.pathname)
  );
}

/** How the page copy is kept; its functions too are written into sw.js by their source text. */
export const newestPagePlugin = {
  // Every route is the same app: one copy, the newest, serves any page offline (PAGE_CACHE_KEY;
  // written out, since only this function's own text reaches sw.js).
  cacheKeyWillBeUsed: async () => '/',
  // Only the app's page: never an error answer or the server's "not built" text.
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html')
      ? response
      : null,
};

/**
 * The installable app: a web app manifest with PNG icons drawn at build time from
 * public/favicon.svg (192 and 512, and a maskable 512), and a Workbox service worker that keeps
 * the app shell for offline starts.
 *
 * What the worker keeps: the built scripts, styles and icons (precached, replaced with each
 * build), and the last page HTML, network-first. index.html is never precached: the server writes
 * the runtime configuration into it, so a page is fetched afresh whenever the network answers and
 * only an offline start falls back to the copy kept from the last online one. Nothing else is
 * touched: media, the proxy, accounts and sync, the library, scraping and the movie-database
 * answers go to the network as before (the app keeps its own copies of the latter).
 */
export function pwaPlugin() {
  return VitePWA({
    // The web tests run through this configuration too; they need no worker or icons.
    disable: process.env.VITEST !== undefined,
    registerType: 'autoUpdate',
    // A script file rather than inline code, so a Content-Security-Policy without inline scripts
    // still lets it run.
    injectRegister: 'script-defer',
    manifest: {
      id: '/',
      name: 'Screenroom',
      short_name: 'Screenroom',
      description: 'Find a movie or a TV show and watch it.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: PAGE_BACKGROUND,
      background_color: PAGE_BACKGROUND,
    },
    pwaAssets: {
      image: fileURLToPath(new URL('../public/favicon.svg', import.meta.url)),
      preset: {
        ...minimal2023Preset,
        maskable: { sizes: [512], resizeOptions: { background: ICON_BACKGROUND } },
      },
      overrideManifestIcons: true,
      // index.html already names the theme colour.
      injectThemeColor: false,
    },
    workbox: {
      globPatterns: ['**/*.{js,css,svg,png,ico,woff2}'],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // The page that installed the worker is kept for offline starts at once (main.tsx).
      clientsClaim: true,
      skipWaiting: true,
      inlineWorkboxRuntime: true,
      runtimeCaching: [
        {
          urlPattern: isAppPage,
          handler: 'NetworkFirst',
          options: {
            cacheName: PAGE_CACHE,
            networkTimeoutSeconds: 10,
            plugins: [newestPagePlugin],
          },
        },
      ],
    },
  });
}
