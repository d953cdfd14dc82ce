import { healthResponseSchema, sessionResponseSchema } from '@kennel/core';
import { expect, test } from './fixtures.ts';

test('the home page renders the web app without page errors @phone', async ({ page, saveScreenshot }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Kennel/);
  await expect(page.locator('#root')).not.toBeEmpty();
  await saveScreenshot('home');
  expect(pageErrors).toEqual([]);
});

test('/health answers ok', async ({ request }) => {
  const response = await request.get('/health');
  expect(response.status()).toBe(200);
  expect(healthResponseSchema.parse(await response.json())).toEqual({ status: 'ok' });
});

test('signedInPage is signed in', async ({ signedInPage }) => {
  const response = await signedInPage.request.get('/v1/session');
  expect(response.status()).toBe(200);
  const session = sessionResponseSchema.parse(await response.json());
  expect(session.data.authenticated).toBe(true);
  expect(session.data.user).not.toBeNull();
});
