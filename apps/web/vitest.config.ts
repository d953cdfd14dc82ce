import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    // Projects with different worker counts must run as separate groups when run together
    // (`npm run test:unit`, `npm run test:changed`): core, then web, then the API.
    sequence: { groupOrder: 1 },
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    // Both cores, not vitest's default of cores − 1 (one worker here): a file's cost is mostly its own
    // start-up (a fresh happy-dom and module graph per file), which needs no coordination. Sharing
    // workers (isolate: false) would cost a third as much but lets module state, mocks and window
    // listeners of one file reach the next: measured, three files then fail.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
