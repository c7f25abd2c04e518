import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
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
    react(),
    tailwindcss(),
    routePreloadsPlugin(),
    hlsTrimPlugin(),
    pwaPlugin(),
    precompress(),
  ],
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
