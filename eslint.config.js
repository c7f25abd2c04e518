import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';

const fetchOnlyInClients =
  'Call fetch only in apps/web/src/shared/clients/ (one client per service).';

/** Server modules take the shared context from app-context.ts; only main.ts builds the app. */
const appImport = {
  group: ['**/app.ts'],
  message: 'Import AppContext from app-context.ts instead.',
};

/** The display's implementations and its binding to a player: only command files import them. */
const displayImport = {
  regex: '(^|/)(video-display|cast-display|display-binding)\\.ts$',
  message:
    "Only the player's command files (features/player/controller/*-commands.ts) reach the display.",
};

/**
 * The player's files that hold something once per page rather than per player: the Cast sender
 * script's loader, the title prefetched before the player exists, the caption sanitiser over the
 * page's DOM, and the watch-party record standing in for the tab's sessionStorage.
 */
const pageWideFiles = [
  'apps/web/src/features/player/cast/cast-sender.ts',
  'apps/web/src/features/player/meta-prefetch.ts',
  'apps/web/src/shared/captions/cue-sanitizer.ts',
  'apps/web/src/features/player/watch-party/party-storage.ts',
];

const webSource = 'apps/web/src';
const webFiles = '*.{ts,tsx}';
const playerCommands = `${webSource}/features/player/controller/*-commands.ts`;

/** Every feature folder; each may import only itself and shared/, bar the exceptions below. */
const features = fs
  .readdirSync(new URL('./apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Cross-feature imports we allow: the developer's video tester runs the real player. */
const featureAllowed = { dev: ['player'] };

/** shared/ is under every feature: it never imports a feature or app/. */
const sharedUp = {
  regex: '^(\\.\\./)+(features|app)/',
  message: 'shared/ never imports features/ or app/: move the piece down into shared/.',
};
/** app/ sits on top: no feature imports it. */
const featureToApp = {
  regex: '^(\\.\\./)+app/',
  message: 'A feature never imports app/: move the piece down into shared/.',
};
/** Stores hold state; the sync reads and writes them, never the other way round. */
const storesToSync = {
  regex: '^(\\.\\./)+sync/',
  message: 'Stores never import sync/: the sync reads the stores.',
};

/**
 * From a file `depth` folders below src/ inside features/<name>/, the relative specifiers that land
 * in another feature: `depth - 1` steps up reach features/, `depth` steps reach src/.
 */
function otherFeature(name, depth) {
  const own = [name, ...(featureAllowed[name] ?? [])].join('|');
  return {
    regex: `^(\\.\\./){${depth - 1}}(?!(${own})/)[^./][^/]*/|^(\\.\\./){${depth}}features/(?!(${own})/)`,
    message: `features/${name} imports only itself and shared/; share through shared/ (or allow it in eslint.config.js, saying why).`,
  };
}

function restrictImports(files, patterns, ignores = []) {
  return {
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

/** The web layer rules, one entry per group of files so no entry replaces another's list. */
function webLayerConfigs() {
  const display = (patterns) => [displayImport, ...patterns];
  const configs = [
    restrictImports([`${webSource}/**/${webFiles}`], display([]), [playerCommands]),
    restrictImports([`${webSource}/shared/**/${webFiles}`], display([sharedUp])),
    restrictImports(
      [`${webSource}/shared/stores/**/${webFiles}`],
      display([sharedUp, storesToSync]),
    ),
  ];
  for (const name of features) {
    for (let depth = 2; depth <= 8; depth++) {
      const files = [`${webSource}/features/${name}/${'*/'.repeat(depth - 2)}${webFiles}`];
      const patterns = [featureToApp, otherFeature(name, depth)];
      configs.push(restrictImports(files, display(patterns), [playerCommands]));
    }
  }
  // The player's command files reach the display; the layer rules hold for them all the same.
  configs.push(restrictImports([playerCommands], [featureToApp, otherFeature('player', 3)]));
  return configs;
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'media/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/main.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appImport] }] },
  },
  {
    // Server layers: SQL lives in repositories, table types and db/, and every other file reaches
    // the database through them. Row types (`Selectable<…>`) may be named anywhere, but not the
    // query builder's types, which would let a service or route run its own SQL.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/main.ts',
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/**/*.tables.ts',
      'apps/server/src/db/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [appImport],
          paths: [
            {
              name: 'kysely',
              importNames: ['Kysely', 'Transaction'],
              message:
                'Take a repository instead of the database: SQL belongs in a *.repository.ts.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message: 'SQL belongs in a *.repository.ts (or db/); import only row types here.',
            },
          ],
        },
      ],
    },
  },
  {
    // The extension's scripts run in the browser's extension context, with its `chrome` API.
    files: ['apps/extension/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.webextensions } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Requests leave the web app only through its clients, one per outside service.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/clients/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: fetchOnlyInClients }],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: fetchOnlyInClients,
        })),
      ],
    },
  },
  // The web app's layers, app -> features -> shared, and the display reached only through the
  // player's commands. One entry per group of files, since a later entry replaces an earlier one's
  // list of forbidden imports for the files both match.
  ...webLayerConfigs(),
  {
    // A player's state lives in its instance (createPlayer); only what is one per page may sit
    // at module level, and each such file says why.
    files: ['apps/web/src/features/player/**/*.{ts,tsx}'],
    ignores: pageWideFiles,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Program > VariableDeclaration[kind="let"], Program > ExportNamedDeclaration > VariableDeclaration[kind="let"]',
          message:
            'No module-level mutable state in the player: keep it in the instance (createPlayer).',
        },
      ],
    },
  },
  {
    // The shared packages are what the apps are built from: they never reach back into an app.
    files: ['packages/core/**/*.ts', 'packages/providers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@screenroom/server', '@screenroom/web', '@screenroom/extension'].map((name) => ({
            name,
            message: 'core and providers never import an app.',
          })),
          patterns: [
            { regex: '^(\\.\\./)+apps/', message: 'core and providers never import an app.' },
            {
              group: ['@screenroom/{server,web,extension}/*'],
              message: 'core and providers never import an app.',
            },
          ],
        },
      ],
    },
  },
);
