// The signed-in game pages are drawn on the server and hydrated by the live page (ADR 0046): the
// live page keeps the server's elements instead of drawing them again. A first render that differs
// from the server's (React reports it and draws the whole page again) shows here as the server's
// elements leaving the page and as a console error, in a real browser with the production build,
// in the dark theme (which the server does not know).
import type { Page } from '@playwright/test';
import { draftOfEntry, enterContest, fundedBestBallPlayer, openFastContest } from './best-ball-support.ts';
import { expect, test } from './fixtures.ts';
import { refreshLines } from './pickem-support.ts';

/** Holds back the app's entry script until `release()`, so the server's page can be looked at first. */
async function holdAppCode(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

async function expectHydrated(page: Page, path: string): Promise<void> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const appCode = await holdAppCode(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('#root[data-prerendered] h1').first()).toBeVisible();
  const serverHeading = await page.locator('#root h1').first().elementHandle();
  const serverFrame = await page.locator('#root [data-layout="main"]').elementHandle();
  if (!serverHeading || !serverFrame) throw new Error(`${path} was not drawn on the server`);
  // The server knows no theme (no media query, no storage): it draws the light theme's toggle.
  const toLight = page.locator('#root').getByRole('button', { name: 'Switch to light theme' });
  const toDark = page.locator('#root').getByRole('button', { name: 'Switch to dark theme' });
  await expect(toDark.first()).toBeAttached();
  await expect(toLight).toHaveCount(0);
  appCode.release();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  expect(await serverHeading.evaluate((element) => element.isConnected), `${path}: its h1 was redrawn`).toBe(
    true,
  );
  expect(await serverFrame.evaluate((element) => element.isConnected), `${path}: its frame was redrawn`).toBe(
    true,
  );
  // The dark theme's toggle right after hydration: its label and icon. (Not the page's `dark`
  // class, which index.html's script sets before React.) React leaves a hydrated attribute as the
  // server drew it, so the label changes only if the hydrating render drew the server's theme and
  // the render after it this device's.
  await expect(toDark).toHaveCount(0);
  await expect(toLight.first()).toBeAttached();
  await expect(toLight.first().locator('svg.lucide-sun')).toHaveCount(1);
  expect(errors.filter((text) => /hydrat|minified react error #418|#423|#425/i.test(text))).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

test('the lobby, the pick’em board and a draft room hydrate the server’s page', async ({
  page,
}, testInfo) => {
  test.setTimeout(testInfo.timeout * 3);
  await page.emulateMedia({ colorScheme: 'dark' });
  await fundedBestBallPlayer(page, 'hydrate', 10_000);
  await refreshLines(page);
  const contest = await openFastContest(page, 'nba');
  const entry = await enterContest(page, contest.id);
  const draftId = await draftOfEntry(page, contest.id, entry.id);

  await expectHydrated(page, '/lobby');
  await expectHydrated(page, '/pick-em/higher-lower/all/home');
  await expectHydrated(page, `/draft/${draftId}`);
});
