import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'core',
    // Projects with different worker counts must run as separate groups when run together
    // (`npm run test:unit`, `npm run test:changed`): core, then web, then the API.
    sequence: { groupOrder: 0 },
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Core is pure (no I/O, no mocks, no module state but caches of pure functions' answers), so its
    // files can share workers and modules: each file's own start-up and imports cost far more than its tests.
    isolate: false,
    // A hang guard, not a speed check: the simulator's tests take 0.5 to 2 s on a quiet machine and
    // several times that on a busy one, where vitest's 5 s default failed them.
    testTimeout: 30_000,
    // Hooks (a page rendered before each test) get the same guard, not vitest's 10 s.
    hookTimeout: 30_000,
  },
});
