import { expect, liveApp, test } from './fixtures.ts';

test('the app works with the built-in legal links when the config call fails', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/v1/shared-client-config*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"down"}' }),
  );
  await page.goto('/');
  await liveApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Draft smarter');
  const legal = page.getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
    'href',
    '/terms-and-conditions/terms-of-use',
  );
  await expect(legal.getByRole('link', { name: 'Rules' })).toHaveAttribute('href', '/rules');
  expect(warnings.some((text) => text.startsWith('Could not load the shared client config'))).toBe(true);
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('a network failure of the config call is tolerated too', async ({ page }) => {
  await page.route('**/v1/shared-client-config*', (route) => route.abort('connectionrefused'));
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Careers at Kennel' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy policy' }),
  ).toHaveAttribute('href', '/terms-and-conditions/privacy-policy');
});

test('a partial config answer falls back link by link', async ({ page }) => {
  await page.route('**/v1/shared-client-config*', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ data: { enhanced_terms_of_use_url: 'https://legal.kennel.example/terms' } }),
    }),
  );
  await page.goto('/careers');
  const legal = page.getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
    'href',
    'https://legal.kennel.example/terms',
  );
  await expect(legal.getByRole('link', { name: 'Disclosures' })).toHaveAttribute(
    'href',
    '/terms-and-conditions/disclosures',
  );
});
