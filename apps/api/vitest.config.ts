import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';

const onPostgres = process.env.KENNEL_TEST_DB === 'postgres';

// `*.postgres.test.ts` need a server to stop or a connection to cut, which PGlite (one in-process
// connection) does not have: they run only in the PostgreSQL suite, and are never skipped there.
// `*.pglite.test.ts` open PGlite themselves whatever the driver under test (its worker thread, its
// data folder's lock, the suite's reuse of its databases): the PostgreSQL suite ran them again, the same.
const otherDriverOnly = onPostgres ? ['test/**/*.pglite.test.ts'] : ['test/**/*.postgres.test.ts'];
// The unit tests beside the code in src/ open no database, so the PGlite suite runs them alone.
const include = onPostgres ? ['test/**/*.test.ts'] : ['src/**/*.test.ts', 'test/**/*.test.ts'];

export default defineProject({
  test: {
    name: 'api',
    // Projects with different worker counts must run as separate groups when run together
    // (`npm run test:unit`, `npm run test:changed`): core, then web, then the API.
    sequence: { groupOrder: 2 },
    environment: 'node',
    include,
    exclude: ['**/node_modules/**', ...otherDriverOnly],
    // Each file opens its own database, a copy of a template migrated once per run (test/db.ts).
    globalSetup: ['test/global-setup.ts'],
    // KENNEL_TEST_CPU_PROFILE=<folder>: a CPU profile of each file there (test/cpu-profile-setup.ts).
    setupFiles: process.env.KENNEL_TEST_CPU_PROFILE ? ['test/cpu-profile-setup.ts'] : [],
    testTimeout: 60_000,
    // `expect.poll` waits for what must happen (a lock waited on, a message heard) for up to 15 s, not
    // vitest's 1 s: a race test's other transaction can take longer than that on a busy machine, and
    // a wait that never ends still fails.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 60_000,
    fileParallelism: true,
    // Files share a worker and the modules it loaded (the whole app: seconds per file otherwise).
    // Nothing here keeps state in modules between apps, and each file still has its own database.
    isolate: false,
    // More files at once than vitest's default (cores − 1, a single worker on a 2-core machine): a
    // test often waits on a clock, a socket or the PostgreSQL server rather than on its own CPU.
    // Measured on 2 cores: PGlite 9m57s → 8m18s with 2 workers, PostgreSQL 6m41s → 4m16s with 3.
    maxWorkers: onPostgres ? Math.max(3, availableParallelism() + 1) : Math.max(2, availableParallelism()),
  },
});
