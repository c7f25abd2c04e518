import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
  message: "Only the player's command files (player/controller/*-commands.ts) reach the display.",
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
  {
    // The display (the page's video, a cast session, and what binds either to a player) is
    // reached only through the player's commands: nothing else may import it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/player/controller/*-commands.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [displayImport] }] },
  },
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
    // The player's components use what they share with the settings page from shared areas
    // (components/subtitle-style, components/controls), never the settings page's own files.
    files: ['apps/web/src/features/player/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            displayImport,
            {
              regex: '^(\\.\\./)+(components/)?settings/',
              message:
                'components/player must not import components/settings; share through a common area.',
            },
          ],
        },
      ],
    },
  },
);
