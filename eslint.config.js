import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const fetchOnlyInClients = 'Call fetch only in apps/web/src/clients/ (one client per service).';

/** Server modules take the shared context from app-context.ts; only main.ts builds the app. */
const appImport = {
  group: ['**/app.ts'],
  message: 'Import AppContext from app-context.ts instead.',
};

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
    ignores: ['apps/web/src/clients/**'],
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
    // The player's components use what they share with the settings page from shared areas
    // (components/subtitle-style, components/controls), never the settings page's own files.
    files: ['apps/web/src/components/player/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
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
