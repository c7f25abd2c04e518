import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { hlsTrimPlugin } from './build/hls-trim.ts';
import { precompress } from './build/precompress.ts';
import { pwaPlugin } from './build/pwa.ts';
import { initialChunkPlugin } from './build/initial-chunk.ts';
import { routePreloadsPlugin } from './build/route-preloads.ts';

const rootPackage = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

const initialChunk = initialChunkPlugin();

// In development the server (port 8080) answers the API; the dev server forwards to it.
const apiPaths = [
  '/tmdb',
  '/api',
  '/auth',
  '/users',
  '/sessions',
  '/library',
  '/media-files',
  '/meta',
  '/subtitles',
  '/intro-skip',
  '/ratings',
  '/letterboxd',
  '/scrape',
  '/proxy',
  '/extension',
  '/echo',
];

export default defineConfig({
  plugins: [
    initialChunk.plugin,
    // Preact in place of React: the same components and hooks through preact/compat (the plugin
    // points 'react' and 'react-dom' at it), at a tenth of react-dom's bytes and script time.
    preact({ devToolsEnabled: false }),
    tailwindcss(),
    routePreloadsPlugin(),
    hlsTrimPlugin(),
    pwaPlugin(),
    precompress(),
  ],
  resolve: {
    alias: {
      // react-i18next reaches React's hook through this package's CommonJS shim; Preact has the
      // hook itself, and the shim's own require('react') is one no test run's alias reaches.
      'use-sync-external-store/shim': 'preact/compat',
    },
  },
  server: {
    proxy: Object.fromEntries(apiPaths.map((p) => [p, 'http://localhost:8080'])),
  },
  define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
  build: {
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: the server reads it to hint the player's chunks (page-hints.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // One request for the first paint instead of a dozen (build/initial-chunk.ts).
        codeSplitting: { groups: [{ name: 'index', test: initialChunk.isInitial, priority: 100 }] },
      },
    },
  },
});
