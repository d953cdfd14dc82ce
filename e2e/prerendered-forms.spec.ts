// The guest forms are prerendered: a visitor can type before the page's code has run. The live
// page then replaces the prerendered one; what was typed, and the caret, must survive that.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Holds back the app's entry script until `release()`, as a slow connection would. */
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

/** Waits until the prerendered field is gone: the live page has taken its place. */
async function liveTookOver(page: Page, prerenderedField: string): Promise<void> {
  const field = await page.locator(prerenderedField).elementHandle();
  if (!field) throw new Error(`no prerendered ${prerenderedField}`);
  await expect.poll(() => field.evaluate((element) => element.isConnected)).toBe(false);
}

test('what a visitor types into the prerendered login form is kept by the live page', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const appCode = await holdAppCode(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('#root[data-prerendered] input[name="email"]')).toBeVisible();

  await page.getByLabel('Email').pressSequentially('ada@example.com');
  await page.getByLabel('Password', { exact: true }).pressSequentially('lantern orchard');
  // Enter before the app's code is there does not submit the HTML form (the password would go
  // into the address): the page stays, and what was typed is still carried over.
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await page.getByLabel('Password', { exact: true }).press('Enter');
  appCode.release();
  await liveTookOver(page, 'input[name="email"]');

  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveValue('lantern orchard');
  await expect(password).toBeFocused();
  // The live form's own state has the values: logging in sends them.
  await password.press('End');
  await password.pressSequentially(' 42');
  const logIn = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/v1/sessions'),
  );
  await page.getByRole('button', { name: 'Log in' }).click();
  expect((await logIn).postDataJSON()).toMatchObject({
    email: 'ada@example.com',
    password: 'lantern orchard 42',
  });
  expect(pageErrors).toEqual([]);
  expect(addresses.filter((address) => address.includes('lantern'))).toEqual([]);
  expect(new URL(page.url()).search).toBe('');
});

test('what a visitor types into the prerendered registration form is kept by the live page', async ({
  page,
}) => {
  const appCode = await holdAppCode(page);
  await page.goto('/register', { waitUntil: 'commit' });
  await expect(page.locator('#root[data-prerendered] input[name="email"]')).toBeVisible();

  await page.getByLabel('State of residence').selectOption({ label: 'New York' });
  await page.getByLabel('Email').pressSequentially('grace@example.com');
  await page.getByLabel('Username').pressSequentially('grace42');
  appCode.release();
  await liveTookOver(page, 'input[name="email"]');

  await expect(page.getByLabel('Email')).toHaveValue('grace@example.com');
  await expect(page.getByLabel('Username')).toHaveValue('grace42');
  await expect(page.getByLabel('State of residence')).toHaveValue('NY');
  await expect(page.getByLabel('Username')).toBeFocused();
});
