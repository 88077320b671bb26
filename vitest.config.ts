import { defineConfig } from 'vitest/config';

// Three projects: fast unit tests beside the code, API tests against a database
// (PGlite, or PostgreSQL when DATABASE_URL is set), and browser tests in Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['engine/**/*.test.{ts,tsx}', 'modules/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'renderers/**/*.test.{ts,tsx}'],
          environment: 'node',
          // One worker runs every unit file (2 cores: vitest's default of cores - 1), in a thread,
          // without a fresh process per file: the packages load once, not 95 times (≈ 220 s → 60 s).
          // What a file must not inherit from the ones before it is reset by the setup file.
          pool: 'threads',
          isolate: false,
          setupFiles: ['tests/support/unit-file-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // On PGlite two files at a time, each loading its own copy of the seeded database (below):
          // on 2 cores 547 s → 346-391 s. On PostgreSQL one at a time: two workers were no faster and
          // lgpd-disco (erased data absent from the data files and WAL) failed beside another file.
          maxWorkers: process.env.DATABASE_URL ? 1 : 2,
          // Files share their worker's modules (no module-level state holds a test's app): the server's
          // modules load once per worker, not once per file.
          isolate: false,
          // Its own group: vitest runs projects of different maxWorkers in separate groups.
          sequence: { groupOrder: 1 },
          // Migrates and seeds the demo once; each file's app starts from a copy (tests/support/seeded-database.ts).
          globalSetup: ['tests/support/seeded-database.ts'],
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A list that refreshes after a click can take more than vitest's 1 s on a loaded 2-core CI.
          expect: { poll: { timeout: 10_000 } },
          // Each file's server starts from a copy of one seeded database, not migrating and seeding its own.
          globalSetup: ['tests/support/seeded-database.ts'],
        },
      },
    ],
  },
});
