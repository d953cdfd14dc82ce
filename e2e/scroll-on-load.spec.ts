import { expect, liveApp, test } from './fixtures.ts';
import { signInFresh } from './wallet-support.ts';

test('a page opened anew starts at its top, whatever the last page of the tab was scrolled to', async ({
  page,
}) => {
  await signInFresh(page, 'scrolltop');
  await page.goto('/account/responsible-gaming');
  await liveApp(page);
  await expect(page.getByRole('heading', { name: 'Daily deposit limit' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  // Another address in the same tab, as a link from an email or a typed address opens it.
  await page.goto('/terms-and-conditions/privacy-policy');
  await liveApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  // Tall enough to have been scrolled down.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(900);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
