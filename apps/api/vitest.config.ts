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
    // Each file opens its own database: PGlite boots a WASM Postgres, PostgreSQL creates a database.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
  },
});
