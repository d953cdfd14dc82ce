import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInFresh } from './wallet-support.ts';

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

test('a toast covers neither the navigation nor the switch just pressed @phone', async ({
  page,
}, testInfo) => {
  await signInFresh(page, 'toasts');
  await page.goto('/account/notifications');
  const pressed = page.getByRole('switch', { name: 'Deposit landed' });
  await expect(pressed).toBeChecked();
  await pressed.click();
  const toast = page.locator('[data-sonner-toast]', { hasText: 'Deposit landed: email off' });
  await expect(toast).toBeVisible();
  // Sliding in: measured where it comes to rest.
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await page.waitForFunction(
    () => document.querySelector('[data-sonner-toast]')?.getAnimations({ subtree: true }).length === 0,
  );
  const toastBoxes = [await boxOf(toast), await boxOf(toast.getByRole('button', { name: 'Close toast' }))];

  const covered: [string, Locator][] = [
    ['the top bar', page.locator('header[data-sticky-top-bar]')],
    ['the switch just pressed', page.getByRole('switch', { name: 'Deposit landed' })],
  ];
  if (testInfo.project.name === 'phone')
    covered.push(['the bottom tab bar', page.getByTestId('bottom-tab-bar')]);
  else covered.push(['the account sections', page.getByRole('navigation', { name: 'Account sections' })]);
  for (const [what, locator] of covered) {
    const box = await boxOf(locator);
    for (const toastBox of toastBoxes)
      expect(
        overlaps(toastBox, box),
        `the toast ${JSON.stringify(toastBox)} covers ${what} ${JSON.stringify(box)}`,
      ).toBe(false);
  }
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}-light-toast.png` });
});
