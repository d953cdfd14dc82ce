import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { shootInThemes, test } from './fixtures.ts';
import { post } from './pickem-support.ts';
import { depositByApi, signInFresh, topBarBalance } from './wallet-support.ts';

const screenshots = fileURLToPath(new URL('./screenshots/', import.meta.url));

async function verifyByApi(page: Page) {
  await post(page, '/v1/verification', {
    legal_first_name: 'Rex',
    legal_last_name: 'Barker',
    date_of_birth: '1990-01-01',
    address_line1: '1 Kennel Way',
    city: 'Newark',
    state: 'NJ',
    postal_code: '07102',
    ssn_last4: '4321',
  });
}

test('owed money: a corrected win already spent shows as owed in the wallet, caps the withdraw form with the reason, and reads in words in the history', async ({
  page,
}, testInfo) => {
  const shoot = (name: string) =>
    shootInThemes(page, (theme) => `${screenshots}${testInfo.project.name}-${theme}-${name}.png`, {
      fullPage: true,
    });
  await signInFresh(page, 'owed');
  await page.goto('/');
  await verifyByApi(page);
  // A $60 pick'em win, $50 of it staked on another entry, then taken back by a stat correction:
  // the $10 held is taken, $50 is owed.
  const owed = (await post(page, '/v1/test/wallet/owed', { won_cents: 60_00, kept_cents: 10_00 })) as {
    data: { owed_cents: number };
  };
  expect(owed.data.owed_cents).toBe(50_00);

  await page.goto('/account/wallet');
  const notice = page.getByTestId('owed-notice');
  await expect(notice.getByRole('heading')).toHaveText('$50.00 owed from a corrected result');
  await expect(notice).toContainText('never your deposits');
  await expect(notice.getByTestId('owed-item')).toContainText(
    "A pick'em entry was re-graded after a stat correction",
  );
  await expect(page.getByRole('heading', { name: 'Nothing to withdraw yet' })).toBeVisible();
  await shoot('wallet-all-owed');
  await expectAccessible(page, 'the wallet of a player whose balance is all owed');

  // A deposit does not pay it down: $80 held, $30 of it can be withdrawn.
  await depositByApi(page, 80_00);
  await page.goto('/account/wallet');
  await expect(topBarBalance(page)).toContainText('$80.00');
  await expect(notice.getByTestId('owed-withdrawable')).toHaveText('$30.00');
  await expect(
    page.getByText(
      'Available to withdraw: $30.00, your $80.00 balance less the $50.00 you owe from a corrected result.',
    ),
  ).toBeVisible();
  await page.getByLabel('Or enter an amount').fill('35');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(
    page.getByText(
      'You can withdraw up to $30.00: $50.00 of your balance is owed from a corrected result. Enter a smaller amount.',
    ),
  ).toBeVisible();
  await shoot('withdraw-capped-by-owed');

  await page.goto('/account/transactions');
  await expect(
    page.getByTestId('transaction').filter({ has: page.getByTestId('transaction-correction') }),
  ).toContainText("Taken back after a correction. Your balance didn't cover $50.00 of it");
  await shoot('history-owed');
  await expectAccessible(page, 'the history with a correction and what is owed');

  // The CSV export says it in the same words, with what was owed as a number, after the seven columns.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const reversal = csv.split('\r\n').find((line) => line.includes('Taken back after a correction'));
  expect(reversal).toContain(',Cash,-10.00,0.00,');
  expect(reversal).toMatch(
    /,"Taken back after a correction\. Your balance didn't cover \$50\.00 of it: that is owed, and comes out of your next winnings\.",50\.00$/,
  );
});
