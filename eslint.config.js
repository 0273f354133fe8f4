import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import layersPlugin from './eslint/layers.js';

/**
 * Imports run one way: ui → sync/db → domain; server → domain (docs/design.md §2). Each layer is an allowlist:
 * what it names, and its own folder, is all it may import (eslint/layers.js).
 *
 * Inside src/ui, three kinds of folder:
 * - the shell (app/, main.tsx) composes the features and may import any ui folder;
 * - shared folders, used by several features: components/ (Fluent building blocks), hooks/, i18n/ (the
 *   string catalogues), errors/ (error screens), local-data/ (the RxDB context) and player/ (the one
 *   player every feature plays through, and its bar in the shell);
 * - every other folder is a feature, which imports only itself and the shared folders. A piece two
 *   features need moves to a shared folder under a name that is not a feature's.
 */
const uiShared = [
  'src/ui/components',
  'src/ui/hooks',
  'src/ui/i18n',
  'src/ui/errors',
  'src/ui/local-data',
  'src/ui/player',
  // The project chat: the project page and the orders' screens (proposals, the request queue) open it.
  'src/ui/chat',
];
const clientOnly = [
  'react',
  'react-dom',
  'react-*',
  'rxdb',
  'dexie',
  'rxjs',
  'socket.io-client',
  'ky',
  'i18next',
  '@fluentui/*',
];
const layers = [
  { name: 'src/domain', folders: ['src/domain'], imports: [], packages: ['zod'] },
  // The service worker is a bundle of its own: the pure rules at most, no packages, and no layer imports it.
  { name: 'src/service-worker', folders: ['src/service-worker'], imports: ['src/domain'], packages: [] },
  { name: 'src/db', folders: ['src/db'], imports: ['src/domain'], packages: ['rxdb', 'dexie', 'rxjs'] },
  {
    name: 'src/sync',
    folders: ['src/sync'],
    imports: ['src/domain', 'src/db'],
    forbiddenPackages: ['react', 'react-dom', 'react-*', '@fluentui/*', 'i18next', 'node:*'],
  },
  {
    name: 'the ui shell',
    folders: ['src/ui/app', 'src/ui/main.tsx'],
    imports: ['the ui shell', 'src/domain', 'src/db', 'src/sync', 'shared ui', 'a ui feature'],
  },
  {
    name: 'shared ui',
    folders: uiShared,
    imports: ['src/domain', 'src/db', 'src/sync', 'shared ui'],
    forbiddenPackages: ['node:*'],
  },
  {
    name: 'a ui feature',
    folders: ['src/ui/*'],
    imports: ['src/domain', 'src/db', 'src/sync', 'shared ui'],
    forbiddenPackages: ['node:*'],
  },
  { name: 'server', folders: ['server'], imports: ['src/domain'], forbiddenPackages: clientOnly },
];

/**
 * Where drizzle-orm may be imported (docs/decisions/0040): the db layer, the sync engine (pull and push over
 * every collection's table), repositories with the SQL parts they compose (`x.sql.ts`), and the definitions
 * of replicated collections (a table, who sees a row, and its document).
 */
const drizzleAllowed = [
  'server/db/**',
  'server/sync/**',
  'server/**/*.repository.ts',
  'server/**/*.sql.ts',
  'server/**/*.collection.ts',
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'server/db/migrations/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/allowed-imports': ['error', { layers, root: import.meta.dirname }] },
  },
  {
    // No import cycles (type-only imports are erased and not counted): docs/decisions/0039.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A server module is reached through its index.ts, from other modules and the rest of the server alike,
    // and never imports the app or the composition root back.
    files: ['server/**/*.ts'],
    rules: {
      'layers/module-entry': [
        'error',
        {
          modules: 'server/modules',
          wiring: [
            'server/app.ts',
            'server/modules/index.ts',
            'server/modules/container.ts',
            'server/modules/licensing-services.ts',
          ],
          root: import.meta.dirname,
        },
      ],
    },
  },
  {
    // Drizzle is the repositories' and the db layer's (docs/decisions/0040).
    files: ['server/**/*.ts'],
    ignores: drizzleAllowed,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message:
                'Only repositories (*.repository.ts) and the db layer import drizzle-orm (docs/decisions/0040).',
            },
          ],
        },
      ],
    },
  },
);
