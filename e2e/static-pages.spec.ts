import { expect, liveApp, test } from './fixtures.ts';

/** Issue 9's static pages, as a visitor meets them: prerendered first, then the live app. */

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

for (const [device, userAgent, store] of [
  ['an iPhone', IPHONE, 'apps.apple.com'],
  ['an Android phone', ANDROID, 'play.google.com'],
] as const) {
  test.describe(`/download-the-app on ${device}`, () => {
    test.use({ userAgent });

    test(`goes on to ${store} @phone`, async ({ page }) => {
      // The store itself is outside the test: answer for it, and record that the visitor got there.
      await page.route(`https://${store}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>Store</h1>' }),
      );
      await page.goto('/download-the-app');
      await expect(page).toHaveURL(new RegExp(`^https://${store.replaceAll('.', '\\.')}/`));
      await expect(page.getByRole('heading', { name: 'Store' })).toBeVisible();
    });
  });
}

test('/download-the-app on a computer shows both store buttons and stays', async ({ page }) => {
  await page.goto('/download-the-app');
  await liveApp(page);
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe('/download-the-app');
});

test('/careers: filter roles by team and open one to apply', async ({ page, saveScreenshot }) => {
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Careers at Kennel' })).toBeVisible();
  await liveApp(page);
  await page.getByRole('tab', { name: /^Player Protection/ }).click();
  const roles = page.getByRole('tabpanel').getByRole('button');
  await expect(roles).toHaveCount(1);
  await roles.first().click();
  const details = page.getByRole('region', { name: /Responsible Gaming Analyst/ });
  await expect(details.getByRole('heading', { name: 'What we look for' })).toBeVisible();
  await expect(details.getByRole('link', { name: 'Apply for this role' })).toHaveAttribute(
    'href',
    /^mailto:careers@kennel\.example\?subject=Application%3A%20Responsible%20Gaming%20Analyst$/,
  );
  await saveScreenshot('careers-role-open');
});

test('/careers-faqs: answers open and close from the keyboard', async ({ page }) => {
  await page.goto('/careers-faqs');
  await liveApp(page);
  const question = page.getByRole('button', { name: 'Do you sponsor visas?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Do you sponsor visas?' })).toContainText('H-1B');
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
});

for (const path of [
  '/download',
  '/android-download',
  '/to-the-underdogs',
  '/splash/best-ball',
  '/splash/no-such-campaign',
]) {
  test(`${path} fits the screen and has its sign-up or store way forward @phone`, async ({
    page,
    saveScreenshot,
  }) => {
    await page.goto(path);
    await liveApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const forward = path.startsWith('/splash/')
      ? page.getByRole('main').getByRole('link', { name: /^Sign up/ })
      : page.getByRole('main').getByRole('link', { name: /Google Play|Join Kennel/ });
    await expect(forward.first()).toBeVisible();
    await saveScreenshot(`static${path.replaceAll('/', '-')}`);
  });
}
