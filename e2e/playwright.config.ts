import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, journeyBrowserPath } from '../scripts/lib/chromium.mjs';

const isCI = ['true', '1'].includes(String(process.env.CI).toLowerCase());

// Debian's Chromium (its headless shell when installed): `npx playwright install` cannot work on our machines.
const chromium = { executablePath: journeyBrowserPath(), args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  workers: isCI ? 2 : undefined,
  reporter: 'list',
  // CI shares two cores between the API, two browsers and scrypt at full cost: a login that takes
  // 300 ms on an idle machine took over 5 s there. Waits fail on wrong behaviour, not on a busy machine.
  timeout: isCI ? 45_000 : 30_000,
  expect: { timeout: 15_000 },
  use: {
    browserName: 'chromium',
    launchOptions: chromium,
    // Set by global-setup.ts, which starts the API on a free port before any worker runs.
    baseURL: process.env.KENNEL_E2E_BASE_URL,
    // A failed journey keeps its trace (every action, console and network) and a screenshot of where
    // it stopped. The trace leaves out its screencast and DOM snapshots: recording those on every
    // action of every journey was a third of the suite's CPU (bench/README.md, "Journeys' browser").
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    // Every journey runs on desktop; the phone adds those about layout, touch and the phone
    // navigation, whose titles end in @phone (the list is in e2e/README.md).
    {
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
});
