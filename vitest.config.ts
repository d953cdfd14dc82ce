import { configDefaults, defineConfig } from 'vitest/config';
import LongestFirst from './apps/api/test/longest-first.ts';

export default defineConfig({
  test: {
    projects: ['packages/core/vitest.config.ts', 'apps/web/vitest.config.ts', 'apps/api/vitest.config.ts'],
    // The API's files longest first, from the seconds a run measured (apps/api/test/file-seconds.json).
    sequence: { sequencer: LongestFirst },
    // `vitest --changed` (npm run test:changed) runs every test when one of these changes, as no
    // import leads from a test to them: the API's migrations and the installed packages.
    forceRerunTriggers: [
      ...configDefaults.forceRerunTriggers,
      '**/apps/api/drizzle/**',
      '**/package-lock.json',
    ],
  },
});
