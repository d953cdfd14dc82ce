import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { choose, fillNewCard, signInFresh } from './wallet-support.ts';

test('a deposit lands: the bell counts it live, the panel shows it, the player marks it read and chooses no email @phone', async ({
  page,
  saveScreenshot,
}, testInfo) => {
  // Four screenshots and two accessibility checks in both themes on top of the journey.
  test.setTimeout(testInfo.timeout * 3);
  await signInFresh(page, 'bells');
  await page.goto('/lobby');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');

  await page.goto('/deposit');
  await choose(page, { name: '$25', exact: true });
  await fillNewCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Deposit $25.00' }).click();
  await expect(page).toHaveURL(/\/deposit-success\/25$/);
  // Delivered by the job queue after the deposit committed, pushed over the open socket.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await saveScreenshot('notifications-bell');
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const notice = panel.getByTestId('notification');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('Your deposit landed');
  await expect(notice).toContainText('$25.00 is in your balance');
  await expect(panel).toContainText('1 unread');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await saveScreenshot('notifications-panel');
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAccessible(page, 'the notification panel');

  await panel.getByRole('button', { name: 'Mark "Your deposit landed" as read' }).click();
  await expect(panel).toContainText("You're all caught up");
  await expect(notice).toHaveAttribute('data-unread', 'false');
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  // Read survives a reload: it was saved, not only shown.
  await page.reload();
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');

  await page.goto('/account/notifications');
  const depositEmail = page.getByRole('switch', { name: 'Deposit landed' });
  await expect(depositEmail).toBeChecked();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await saveScreenshot('notifications-preferences');
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAccessible(page, '/account/notifications');
  await depositEmail.click();
  await expect(page.getByText('Deposit landed: email off')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Deposit landed' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: "You're on the clock" })).toBeChecked();
});
