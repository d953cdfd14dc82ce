import { expect, liveApp, test } from './fixtures.ts';

test('a player submits a W-9 on /tax, sees only the last 4 digits, and finds it in the account', async ({
  signedInPage: page,
  saveScreenshot,
}) => {
  await page.goto('/tax');
  await liveApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tax documents' })).toBeVisible();
  await page.getByLabel('Legal name').fill('Rex Barker');
  await page.getByLabel('Street address').fill('1 Kennel Way');
  await page.getByLabel('City').fill('Albany');
  await page.getByLabel('State').selectOption('NY');
  await page.getByLabel('ZIP code').fill('12207');
  const tin = page.getByLabel('Your Social Security number');
  await tin.pressSequentially('123456789');
  await expect(tin).toHaveValue('123-45-6789');
  await expect(tin).toHaveAttribute('type', 'password');
  await page.getByRole('checkbox', { name: /I certify/ }).check();
  await page.getByRole('button', { name: 'Submit my W-9' }).click();

  const onFile = page.getByTestId('w9-on-file');
  await expect(onFile.getByTestId('tin-masked')).toHaveText('***-**-6789');
  await expect(onFile).not.toContainText('123-45');
  await saveScreenshot('tax-w9-on-file');

  await page.goto('/account/tax');
  await expect(page.getByTestId('w9-on-file').getByText('Rex Barker')).toBeVisible();
  await expect(page.getByText('of the $2,000 threshold')).toBeVisible();
});
