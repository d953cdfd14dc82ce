import type { Locator, Page } from '@playwright/test';
import { fundedBestBallPlayer, openFastContest } from './best-ball-support.ts';
import { expect, liveApp, test } from './fixtures.ts';
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

/** The toast with `text`, once it has slid in and come to rest, and its close button. */
async function restingToast(page: Page, text: string): Promise<Box[]> {
  const toast = page.locator('[data-sonner-toast]', { hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await page.waitForFunction(
    () => document.querySelector('[data-sonner-toast]')?.getAnimations({ subtree: true }).length === 0,
  );
  return [await boxOf(toast), await boxOf(toast.locator('[data-close-button]'))];
}

async function expectUncovered(toastBoxes: Box[], covered: [string, Locator][]) {
  for (const [what, locator] of covered) {
    const box = await boxOf(locator);
    for (const toastBox of toastBoxes)
      expect(
        overlaps(toastBox, box),
        `the toast ${JSON.stringify(toastBox)} covers ${what} ${JSON.stringify(box)}`,
      ).toBe(false);
  }
}

test('a toast covers neither the navigation nor the switch just pressed @phone', async ({
  page,
}, testInfo) => {
  await signInFresh(page, 'toasts');
  await page.goto('/account/notifications');
  const pressed = page.getByRole('switch', { name: 'Deposit landed' });
  await expect(pressed).toBeChecked();
  await pressed.click();
  const toast = await restingToast(page, 'Deposit landed: email off');
  const covered: [string, Locator][] = [
    ['the top bar', page.locator('header[data-sticky-top-bar]')],
    ['the switch just pressed', pressed],
  ];
  if (testInfo.project.name === 'phone')
    covered.push(['the bottom tab bar', page.getByTestId('bottom-tab-bar')]);
  else covered.push(['the account sections', page.getByRole('navigation', { name: 'Account sections' })]);
  await expectUncovered(toast, covered);
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}-light-toast.png` });
});

test('a toast raised from a sheet covers neither its Close nor its Enter @phone', async ({
  page,
}, testInfo) => {
  // Seeds the sports world and the lobby's contests first.
  test.setTimeout(testInfo.timeout * 3);
  await fundedBestBallPlayer(page, 'toastsheet');
  const contest = await openFastContest(page, 'nfl', { which: testInfo.project.name === 'phone' ? 2 : 3 });
  await page.goto(`/lobby/nfl/${contest.slate_id}`);
  await liveApp(page);
  await page.getByRole('button', { name: `Enter ${contest.name}`, exact: true }).click();
  const sheet = page.getByRole('dialog');
  const enter = sheet.getByRole('button', { name: /^Enter \$/ });
  await enter.click();
  const toast = await restingToast(page, 'You’re in');
  await expectUncovered(toast, [
    ['the sheet’s Close', sheet.getByRole('button', { name: 'Close' })],
    ['the sheet’s title', sheet.getByRole('heading').first()],
    ['the Enter button just pressed', enter],
  ]);
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}-light-toast-sheet.png` });
});
