import type { Page } from '@playwright/test';
import { expect, liveApp, test } from './fixtures.ts';

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

test('the theme choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  expect(await isDark(page)).toBe(false);
  await liveApp(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect.poll(() => isDark(page)).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(await isDark(page)).toBe(true);
  // Saved in both places the seed names, so the first paint and the server agree.
  expect(await page.evaluate(() => localStorage.getItem('kennel.theme'))).toBe('"dark"');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'kennel_theme')?.value).toBe('dark');
});

test('with no choice saved, the theme follows the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/careers');
  expect(await isDark(page)).toBe(true);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => isDark(page)).toBe(false);
});

/** The picker's radios are visually hidden; a click can land while the lazy page is still settling. */
async function choose(page: Page, name: 'Dark' | 'System') {
  const radio = page.getByRole('radio', { name });
  await expect(async () => {
    await radio.check({ force: true });
    await expect(radio).toBeChecked({ timeout: 1_000 });
  }).toPass();
}

test('choosing System in the account follows the system again', async ({ signedInPage: page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/account');
  await page.waitForLoadState('networkidle');
  await choose(page, 'Dark');
  await expect.poll(() => isDark(page)).toBe(true);
  await choose(page, 'System');
  await expect.poll(() => isDark(page)).toBe(false);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => isDark(page)).toBe(true);
  await page.reload();
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => isDark(page)).toBe(false);
});
