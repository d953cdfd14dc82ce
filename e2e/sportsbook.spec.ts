import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, TEST_LOCATION_HEADER } from '@kennel/core';
import type { Page } from '@playwright/test';
import { expect, liveApp, test } from './fixtures.ts';
import { advance, post, seedWorld } from './pickem-support.ts';
import { depositByApi, signInFresh } from './wallet-support.ts';

interface Market {
  id: string;
  kind: string;
  status: string;
  price_version: number;
  line: number | null;
  selections: { id: string; key: string; price: number }[];
}
interface Event {
  game_id: string;
  status: string;
  starts_at: string;
  markets: Market[];
}

async function events(page: Page): Promise<Event[]> {
  const response = await page.request.get('/v1/sportsbook/markets');
  expect(response.ok(), `GET /v1/sportsbook/markets answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { events: Event[] }).events;
}

/** A leg as the app's bet slip sends it: a side of an event's market at the price shown. */
function legOf(event: Event, kind: string, key: string) {
  const market = event.markets.find((one) => one.kind === kind)!;
  const selection = market.selections.find((one) => one.key === key)!;
  return { selection_id: selection.id, price_version: market.price_version, price: selection.price };
}

/** A bet placed as the mobile app places it, located in Arizona (a sportsbook state). */
async function placeBet(page: Page, body: unknown): Promise<{ id: string }> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'kennel_csrf')?.value ?? '';
  const response = await page.request.post('/v1/sportsbook/bets', {
    headers: { 'x-csrf-token': csrf, [IDEMPOTENCY_KEY_HEADER]: randomUUID(), [TEST_LOCATION_HEADER]: 'AZ' },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** The theme follows the system until the player picks one: a screenshot in each. */
async function shootBothThemes(page: Page, shoot: () => Promise<unknown>) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await shoot();
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('sportsbook: a prop single and a parlay placed through the API show in the bet history, live over the socket; the parlay is cashed out and the single settles @phone', async ({
  page,
  saveScreenshot,
}, testInfo) => {
  // It seeds the whole world, prices every game and plays one to its end: five times the usual time.
  test.setTimeout(testInfo.timeout * 5);
  await signInFresh(page, 'book');
  // The bet history is the mobile app's webview, in Arizona (a sportsbook state): cashing out is
  // located like placing a bet (the sandbox provider reads the test header).
  await page.setExtraHTTPHeaders({ [TEST_LOCATION_HEADER]: 'AZ' });
  await seedWorld(page);
  await post(page, '/v1/test/sportsbook/markets/refresh');
  await depositByApi(page, 50_00);

  // Games well before their start, a different three per project so the two runs do not meet.
  const soon = Date.now() + 10 * 60_000;
  const offered = (await events(page)).filter(
    (event) => event.status === 'scheduled' && Date.parse(event.starts_at) > soon,
  );
  const offset = testInfo.project.name === 'phone' ? 0 : 3;
  const [first, second, third] = offered.slice(offset, offset + 3);
  expect(third, 'three games to bet on').toBeTruthy();

  // The single is a player prop: its leg follows the player's total once the game is under way.
  const single = await placeBet(page, { stake_cents: 10_00, legs: [legOf(first!, 'player_prop', 'over')] });
  await placeBet(page, {
    stake_cents: 5_00,
    legs: [legOf(second!, 'spread', 'away'), legOf(third!, 'total', 'over')],
  });

  await page.goto('/m/bet-history/open');
  await liveApp(page);
  await expect(page.getByTestId('bet')).toHaveCount(2);
  const parlay = page.getByTestId('bet').filter({ hasText: '2-leg parlay' });
  await expect(parlay.getByTestId('bet-leg')).toHaveCount(2);
  await expect(parlay.getByTestId('bet-status')).toHaveText('Open');
  const prop = page.getByTestId('bet').filter({ hasText: 'Single' }).getByTestId('bet-leg');
  await expect(prop).toContainText(/ Over \d+\.5 /);

  // The prop's game starts while the page is open: its score, clock and the player's total arrive over
  // the socket. A few events only: which sport's game comes first depends on the hour, and 60 events
  // played a whole soccer game to its final, settling the single before the page could show it live.
  await advance(page, first!.game_id, 3);
  await expect(prop.getByTestId('leg-game')).toHaveText(/ \d+ – .* \d+ · /);
  await expect(prop.getByTestId('leg-stat')).toHaveText(/so far|No stats yet/);
  await shootBothThemes(page, () => saveScreenshot('bet-history-open'));

  // The parlay is cashed out at the offer on it: paid once, and it leaves the open bets.
  const cashOut = parlay.getByRole('button', { name: /^Cash out \$\d+\.\d\d$/ });
  const offer = ((await cashOut.textContent()) ?? '').replace('Cash out ', '');
  await cashOut.click();
  // A cash out cannot be undone: the second tap, on the amount, confirms it.
  await parlay.getByRole('button', { name: /^Confirm cash out \$\d+\.\d\d$/ }).click();
  await expect(page.getByText(`Cashed out ${offer}`)).toBeVisible();
  await expect(page.getByTestId('bet')).toHaveCount(1);

  // The single's game is played to its end and settled: it moves to the settled tab with its result.
  let state = await advance(page, first!.game_id, 10_000);
  for (let round = 0; round < 5 && state.status !== 'final'; round += 1)
    state = await advance(page, first!.game_id, 10_000);
  expect(state.status).toBe('final');
  await post(page, '/v1/test/sportsbook/settle');
  await page.goto('/m/bet-history/settled');
  await expect(page.getByTestId('bet')).toHaveCount(2);
  await expect(
    page.getByTestId('bet').filter({ hasText: '2-leg parlay' }).getByTestId('bet-status'),
  ).toHaveText('Cashed out');
  const settled = page.getByTestId('bet').filter({ hasText: 'Single' });
  await expect(settled.getByTestId('bet-status')).toHaveText(/^(Won|Lost|Push|Void)$/);
  const response = await page.request.get('/v1/sportsbook/bets?state=settled');
  const { bets } = (await response.json()) as { bets: { id: string; payout_cents: number }[] };
  const wire = bets.find((bet) => bet.id === single.id);
  expect(wire).toBeTruthy();
  await expect(settled.getByTestId('bet-payout')).toHaveText(
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(wire!.payout_cents / 100),
  );
  await shootBothThemes(page, () => saveScreenshot('bet-history-settled'));
});
