import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The server's test files that hold real processes and timers to a wall-clock bound (a drain, a
 * shutdown, a watch party's stall or recovery, a backup under load, a lock's or an upstream's
 * wait): project `server-clock` runs them one at a time, `npm test` with nothing beside them. The
 * other files (project `server`) may run two at a time.
 */
const serverClockBound = [
  'backup',
  'drain',
  'health',
  'proxy-lock',
  'shutdown',
  'subtitles',
  'watch-party-live',
  'watch-party-scale-out',
].map((name) => `apps/server/test/${name}.test.ts`);

const serverOptions = {
  // Holds every answer a server test gets to its route's entry in core's tables.
  setupFiles: ['apps/server/test/answer-check-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // One process for every file instead of a fresh one each, which imported the whole server
  // again per file: files close what they start, the two with fake timers restore real ones,
  // and no file mocks a module. Set up and torn down, it took 1.7 s a file on a quiet
  // machine and 7 s on a loaded one.
  isolate: false,
};

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
          exclude: [...configDefaults.exclude, ...serverClockBound],
          ...serverOptions,
        },
      },
      {
        test: {
          name: 'server-clock',
          include: serverClockBound,
          ...serverOptions,
          // Nothing beside them: a second file running at once can push a bound past its limit.
          // Run with project server in one command, they come after its files.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        // 'module' picks a package's ES module build where its exports map offers one for Node
        // (React Router names its CommonJS build for Node otherwise, which no alias reaches).
        resolve: { conditions: ['module', 'browser', 'development'] },
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // The libraries that import React run through the build's aliases, so they get
          // preact/compat like the app does; loaded by Node instead, they would bring in React.
          // Testing Library's package names its CommonJS build first, whose require() calls no
          // alias reaches: its ES module build is named here.
          alias: {
            '@testing-library/react': fileURLToPath(
              new URL(
                './node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
                import.meta.url,
              ),
            ),
          },
          server: {
            deps: {
              inline: [
                '@testing-library/react',
                '@tanstack/react-query',
                'react-i18next',
                'react-router',
                'zustand',
              ],
            },
          },
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
          // A poll waits for the page to get somewhere; how soon is not what it checks (a test that
          // holds a bound says so with its own timeout). Vitest's default of 1 s failed clean-clone
          // runs where the browser shared two cores with the type-check and the server tests.
          expect: { poll: { timeout: 10_000 } },
          // A failed check shows what it got in full: the console-error checks compare a list of
          // messages with [], and a retried test's first failure reaches the run's summary only as
          // this message, which chai would otherwise shorten to "[ Array(1) ]".
          chaiConfig: { truncateThreshold: 0 },
          // A browser test that fails is run once more, and npm test names every test that passed
          // only then, so a flaky test stays in sight; a test that fails twice fails the run. On
          // this shared machine a page or a decode now and then takes several times its usual
          // time, and one such stall must not throw away a submission.
          retry: 1,
          // Two files at a time, also on two cores: a browser test mostly waits (for pages, media
          // and servers), the suite used a quarter of one core on one worker.
          maxWorkers: 2,
          // Each worker runs its files one after another in one process rather than each in a
          // fresh one: every file launches and closes its own browsers and servers and no file
          // mocks a module, and a fresh process per file (forked, importing Playwright again) cost
          // 2 s or more a file.
          isolate: false,
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: ['e2e/csp-check.ts'],
        },
      },
    ],
  },
});
