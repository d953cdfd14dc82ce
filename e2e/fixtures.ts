import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';

const screenshotsDir = fileURLToPath(new URL('./screenshots/', import.meta.url));

/** Signs the page's browser context in through the test-only session route, with the CSRF double submit. */
export async function signIn(page: Page, username?: string): Promise<void> {
  const csrf = await page.request.get('/v1/csrf');
  expect(csrf.ok(), `GET /v1/csrf answered ${csrf.status()}`).toBe(true);
  const { data } = (await csrf.json()) as { data: { token: string } };
  const session = await page.request.post('/v1/test/session', {
    headers: { 'x-csrf-token': data.token },
    data: username === undefined ? {} : { username },
  });
  expect(session.ok(), `POST /v1/test/session answered ${session.status()}: ${await session.text()}`).toBe(
    true,
  );
}

/**
 * Waits until the live app has replaced a prerendered page: until then its buttons are only HTML
 * (what is typed is carried over; a click is not). Answers at once on pages that were not prerendered.
 */
export async function liveApp(page: Page): Promise<void> {
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
}

/**
 * A screenshot of the page in each theme to `pathOf(theme)`: each taken once the page shows that
 * theme (its <html> class) with reduced motion and animations stopped, so it shows one theme's colours
 * at rest, never a blend mid-transition. Leaves the page in the light theme.
 */
export async function shootInThemes(
  page: Page,
  pathOf: (theme: 'light' | 'dark') => string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await page.screenshot({
      path: pathOf(theme),
      animations: 'disabled',
      fullPage: options.fullPage ?? false,
    });
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
}

type KennelOptions = {
  /** Username for `signedInPage`; the API picks one when unset. */
  sessionUsername: string | undefined;
};

type KennelFixtures = {
  /** `page`, already signed in as a fresh user. */
  signedInPage: Page;
  /**
   * Saves a full-page screenshot to e2e/screenshots/<project>-<theme>-<name>.png and returns its path.
   * (Not `screenshot`: Playwright already has a `screenshot` option, used for failures.)
   */
  saveScreenshot: (name: string) => Promise<string>;
};

/** A documentation-range address (TEST-NET-2, RFC 5737) of this test's own, as seen by the API. */
function visitorAddress(testId: string, retry: number): string {
  let hash = retry;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.51.${(hash >>> 8) % 256}.${hash % 256}`;
}

export const test = base.extend<KennelOptions & KennelFixtures>({
  // Every request of the test's browser (pages, fetches, page.request) comes from its own address.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': visitorAddress(testInfo.testId, testInfo.retry) });
  },
  sessionUsername: [undefined, { option: true }],
  signedInPage: async ({ page, sessionUsername }, use) => {
    await signIn(page, sessionUsername);
    await use(page);
  },
  saveScreenshot: async ({ page }, use, testInfo) => {
    await use(async (name) => {
      // The web app marks dark mode with the `dark` class on <html> (see apps/web/index.html).
      const isDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
      await mkdir(screenshotsDir, { recursive: true });
      const path = `${screenshotsDir}${testInfo.project.name}-${isDark ? 'dark' : 'light'}-${name}.png`;
      // Transitions end at once: a theme just switched is shot in its colours, not half way there.
      await page.screenshot({ path, fullPage: true, animations: 'disabled' });
      return path;
    });
  },
});

export { expect };
