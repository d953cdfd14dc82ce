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
    // Hooks (a page rendered before each test) get the same guard, not vitest's 10 s.
    hookTimeout: 30_000,
    // Files share workers and one happy-dom page instead of each building its own page and loading
    // React, the router and TanStack Query again: the project's CPU time fell from about 255 s to
    // about 100 s (user + sys, measured 2026-11-27). test/setup.ts keeps the files apart: each
    // evaluates the app's modules afresh (module state and vi.mock stay in their file), and when it
    // ends, the page, timers, replaced globals and listeners it left go back to how the first file found them.
    isolate: false,
    // Both cores, not vitest's default of cores − 1 (one worker here): files need no coordination.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
