import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { fillNewCard, signInFresh } from './wallet-support.ts';

/** Issue 7's screen defects, as a player meets them in Chromium at phone and desktop width. */

const WELL_FORMED_BUT_UNKNOWN_TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCD';

async function boxOf(_page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
}

test('a focused Deposit button is never under the bottom tab bar @phone', async ({ page }, testInfo) => {
  await signInFresh(page, 'tabbar');
  await page.goto('/deposit');
  await fillNewCard(page, '4242424242424242');
  const button = page.getByRole('button', { name: 'Deposit $50.00' });
  // From the top of the page, as a keyboard or a phone's "next" key would reach it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await button.focus();
  const bar = page.getByTestId('bottom-tab-bar');
  const buttonBox = await boxOf(page, button);
  const viewport = page.viewportSize()!;
  const barTop = (await bar.isVisible()) ? (await boxOf(page, bar)).y : viewport.height;
  expect(buttonBox.y).toBeGreaterThanOrEqual(64); // below the sticky top bar
  expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(barTop);
  // Revealed at the nearest edge (as a browser does for a control reached from above): still clear of the bar.
  await page.evaluate(() => window.scrollTo(0, 0));
  await button.evaluate((element) => {
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'nearest' });
  });
  const nearest = await boxOf(page, button);
  expect(nearest.y + nearest.height).toBeLessThanOrEqual(barTop);
  // What the player sees at that moment (the viewport, not the full page).
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}-deposit-focused.png` });
});

for (const [name, username] of [
  ['available', () => `free_${Date.now().toString(36)}`],
  ['taken', () => 'taken_'],
] as const) {
  test(`register: the Terms checkbox stays put while the username check answers (${name}) and takes the first click @phone`, async ({
    page,
  }) => {
    let typed = username();
    if (name === 'taken') {
      // Someone already has this name: create them, then come back as a guest.
      typed = `taken_${Date.now().toString(36)}`;
      await signIn(page, typed);
      await page.context().clearCookies();
    }
    await page.goto('/register');
    // The prerendered form is replaced by the live one: measure and click the live one.
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    const terms = page.getByRole('checkbox', { name: /I accept/ });
    const usernameField = page.getByLabel('Username', { exact: true });
    await expect(terms).toBeVisible();
    const before = await boxOf(page, terms);
    await usernameField.fill(typed);
    await expect(page.getByTestId('live-check').first()).toContainText(
      name === 'taken' ? 'taken' : 'is available',
    );
    expect((await boxOf(page, terms)).y).toBe(before.y);
    await terms.click();
    await expect(terms).toBeChecked();
  });
}

test('/deposit-success with an amount never deposited is a neutral page', async ({ page }) => {
  await signInFresh(page, 'nosuccess');
  await page.goto('/deposit-success/777');
  await expect(page.getByRole('heading', { name: 'No recent deposit of $777.00' })).toBeVisible();
  await expect(page.getByText('You deposited')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See your transactions' })).toBeVisible();
});

test('unknown legal documents and rules are not found', async ({ page }) => {
  for (const path of ['/terms-and-conditions/made-up-policy', '/rules/curling']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
  }
  await page.goto('/terms-and-conditions/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
});

test('reset and new-device links opened while signed in explain themselves instead of going to the lobby', async ({
  page,
}) => {
  await signInFresh(page, 'links');
  await page.goto(`/forgot-password?token=${WELL_FORMED_BUT_UNKNOWN_TOKEN}`);
  await expect(page).toHaveURL(/\/forgot-password\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password' }).fill('maple canyon whistles softly');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link has expired or was already used' }),
  ).toBeVisible();
  await expect(page.getByText(/highlighted fields/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toBeVisible();

  await page.goto('/forgot-password?token=short');
  await expect(page.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New password' })).toHaveCount(0);

  await page.goto(`/login-confirmation?token=${WELL_FORMED_BUT_UNKNOWN_TOKEN}`);
  await expect(page).toHaveURL(/\/login-confirmation\?token=/);
  await page.getByRole('button', { name: 'Yes, it was me. Confirm' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link has expired or was already used' }),
  ).toBeVisible();

  await page.goto(`/email-verified?token=${WELL_FORMED_BUT_UNKNOWN_TOKEN}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link has expired or was already used' }),
  ).toBeVisible();
  await expect(page.getByText(/highlighted fields/)).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`screenshots of the changed screens (${scheme}) @phone`, async ({ page, saveScreenshot }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await saveScreenshot('home');
    await page.goto('/responsible-gaming-resources');
    await saveScreenshot('rg-resources');
    await page.goto('/register');
    await page.getByLabel('Username', { exact: true }).fill('taken_');
    await expect(page.getByTestId('live-check').first()).not.toBeEmpty();
    await saveScreenshot('register');
    await page.goto(`/forgot-password?token=short`);
    await saveScreenshot('link-incomplete');
    await page.goto('/terms-and-conditions/made-up-policy');
    await saveScreenshot('terms-not-found');

    await signInFresh(page, `shots${scheme}`);
    await page.goto('/deposit');
    await expect(page.getByLabel('Card number')).toBeVisible();
    await saveScreenshot('deposit');
    await page.goto('/deposit-success/777');
    await expect(page.getByRole('heading', { name: /No recent deposit/ })).toBeVisible();
    await saveScreenshot('deposit-success-neutral');
    await page.goto('/account/security');
    await expect(page.getByText('Two-step login').first()).toBeVisible();
    await saveScreenshot('account-security');
  });
}
