import { defineConfig } from 'vitest/config';

/**
 * One project per suite (docs/design.md §8). `npm test` runs them all; `vitest run --project server` runs one.
 */
export default defineConfig({
  test: {
    // Two files at a time even on two cores: most of a server or e2e file's time is spent waiting on
    // another process (PostgreSQL, Chromium, the app server), so a second worker fills it. The e2e files
    // still run one after another (fileParallelism below).
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['tests/domain/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/ui/support/setup.ts'],
          // Room for the 10 s waits of findBy…, waitFor and expect.poll (support/setup.ts) on a loaded runner.
          testTimeout: 30_000,
          expect: { poll: { timeout: 10_000 } },
        },
      },
      { test: { name: 'db', include: ['tests/db/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      {
        test: {
          name: 'sync',
          include: ['tests/sync/**/*.test.ts'],
          environment: 'node',
          // RxDB and the network settle asynchronously: expect.poll waits up to 10 s for them.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A migrated database prepared once per run, copied by every test file (tests/server/support/harness.ts).
          globalSetup: ['tests/server/support/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          globalSetup: ['tests/server/support/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // A page, its local database and the server settle on their own time: expect.poll waits up to 15 s.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          testTimeout: 120_000,
          hookTimeout: 300_000,
          pool: 'forks',
          fileParallelism: false,
          globalSetup: ['tests/server/support/global-setup.ts', 'tests/e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
