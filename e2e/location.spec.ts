import { expect, signIn, test } from './fixtures.ts';

// The sandbox location provider honours this header: every request of these pages comes "from Hawaii",
// where Kennel offers no game, so deposits are closed there (RULES.md: Location, age and tax).
test.use({ extraHTTPHeaders: { 'x-kennel-test-location': 'HI' } });

for (const scheme of ['light', 'dark'] as const) {
  test(`the deposit page says deposits are closed where nothing is offered (${scheme})`, async ({
    page,
    saveScreenshot,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signIn(page);
    await page.goto('/deposit');
    await expect(page.getByRole('heading', { name: 'Deposits aren’t available in Hawaii' })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    const stored = await page.evaluate(() => window.localStorage.getItem('kennel.location-state'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ state: 'HI' });
    await saveScreenshot('deposit-location-closed');
  });
}
