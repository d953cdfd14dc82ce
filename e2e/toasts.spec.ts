import type { Locator, Page } from '@playwright/test';
import { expect, liveApp, test } from './fixtures.ts';
import { board, playerName, refreshLines, seedWorld } from './pickem-support.ts';
import { depositByApi, signInFresh } from './wallet-support.ts';

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

test('a toast raised from a sheet covers neither its Close nor the button just pressed @phone', async ({
  page,
}, testInfo) => {
  await signInFresh(page, 'toastsheet');
  // A deposit leaves an unread notice; marking it read fails, which the bell's sheet tells in a toast.
  await depositByApi(page, 1_000);
  await page.goto('/dashboard');
  await liveApp(page);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await page.route('**/v1/notifications/read', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      // The seed's error shape (seed/spec.md, "Error object from the API").
      body: JSON.stringify({
        api_code: 'service_unavailable',
        title: 'Service unavailable',
        detail: 'Try again in a moment.',
        status: 503,
      }),
    }),
  );
  await bell.click();
  const sheet = page.getByRole('dialog', { name: 'Notifications' });
  const markAll = sheet.getByRole('button', { name: 'Mark all read' });
  await markAll.click();
  const toast = await restingToast(page, 'Could not mark as read');
  await expectUncovered(toast, [
    ['the sheet’s Close', sheet.getByRole('button', { name: 'Close' })],
    ['the sheet’s title', sheet.getByRole('heading').first()],
    ['the button just pressed', markAll],
  ]);
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}-light-toast-sheet.png` });
});

test('a toast raised from the pick’em board covers neither the line just tapped nor the slip @phone', async ({
  page,
}, testInfo) => {
  // Seeds the sports world and makes the lines first.
  test.setTimeout(testInfo.timeout * 3);
  await signInFresh(page, 'toastboard');
  await seedWorld(page);
  await refreshLines(page);
  const data = await board(page, 'nba');
  // A player with two open lines: the second replaces the first, and a toast says so.
  const withTwo = data.players
    .map((player) => player.id)
    .filter(
      (id) =>
        data.lines.filter(
          (line) =>
            line.status === 'open' && line.subjects.length === 1 && line.subjects[0]!.player_id === id,
        ).length > 1,
    )
    .sort();
  expect(withTwo.length, 'a player with two open lines').toBeGreaterThan(0);
  // Phone and desktop take different players when there are two (they share the seeded world).
  const playerId = withTwo[Math.min(testInfo.project.name === 'phone' ? 0 : 1, withTwo.length - 1)]!;
  const [first, second] = data.lines.filter(
    (line) =>
      line.status === 'open' && line.subjects.length === 1 && line.subjects[0]!.player_id === playerId,
  );
  await page.goto('/pick-em/higher-lower/pre-game/nba');
  await liveApp(page);
  // The search leaves the player's one card, the lowest thing on the board.
  await page.getByRole('searchbox', { name: 'Search players or teams' }).fill(playerName(data, playerId));
  const card = (propId: string) => page.locator(`[data-testid="line-card"][data-prop-id="${propId}"]`);
  await card(first!.prop_id)
    .getByRole('button', { name: /higher than/i })
    .click();
  const tapped = card(second!.prop_id).getByRole('button', { name: /lower than/i });
  await tapped.click();
  const toast = await restingToast(page, 'Pick replaced');
  const covered: [string, Locator][] = [
    ['the top bar', page.locator('header[data-sticky-top-bar]')],
    ['the line just tapped', tapped],
    ['the other line of the card', card(first!.prop_id).getByRole('button', { name: /higher than/i })],
  ];
  if (testInfo.project.name === 'phone')
    covered.push(['the slip bar', page.getByRole('button', { name: /1 pick/ })]);
  else covered.push(['the slip', page.getByRole('complementary', { name: 'Entry slip' })]);
  await expectUncovered(toast, covered);
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}-light-toast-board.png` });
});
