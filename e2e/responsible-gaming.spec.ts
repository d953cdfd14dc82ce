import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, PROCESSOR_TOKENIZE_PATH } from '@kennel/core';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { fillNewCard, signInFresh } from './wallet-support.ts';

// The API's test-only clock offset (apps/api/src/platform/test-clock.ts): requests carrying it run
// that far ahead, so this journey passes the raise's 24 hours without moving anyone else's time.
const CLOCK_OFFSET_HEADER = 'x-kennel-test-clock-offset-ms';
const A_DAY_AND_A_MINUTE = String(24 * 3_600_000 + 60_000);

const csrfOf = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'kennel_csrf')?.value ?? '';

/** A card deposit straight through the API, answered as it comes (refused or not). */
async function depositThroughApi(page: Page, amountCents: number, headers: Record<string, string> = {}) {
  const tokenized = await page.request.post(PROCESSOR_TOKENIZE_PATH, {
    headers,
    data: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', postal_code: '10001' },
  });
  const { token } = (await tokenized.json()) as { token: string };
  return page.request.post('/v1/deposits/card', {
    headers: { ...headers, 'x-csrf-token': await csrfOf(page), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    data: { amount_cents: amountCents, payment_token: token },
  });
}

async function depositInPage(page: Page, dollars: string) {
  await page.goto('/deposit');
  await page.getByLabel('Or enter an amount').fill(dollars);
  await fillNewCard(page, '4242424242424242');
  await page.getByRole('button', { name: `Deposit $${dollars}.00` }).click();
}

const dailyDepositLimit = (page: Page) => page.getByRole('region', { name: 'Daily deposit limit' });

test('a raised deposit limit waits 24 hours and the player’s confirmation', async ({ page }) => {
  test.setTimeout(90_000);
  const { username } = await signInFresh(page, 'limits');

  await page.goto('/m/responsible-gaming-limits/deposit');
  await dailyDepositLimit(page).getByRole('button', { name: 'Set a limit' }).click();
  await page.getByLabel('Limit in dollars').fill('50');
  await expect(page.getByText('$50.00 applies as soon as you save it.')).toBeVisible();
  await page.getByRole('button', { name: 'Save limit' }).click();
  await expect(dailyDepositLimit(page).getByTestId('limit-amount')).toHaveText('$50.00');

  // Over the limit: refused, in words, with the way to the limits.
  await depositInPage(page, '100');
  await expect(page.getByTestId('deposit-limit-deposit_daily')).toHaveText('$50.00 left of $50.00');
  const refused = page.getByRole('alert');
  await expect(refused.getByRole('heading')).toHaveText('Over your deposit limit');
  await expect(refused).toContainText('Your daily deposit limit is $50.00.');
  await expect(refused.getByRole('link', { name: 'See my limits' })).toHaveAttribute(
    'href',
    '/account/responsible-gaming',
  );

  // Raising waits: the old limit stays and Confirm is not available.
  await page.goto('/account/responsible-gaming');
  await dailyDepositLimit(page).getByRole('button', { name: 'Change limit' }).click();
  await page.getByLabel('New limit in dollars').fill('200');
  await page.getByRole('button', { name: 'Save limit' }).click();
  const waiting = dailyDepositLimit(page).getByTestId('pending-change');
  await expect(waiting).toContainText('Your new limit of $200.00 can be confirmed from');
  await expect(waiting.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await expect(dailyDepositLimit(page).getByTestId('limit-amount')).toHaveText('$50.00');

  const stillOver = await depositThroughApi(page, 10_000);
  expect(stillOver.status()).toBe(403);
  expect((await stillOver.json()).api_code).toBe('deposit_limit_exceeded');
  const early = await page.request.post('/v1/responsible-gaming/limits/deposit_daily/confirm', {
    headers: { 'x-csrf-token': await csrfOf(page) },
  });
  expect(early.status()).toBe(409);
  expect((await early.json()).api_code).toBe('limit_change_not_ready');

  // A day later (this journey's requests only; its old session has idled out, so sign in again).
  const later = { [CLOCK_OFFSET_HEADER]: A_DAY_AND_A_MINUTE };
  await page.setExtraHTTPHeaders(later);
  const csrf = await page.request.get('/v1/csrf', { headers: later });
  const { data } = (await csrf.json()) as { data: { token: string } };
  const session = await page.request.post('/v1/test/session', {
    headers: { ...later, 'x-csrf-token': data.token },
    data: { username },
  });
  expect(session.ok(), await session.text()).toBe(true);

  // Still $50 until the player confirms.
  const unconfirmed = await depositThroughApi(page, 10_000, later);
  expect((await unconfirmed.json()).api_code).toBe('deposit_limit_exceeded');

  await page.goto('/account/responsible-gaming');
  await expect(waiting).toContainText('The 24 hours have passed');
  await waiting.getByRole('button', { name: 'Confirm' }).click();
  await expect(waiting).toHaveCount(0);
  await expect(dailyDepositLimit(page).getByTestId('limit-amount')).toHaveText('$200.00');

  await depositInPage(page, '100');
  await expect(page).toHaveURL(/\/deposit-success\/100$/);
  await page.goto('/deposit');
  await expect(page.getByTestId('deposit-limit-deposit_daily')).toHaveText('$100.00 left of $200.00');
});

test('a time-out is confirmed in a dialog, then in words where it was asked for; deposits are refused until it ends', async ({
  page,
  saveScreenshot,
}) => {
  await signInFresh(page, 'breaks');
  await page.goto('/account/responsible-gaming');
  await page.getByRole('radio', { name: '3 days' }).check({ force: true });
  await page.getByRole('button', { name: 'Take a 3-day break' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a 3-day break?' });
  await expect(dialog).toContainText('No deposits, entries, drafts or bets until');
  await expect(dialog).toContainText('You can still log in, withdraw your balance and see your history.');
  await dialog.getByRole('button', { name: 'Start my break' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('restriction')).toContainText("You're on a break");
  await expect(page.getByTestId('restriction')).toContainText('It ends');
  // The section itself says what was set, until when (in ET), and what the player can and cannot do.
  const started = page.getByTestId('time-out-started');
  await expect(started.getByRole('heading')).toHaveText('Your 3-day break has started');
  await expect(started.getByRole('heading')).toBeFocused();
  await expect(started).toContainText(/It ends \w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M ET\./);
  await expect(started).toContainText('No deposits, entries, drafts or bets until');
  await expect(started).toContainText('You can still log in, withdraw your balance and see your history.');
  await saveScreenshot('rg-time-out-in-force');

  await depositInPage(page, '25');
  const refused = page.getByRole('alert');
  await expect(refused.getByRole('heading')).toHaveText("You're on a break");
  await expect(refused.getByRole('link', { name: 'See my limits' })).toBeVisible();
});

test('self-exclusion asks for the password, ends the session and lands on a clear page', async ({
  page,
  saveScreenshot,
}) => {
  const password = 'lantern orchard velvet 42';
  const csrf = await page.request.get('/v1/csrf');
  const { data } = (await csrf.json()) as { data: { token: string } };
  const session = await page.request.post('/v1/test/session', {
    headers: { 'x-csrf-token': data.token },
    data: { username: `excl_${Date.now().toString(36)}`, password },
  });
  expect(session.ok(), await session.text()).toBe(true);

  await page.goto('/m/responsible-gaming-limits/breaks');
  await page.getByRole('button', { name: 'Exclude myself' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exclude yourself for 1 year?' });
  await dialog.getByLabel('Your password').fill('not my password');
  await dialog.getByRole('button', { name: 'Exclude me' }).click();
  await expect(dialog.getByText(/password isn.t right/)).toBeVisible();
  // The same password would be refused again: the button waits for a change.
  await expect(dialog.getByRole('button', { name: 'Exclude me' })).toBeDisabled();
  await dialog.getByLabel('Your password').fill(password);
  await expect(dialog.getByRole('button', { name: 'Exclude me' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Exclude me' }).click();

  await expect(page).toHaveURL(/\/m\/responsible-gaming-limits\/excluded\?until=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have excluded yourself');
  await expect(page.getByText('You have been logged out everywhere')).toBeVisible();
  await saveScreenshot('rg-self-excluded');
  const after = await page.request.get('/v1/session');
  expect((await after.json()).data.authenticated).toBe(false);
});

async function putLimit(page: Page, type: string, amountCents: number) {
  const response = await page.request.put(`/v1/responsible-gaming/limits/${type}`, {
    headers: { 'x-csrf-token': await csrfOf(page) },
    data: { amount_cents: amountCents },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`screenshots of the limits screens (${scheme}) @phone`, async ({ page, saveScreenshot }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signInFresh(page, 'shots');
    await putLimit(page, 'deposit_daily', 10_000);
    await putLimit(page, 'deposit_monthly', 50_000);
    await putLimit(page, 'spend_weekly', 20_000);
    await putLimit(page, 'entry_fee_max', 2_500);
    expect((await depositThroughApi(page, 3_000)).status()).toBe(201);
    await putLimit(page, 'deposit_daily', 25_000);

    await page.goto('/m/responsible-gaming-limits');
    await expect(page.getByTestId('pending-change')).toBeVisible();
    await saveScreenshot('rg-limits-index');
    await page.goto('/account/responsible-gaming');
    await expect(page.getByTestId('pending-change')).toBeVisible();
    await saveScreenshot('rg-account-limits');
    await page.goto('/m/responsible-gaming-limits/deposit');
    await expect(page.getByTestId('pending-change')).toContainText('Your new limit of $250.00');
    await saveScreenshot('rg-pending-raise');

    await page.goto('/m/responsible-gaming-limits/breaks');
    await page.getByRole('button', { name: 'Take a 24-hour break' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await saveScreenshot('rg-time-out-dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Exclude myself' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await saveScreenshot('rg-self-exclusion-dialog');
    await page.keyboard.press('Escape');

    await page.goto('/deposit');
    await expect(page.getByTestId('deposit-limit-deposit_daily')).toHaveText('$70.00 left of $100.00');
    await saveScreenshot('rg-deposit-with-limits');
  });
}
