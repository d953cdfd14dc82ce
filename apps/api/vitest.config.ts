import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file opens its own database: PGlite boots a WASM Postgres, PostgreSQL creates a database.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
  },
});
