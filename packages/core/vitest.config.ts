import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Core is pure (no I/O, no module state, no mocks), so its files can share workers and modules:
    // each file's own start-up and imports cost far more than its tests.
    isolate: false,
  },
});
