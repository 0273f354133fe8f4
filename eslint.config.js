import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Imports run one way: ui → sync/db → domain; server → domain (docs/design.md §2).
 * Each layer lists the folders it must not reach.
 */
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map((group) => ({
        group,
        message: 'Imports run one way: ui → sync/db → domain, server → domain (docs/design.md §2).',
      })),
    },
  ],
});
const ui = ['**/ui/**', '**/ui'];
const sync = ['**/sync/**', '**/sync'];
const db = ['**/db/**', '**/db'];
const server = ['**/server/**'];
const clientOnly = ['react', 'react-dom', 'rxdb', 'rxdb/*', 'socket.io-client', 'ky', 'dexie', 'node:*'];

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
  { files: ['src/domain/**'], rules: forbid(ui, sync, db, server, clientOnly) },
  { files: ['src/db/**'], rules: forbid(ui, sync, server) },
  { files: ['src/sync/**'], rules: forbid(ui, server) },
  { files: ['src/ui/**'], rules: forbid(server) },
  { files: ['server/**'], rules: forbid(['**/src/ui/**'], ['**/src/sync/**'], ['**/src/db/**'], ['react', 'react-dom', 'rxdb', 'rxdb/*']) },
);
