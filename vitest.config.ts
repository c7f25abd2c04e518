import { defineConfig } from 'vitest/config';

// One runner for every suite; `npm test` picks the projects in order (see scripts/test.mjs).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['packages/core/test/**/*.test.ts'] } },
      { test: { name: 'providers', include: ['packages/providers/test/**/*.test.ts'] } },
      { test: { name: 'extension', include: ['apps/extension/test/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          // Holds every answer a server test gets to its route's entry in core's tables.
          setupFiles: ['apps/server/test/answer-check-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One process for every file instead of a fresh one each, which imported the whole server
          // again per file: files close what they start, the two with fake timers restore real ones,
          // and no file mocks a module. Set up and torn down, it took 1.7 s a file on a quiet
          // machine and 7 s on a loaded one.
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
          // Above the five-second waits of test/setup.ts, so a slow wait fails with its own message.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // The files run one after another in one process rather than each in a fresh one: every
          // file launches and closes its own browsers and servers and no file mocks a module, and
          // a fresh process per file (forked, importing Playwright again) cost 2 s or more a file.
          isolate: false,
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: ['e2e/csp-check.ts'],
        },
      },
    ],
  },
});
