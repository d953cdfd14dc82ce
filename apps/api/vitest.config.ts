import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';

// `*.postgres.test.ts` need a server to stop or a connection to cut, which PGlite (one in-process
// connection) does not have: they run only in the PostgreSQL suite, and are never skipped there.
const postgresOnly = process.env.KENNEL_TEST_DB === 'postgres' ? [] : ['test/**/*.postgres.test.ts'];

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...postgresOnly],
    // Each file opens its own database, a copy of a template migrated once per run (test/db.ts).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    // More files at once than vitest's default (cores − 1, a single worker on a 2-core machine): a
    // test often waits on a clock, a socket or the PostgreSQL server rather than on its own CPU.
    // Measured on 2 cores: PGlite 9m57s → 8m18s with 2 workers, PostgreSQL 6m41s → 4m16s with 3.
    maxWorkers:
      process.env.KENNEL_TEST_DB === 'postgres'
        ? Math.max(3, availableParallelism() + 1)
        : Math.max(2, availableParallelism()),
  },
});
