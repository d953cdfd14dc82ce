import { expect, type Page } from '@playwright/test';
import { enterContest, fundedBestBallPlayer, openFastContest } from './best-ball-support.ts';
import { test } from './fixtures.ts';
import { depositByApi } from './wallet-support.ts';

const PASSWORD = 'lantern orchard velvet 42';

/** A fresh test player with a password (closing asks for it). */
async function signInWithPassword(page: Page, prefix: string) {
  const csrf = await page.request.get('/v1/csrf');
  const { data } = (await csrf.json()) as { data: { token: string } };
  const session = await page.request.post('/v1/test/session', {
    headers: { 'x-csrf-token': data.token },
    data: {
      username: `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`,
      password: PASSWORD,
    },
  });
  expect(session.ok(), await session.text()).toBe(true);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`closing waits for the balance to be withdrawn (${scheme})`, async ({ page, saveScreenshot }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signInWithPassword(page, 'keep');
    await depositByApi(page, 20_00);
    await page.goto('/account/close');
    await expect(page.getByText('Cash balance: $20.00')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close my account' })).toBeDisabled();
    await saveScreenshot('close-account-blocked');
    await page.getByRole('link', { name: 'Withdraw my balance' }).click();
    await expect(page).toHaveURL(/\/account\/wallet$/);
  });

  test(`closing waits for entries in play, and links to them (${scheme})`, async ({
    page,
    saveScreenshot,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme });
    await fundedBestBallPlayer(page, 'inplay');
    const contest = await openFastContest(page, 'nfl', { which: testInfo.project.name === 'phone' ? 1 : 0 });
    await enterContest(page, contest.id);
    await page.goto('/account/close');
    await expect(page.getByText('In play: 1 best ball entry')).toBeVisible();
    await expect(page.getByText(/closing waits until it has settled/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close my account' })).toBeDisabled();
    await saveScreenshot('close-account-in-play');
    await page.getByRole('link', { name: 'My best ball teams' }).click();
    await expect(page).toHaveURL(/\/active$/);
  });

  test(`closing asks for the password, ends the session and says goodbye (${scheme})`, async ({
    page,
    saveScreenshot,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signInWithPassword(page, 'bye');
    await page.goto('/account/close');
    await expect(page.getByText('No cash balance')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Time-out or self-exclusion' })).toBeVisible();
    await page.getByLabel(/Reason/).selectOption('not_using');
    await saveScreenshot('close-account-ready');
    await page.getByRole('button', { name: 'Close my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close your account for good?' });
    await dialog.getByLabel('Your password').fill('not my password');
    await dialog.getByRole('button', { name: 'Close my account' }).click();
    await expect(dialog.getByText(/password isn.t right/)).toBeVisible();
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await saveScreenshot('close-account-dialog');
    await dialog.getByRole('button', { name: 'Close my account' }).click();

    // The goodbye shows on the home page, where a guest lands.
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('status').getByRole('heading', { name: 'Your account is closed' }),
    ).toBeVisible();
    await saveScreenshot('account-closed');
    const after = await page.request.get('/v1/session');
    expect((await after.json()).data.authenticated).toBe(false);
    await page.goto('/account/close');
    await expect(page).toHaveURL(/\/login/);
  });
}
