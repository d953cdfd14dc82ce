import { IDEMPOTENCY_KEY_HEADER, PROCESSOR_TOKENIZE_PATH } from '@kennel/core';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillNewCard, signInFresh, topBarBalance } from './wallet-support.ts';

/**
 * A player who clicks Deposit twice, or presses Enter twice, is charged once, however far apart the
 * two presses are: one Idempotency-Key per attempt, and the button inert while the first is out.
 */

/** The player's deposits as the ledger records them (the history API reads the ledger). */
async function depositsInLedger(page: Page): Promise<number[]> {
  const response = await page.request.get('/v1/transactions?type=deposit&limit=50');
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: Array<{ amount_cents: number }> };
  return data.map((row) => row.amount_cents);
}

/** Watches the card and deposit requests the page starts, to count them and wait until each has its answer. */
function watchDepositRequests(page: Page) {
  const depositKeys: string[] = [];
  let open = 0;
  let depositsAnswered = 0;
  const watched = (request: Request) => {
    const path = new URL(request.url()).pathname;
    return (
      request.method() === 'POST' && (path.startsWith('/v1/deposits/') || path === PROCESSOR_TOKENIZE_PATH)
    );
  };
  page.on('request', (request) => {
    if (!watched(request)) return;
    open += 1;
    if (new URL(request.url()).pathname.startsWith('/v1/deposits/'))
      depositKeys.push(request.headers()[IDEMPOTENCY_KEY_HEADER] ?? '');
  });
  const finished = (request: Request) => {
    if (!watched(request)) return;
    open -= 1;
    if (new URL(request.url()).pathname.startsWith('/v1/deposits/')) depositsAnswered += 1;
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    depositKeys: () => [...new Set(depositKeys)],
    /** Waits for a deposit's answer, then until no request of a second press is still out. */
    settled: async () => {
      await expect.poll(() => depositsAnswered > 0 && open === 0).toBe(true);
    },
  };
}

async function openDepositWithNewCard(page: Page) {
  await page.goto('/deposit');
  await fillNewCard(page, '4242424242424242');
  const button = page.getByRole('button', { name: 'Deposit $50.00' });
  await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(button).toBeEnabled();
  return button;
}

for (const spacingMs of [0, 100, 250, 600, 1500]) {
  test(`two clicks on Deposit ${spacingMs} ms apart charge once`, async ({ page }) => {
    await signInFresh(page, `dbl${spacingMs}`);
    const requests = watchDepositRequests(page);
    const button = await openDepositWithNewCard(page);
    const box = await button.boundingBox();
    if (!box) throw new Error('the Deposit button has no box');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    // The mouse, not the locator: the second press lands wherever the first left the page, as a finger would.
    await page.mouse.click(x, y);
    if (spacingMs > 0) await page.waitForTimeout(spacingMs);
    await page.mouse.click(x, y);
    await requests.settled();

    expect(requests.depositKeys()).toHaveLength(1);
    expect(await depositsInLedger(page)).toEqual([5_000]);
    await expect(topBarBalance(page)).toContainText('$50.00');
  });
}

for (const spacingMs of [0, 250]) {
  test(`Enter pressed twice in the amount field ${spacingMs} ms apart charges once`, async ({ page }) => {
    await signInFresh(page, `ent${spacingMs}`);
    const requests = watchDepositRequests(page);
    await openDepositWithNewCard(page);
    const amount = page.getByLabel('Or enter an amount');
    await amount.focus();
    await page.keyboard.press('Enter');
    if (spacingMs > 0) await page.waitForTimeout(spacingMs);
    await page.keyboard.press('Enter');
    await requests.settled();

    expect(requests.depositKeys()).toHaveLength(1);
    expect(await depositsInLedger(page)).toEqual([5_000]);
  });
}

test('a deposit whose answer was lost is tried again under the same key and charged once', async ({
  page,
}) => {
  await signInFresh(page, 'lostans');
  const requests = watchDepositRequests(page);
  let lost = false;
  // The server takes the deposit, but the answer never reaches the page (the connection drops).
  await page.route('**/v1/deposits/card', async (route) => {
    if (lost) return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  const button = await openDepositWithNewCard(page);
  await button.click();
  const problem = page.getByRole('alert');
  await expect(problem.getByRole('heading')).toHaveText('Connection problem');
  expect(await depositsInLedger(page)).toEqual([5_000]);

  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/deposit-success\/50$/);
  await requests.settled();
  expect(requests.depositKeys()).toHaveLength(1);
  expect(await depositsInLedger(page)).toEqual([5_000]);
  await expect(page.getByTestId('new-balance')).toHaveText('$50.00');
});
