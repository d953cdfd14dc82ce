import { readFile } from 'node:fs/promises';
import { linkFromMail } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { choose, depositByApi, fillNewCard, signInFresh, topBarBalance } from './wallet-support.ts';

test('card deposits: approved, then declined, then a processor failure retried with the other merchant', async ({
  page,
  saveScreenshot,
}) => {
  await signInFresh(page, 'cards');
  const sentToKennel: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/')) {
      sentToKennel.push(`${request.url()} ${request.postData() ?? ''}`);
    }
  });
  // A second tab shows the balance too; it follows along over the live connection.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/lobby');
  await expect(topBarBalance(otherTab)).toContainText('$0.00');

  await page.goto('/deposit');
  // The API says payments are the sandbox's, so the page lists its test cards (never in production).
  const testCards = page.getByTestId('sandbox-test-cards');
  await expect(testCards).toContainText('4242 4242 4242 4242');
  await expect(testCards).toContainText('Declined by the bank');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await saveScreenshot('wallet-deposit-test-cards');
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await choose(page, { name: '$25', exact: true });
  await fillNewCard(page, '4242424242424242');
  await expect(page.getByTestId('new-card-form').getByRole('img', { name: 'Visa' })).toBeVisible();
  await page.getByRole('button', { name: 'Deposit $25.00' }).click();
  await expect(page).toHaveURL(/\/deposit-success\/25$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You deposited $25.00');
  await expect(page.getByTestId('new-balance')).toHaveText('$25.00');
  await expect(topBarBalance(otherTab)).toContainText('$25.00');

  await page.goto('/deposit');
  await expect(page.getByTestId('saved-card')).toContainText('Visa •••• 4242');
  await expect(page.getByTestId('lifetime-deposits')).toHaveText('$25.00');
  await choose(page, { name: /^New card/ });
  await fillNewCard(page, '4000000000000002');
  await page.getByRole('button', { name: 'Deposit $50.00' }).click();
  const declined = page.getByRole('alert');
  await expect(declined.getByRole('heading')).toHaveText('Card declined');
  await expect(declined).toContainText('nothing was charged');
  await expect(declined.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  // The same card would be declined again (its answer is replayed): Deposit waits for a change.
  await expect(page.getByRole('button', { name: 'Deposit $50.00' })).toBeDisabled();
  await declined.getByRole('button', { name: 'Use another card' }).click();
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Deposit $50.00' })).toBeEnabled();

  await fillNewCard(page, '4000000000000119');
  await page.getByRole('button', { name: 'Deposit $50.00' }).click();
  const failed = page.getByRole('alert');
  await expect(failed.getByRole('heading')).toHaveText("Deposit didn't go through");
  await saveScreenshot('wallet-deposit-error');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/deposit-success\/50$/);
  await expect(page.getByTestId('new-balance')).toHaveText('$75.00');
  await expect(topBarBalance(otherTab)).toContainText('$75.00');

  expect(sentToKennel.length).toBeGreaterThan(0);
  for (const number of ['4242424242424242', '4000000000000002', '4000000000000119', '4242 4242']) {
    expect(sentToKennel.filter((line) => line.includes(number))).toEqual([]);
  }
});

test('online banking: approved at the bank, and cancelled at the bank', async ({ page }) => {
  await signInFresh(page, 'bank');
  await page.goto('/deposit');
  await choose(page, { name: /^Online banking/ });
  await page.getByRole('button', { name: 'Continue to your bank · $50.00' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox Bank' })).toBeVisible();
  await expect(page.getByText('$50.00')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/deposit-success\/50$/);
  await expect(page.getByTestId('new-balance')).toHaveText('$50.00');

  await page.goto('/deposit');
  await choose(page, { name: /^Online banking/ });
  await choose(page, { name: '$100', exact: true });
  await page.getByRole('button', { name: 'Continue to your bank · $100.00' }).click();
  await page.getByRole('button', { name: 'Cancel and return to Kennel' }).click();
  await expect(page).toHaveURL(/\/trustly-cancel-deposit\?deposit_id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deposit cancelled');
  await expect(page.getByText('nothing was charged')).toBeVisible();
  await expect(topBarBalance(page)).toContainText('$50.00');
});

test('a withdrawal: identity verified through the form, then confirmed by the emailed link', async ({
  page,
}) => {
  const { email } = await signInFresh(page, 'payout');
  await page.goto('/');
  await depositByApi(page, 5_000);

  await page.goto('/account/wallet');
  await page.getByTestId('verify-first').getByRole('link', { name: 'Verify identity' }).click();
  await expect(page).toHaveURL(/\/verification\?next=%2Faccount%2Fwallet$/);
  await page.getByLabel('First name').fill('Rex');
  await page.getByLabel('Last name').fill('Barker');
  // Not the date of birth on the account (the test sign-in's 1990-01-01): refused at the field.
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByLabel('Street address').fill('1 Bark Street');
  await page.getByLabel('City').fill('Newark');
  await page.getByLabel('State').selectOption('NJ');
  await page.getByLabel('ZIP code').fill('07102');
  await page.getByLabel('Last 4 digits of your SSN').fill('1234');
  await page.getByRole('button', { name: 'Verify my identity' }).click();
  await expect(page.getByText('Enter the date of birth on your Kennel account.')).toBeVisible();
  await page.getByLabel('Date of birth').fill('1990-01-01');
  await page.getByRole('button', { name: 'Verify my identity' }).click();
  await expect(page.getByTestId('verification-status')).toHaveAttribute('data-status', 'approved');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/account\/wallet$/);

  await page.getByLabel('Or enter an amount').fill('20');
  const link = await linkFromMail(email, 'withdrawal_confirmation', async () => {
    await page.getByRole('button', { name: 'Withdraw $20.00' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email to confirm' })).toBeVisible();
  });
  await expect(page.getByTestId('withdrawal').first()).toContainText('Confirm by email');
  await expect(topBarBalance(page)).toContainText('$30.00');

  await page.goto(link);
  await expect(page.getByTestId('withdrawal-confirmed')).toContainText('$20.00 is on its way');
  await page.goto('/account/wallet');
  await expect(page.getByTestId('withdrawal').first()).not.toContainText('Confirm by email');
  await expect(
    page
      .getByTestId('withdrawal')
      .first()
      .getByRole('button', { name: /Cancel/ }),
  ).toHaveCount(0);
});

test('the history page: filters and the CSV export of the same rows', async ({ page, saveScreenshot }) => {
  await signInFresh(page, 'history');
  await page.goto('/');
  await depositByApi(page, 2_500);
  await depositByApi(page, 1_234, '5555555555554444');

  await page.goto('/m/transaction-history');
  const rows = page.getByTestId('transaction');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('+$12.34');
  await expect(rows.first()).toContainText('Balance $37.34');
  await expect(rows.nth(1)).toContainText('Balance $25.00');
  await saveScreenshot('wallet-history');

  await page.getByLabel('Type').selectOption('withdrawal');
  await expect(page.getByText('Nothing matches these filters')).toBeVisible();
  await page.getByLabel('Type').selectOption('deposit');
  await expect(rows).toHaveCount(2);
  await expect(page).toHaveURL(/\?type=deposit$/);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'Date,Type,Description,Balance,Amount (USD),Balance after (USD),Transaction ID,Correction,Owed from the correction (USD)',
  );
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(',12.34,37.34,');
  expect(lines[2]).toContain(',25.00,25.00,');
});
