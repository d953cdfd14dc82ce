import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Core is pure (no I/O, no module state, no mocks), so its files can share workers and modules:
    // each file's own start-up and imports cost far more than its tests.
    isolate: false,
    // As many workers as web's: Vitest runs projects with one worker count together (`npm run test:unit`).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
