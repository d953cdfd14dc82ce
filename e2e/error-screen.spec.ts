import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { misconfiguredWebBuild } from './misconfigured-web.ts';

/*
 * How the error screen is forced: no test hook ships in the product. The web app is built once per
 * run with an invalid build-time setting (VITE_DD_SITE outside the four allowed sites), which makes
 * "build the critical services" throw exactly as a misconfigured deployment would; the page is served
 * from that build while /v1 calls still reach the real API.
 */
const BAD_SITE = 'datadoghq.cn';
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

let brokenDist = '';

// biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern before testInfo
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  brokenDist = await misconfiguredWebBuild({ VITE_DD_SITE: BAD_SITE });
});

async function serveMisconfiguredBuild(page: Page) {
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/v1/')) return route.continue();
    const file = join(brokenDist, url.pathname);
    const asset = url.pathname !== '/' && existsSync(file) ? file : join(brokenDist, 'index.html');
    return route.fulfill({
      body: readFileSync(asset),
      contentType: CONTENT_TYPES[extname(asset)] ?? 'application/octet-stream',
    });
  });
}

test('a start-up services failure shows the error screen with the seed texts and the reason', async ({
  page,
}) => {
  await serveMisconfiguredBuild(page);
  await page.goto('/lobby');
  const screen = page.locator('[data-layout="error"]');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Woof!');
  const lines = await screen.locator('h1, p').allTextContents();
  expect(lines[0]).toBe('Woof!');
  expect(lines[1]).toBe('Something went wrong, try refreshing the page.');
  expect(lines[2]).toContain(`VITE_DD_SITE must be one of datadoghq.com, us3.datadoghq.com`);
  expect(lines[2]).toContain(`(got "${BAD_SITE}")`);
  expect(lines[3]).toBe('If the issue persists, please contact support.');
  await expect(screen.getByRole('button', { name: 'Refresh' })).toBeVisible();
});

test("Refresh clears the saved pick'em slip and reloads with a timestamp", async ({ page }) => {
  await serveMisconfiguredBuild(page);
  await page.goto('/pick-em/higher-lower/all/home?ref=abc');
  await page.evaluate(() =>
    localStorage.setItem('kennel.pick-em', JSON.stringify({ version: 1, entryType: 'flex', picks: [] })),
  );
  const before = Date.now();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page).toHaveURL(/\/pick-em\/higher-lower\/all\/home\?ref=abc&t=\d+$/);
  const stamp = Number(new URL(page.url()).searchParams.get('t'));
  expect(stamp).toBeGreaterThanOrEqual(before);
  expect(await page.evaluate(() => localStorage.getItem('kennel.pick-em'))).toBeNull();
  await expect(page.getByRole('heading', { name: 'Woof!' })).toBeVisible();
});

test('the support link opens the chat widget for the help desk', async ({ page }) => {
  await serveMisconfiguredBuild(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Contact support' }).click();
  const chat = page.getByRole('dialog', { name: 'Kennel support' });
  await expect(chat).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await chat.getByRole('textbox', { name: 'Your message' }).fill('The app shows Woof!');
  // Shown signed out: the answer goes to the email the visitor gives.
  await chat.getByRole('textbox', { name: 'Your email (we answer there)' }).fill('visitor@example.com');
  await chat.getByRole('button', { name: 'Send message' }).click();
  await expect(chat.getByText('The app shows Woof!')).toBeVisible();
  await expect(chat.getByText(/Sent\. We will answer at visitor@example\.com\./)).toBeVisible();
  await expect(chat.getByRole('link', { name: 'help desk' })).toHaveAttribute('href', /helpdesk/);
});
