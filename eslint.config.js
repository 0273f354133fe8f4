import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
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
  // The project chat: the project page, proposals and the request queue open it.
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
);
