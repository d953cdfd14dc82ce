import type { Page } from '@playwright/test';
import { expect, liveApp, shootInThemes, test } from './fixtures.ts';
import {
  advance,
  board,
  moveLine,
  oneLineOfAnotherGame,
  openSlip,
  pickHigher,
  playerName,
  refreshLines,
  seedWorld,
  settleNow,
  submitByApi,
  threeLinesOfOneGame,
} from './pickem-support.ts';
import { choose, depositByApi, signInFresh, topBarBalance } from './wallet-support.ts';

const SPORT = 'nba';
const FEE_CENTS = 500;

interface WireEntry {
  id: string;
  status: string;
  result: string | null;
  payout_cents: number | null;
  fee_cents: number;
}

async function entries(page: Page, status: string): Promise<WireEntry[]> {
  const response = await page.request.get(`/v1/pickem/entries?status=${status}`);
  return ((await response.json()) as { entries: WireEntry[] }).entries;
}

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The theme follows the system until the player picks one: a screenshot in each. */
async function shootBothThemes(page: Page, shoot: () => Promise<unknown>) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await shoot();
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('pick’em: pick three lines, a line moves during submit, accept it and submit Flex; it goes live, settles, and the balance follows @phone', async ({
  page,
  saveScreenshot,
}, testInfo) => {
  // It seeds the whole world, makes the lines and plays a game to its end: five times the usual time.
  test.setTimeout(testInfo.timeout * 5);
  await signInFresh(page, 'pickem');
  await seedWorld(page);
  await refreshLines(page);
  await depositByApi(page, 5_000);

  const data = await board(page, SPORT);
  const { game, lines } = threeLinesOfOneGame(data, testInfo.project.name === 'phone' ? 0 : 1);
  const names = lines.map((line) => playerName(data, line.subjects[0]!.player_id));

  await page.goto(`/pick-em/higher-lower/pre-game/${SPORT}`);
  await liveApp(page);
  await expect(topBarBalance(page)).toContainText('$50.00');
  for (const [index, line] of lines.entries()) await pickHigher(page, names[index]!, line.prop_id);

  await openSlip(page);
  await choose(page, { name: /^Flex/ });
  await page.getByLabel('Entry fee').fill(String(FEE_CENTS / 100));

  // The line moves during submit: the submit request is held until the line has moved, so the API
  // answers 422 with the new line; the slip marks the pick, nothing is charged, and one tap takes it.
  const submit = page.getByRole('button', { name: /^Submit \$/ });
  let moved = false;
  await page.route('**/v1/pickem/entries', async (route) => {
    if (!moved && route.request().method() === 'POST') {
      moved = true;
      await moveLine(page, lines[1]!.prop_id);
    }
    await route.continue();
  });
  await submit.click();
  const accept = page.getByRole('button', { name: 'Accept new lines' });
  await expect(accept).toBeVisible();
  await expect(
    page.locator(`[data-testid="slip-pick"][data-prop-id="${lines[1]!.prop_id}"]`),
  ).toHaveAttribute('data-state', 'moved');
  await expect(topBarBalance(page)).toContainText('$50.00');
  // The viewport only: the virtualised board makes the full page tens of thousands of pixels tall.
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}-light-pickem-slip-stale.png` });
  await accept.click();
  await expect(accept).toBeHidden();
  await submit.click();
  await expect(page.getByTestId('entry-submitted')).toBeVisible();
  await expect(topBarBalance(page)).toContainText('$45.00');
  const [entry] = await entries(page, 'upcoming');
  expect(entry, 'the submitted entry is upcoming').toBeTruthy();

  // The same picks on the other sides, through the API: whichever way the game goes, one of the two
  // entries has at least two hits, so settling pays something and the balance moves.
  const latest = await board(page, SPORT);
  const other = lines.map((line) => {
    const current = latest.lines.find((candidate) => candidate.prop_id === line.prop_id)!;
    return { option_id: `${current.id}.lower`, line_id: current.id, prop_id: current.prop_id };
  });
  await submitByApi(page, 'flex', FEE_CENTS, other);
  await expect(topBarBalance(page)).toContainText('$40.00');

  // The live page, from the slip: the entry is there, upcoming, and follows its game without a reload.
  await page.getByRole('link', { name: 'Watch it live' }).click();
  await expect(page).toHaveURL(/\/live\/pick-em/);
  const card = page.locator(`[data-testid="pickem-entry"][data-entry-id="${entry!.id}"]`);
  await expect(card).toHaveAttribute('data-status', 'upcoming');
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const values = () => card.getByTestId('pick-current').allTextContents();
  const before = (await values()).join('|');

  await advance(page, game.id, 5);
  await expect(card).toHaveAttribute('data-status', 'live');
  // Stats come with some plays: play on until one of the picked players has moved on screen.
  for (let round = 0; round < 30; round += 1) {
    const moved = await expect
      .poll(async () => (await values()).join('|'), { timeout: 2_000 })
      .not.toBe(before)
      .then(() => true)
      .catch(() => false);
    if (moved) break;
    await advance(page, game.id, 10);
  }
  await expect.poll(async () => (await values()).join('|')).not.toBe(before);
  await shootBothThemes(page, () => saveScreenshot('pickem-live'));

  // The game ends, the entries settle: a toast tells each, and the balance takes the payouts.
  let state = await advance(page, game.id, 10_000);
  for (let round = 0; round < 5 && state.status !== 'final'; round += 1)
    state = await advance(page, game.id, 10_000);
  expect(state.status).toBe('final');
  await settleNow(page);
  await expect(
    page.getByText(/^Your 3-pick (Flex|Standard) (won \$|lost|was refunded \$)/).first(),
  ).toBeVisible();
  const settled = await entries(page, 'settled');
  expect(settled.map((item) => item.status)).toHaveLength(2);
  const paid = settled.reduce((sum, item) => sum + (item.payout_cents ?? 0), 0);
  expect(paid, 'one of two opposite entries pays').toBeGreaterThan(0);
  await expect(topBarBalance(page)).toContainText(money(4_000 + paid));
  expect(
    await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
  ).toBe(true);

  await page.goto('/results/pick-em');
  await expect(page.locator(`[data-testid="pickem-entry"][data-entry-id="${entry!.id}"]`)).toBeVisible();
  await shootBothThemes(page, () => saveScreenshot('pickem-results'));
  await page.goto('/average-results');
  await expect(page.getByText(/^From \d[\d,]* settled entr/)).toBeVisible();
  await shootBothThemes(page, () => saveScreenshot('pickem-average-results'));
});

test('pick’em: a stale slip keeps each pick’s player and line, says what changed, and takes the new lines at once', async ({
  page,
}, testInfo) => {
  test.setTimeout(testInfo.timeout * 3);
  const sport = 'nhl';
  const which = testInfo.project.name === 'phone' ? 0 : 1;
  await signInFresh(page, 'stale');
  await seedWorld(page);
  await refreshLines(page);
  // $50 of cash and the first-deposit match: $50 of promo credit.
  await depositByApi(page, 5_000, undefined, 'WELCOME100');

  const data = await board(page, sport);
  const { lines } = threeLinesOfOneGame(data, which);
  const taken = [0, 1].map((index) => threeLinesOfOneGame(data, index).game.id);
  const pickedPlayers = lines.map((line) => line.subjects[0]!.player_id);
  const locking = oneLineOfAnotherGame(data, taken, which, pickedPlayers);
  const picked = [...lines, locking];
  const names = picked.map((line) => playerName(data, line.subjects[0]!.player_id));

  await page.goto(`/pick-em/higher-lower/pre-game/${sport}`);
  await liveApp(page);
  // One way to show a balance everywhere: the cash, and the promo credit beside it.
  await expect(topBarBalance(page).getByTestId('balance-cash')).toHaveText('$50.00');
  await expect(topBarBalance(page).getByTestId('balance-promo')).toHaveText('+ $50.00 promo');
  for (const [index, line] of picked.entries()) await pickHigher(page, names[index]!, line.prop_id);
  await openSlip(page, 4);
  const slipBalance = page.getByTestId('slip-balance');
  await expect(slipBalance.getByTestId('balance-cash')).toHaveText('$50.00');
  await expect(slipBalance.getByTestId('balance-promo')).toHaveText('+ $50.00 promo');
  await page.getByLabel('Entry fee').fill(String(FEE_CENTS / 100));
  // Promo credit is spent only when the player turns it on.
  await page.getByRole('switch', { name: /^Use promo credit \(\$50\.00 available\)/ }).check();

  // While the player looks: one line moves, and the other game starts, which locks its line.
  const moved = (await moveLine(page, lines[1]!.prop_id)) as { data: { stat_value: number } };
  const game = locking.subjects[0]!.game_id;
  await advance(page, game, 1);
  await refreshLines(page);

  const row = (line: { prop_id: string }) =>
    page.locator(`[data-testid="slip-pick"][data-prop-id="${line.prop_id}"]`);
  await expect(row(lines[1]!)).toHaveAttribute('data-state', 'moved');
  await expect(row(lines[1]!).getByTestId('old-line')).toHaveText(String(lines[1]!.stat_value));
  await expect(row(lines[1]!).getByTestId('pick-side')).toContainText(String(moved.data.stat_value));
  await expect(row(locking)).toHaveAttribute('data-state', 'closed');
  await expect(row(locking)).toContainText(names[3]!);
  await expect(row(locking)).toContainText(`Higher than ${locking.stat_value}`);
  await expect(row(locking)).toContainText(locking.stat_label);
  const notice = page.getByTestId('lines-changed');
  await expect(notice).toContainText('Lines have changed since you picked.');
  await expect(notice).not.toContainText('charged');
  await expect(page.getByRole('button', { name: /^Submit \$/ })).toBeDisabled();
  await shootViewport(page, testInfo.project.name, 'pickem-slip-stale-lines');

  await notice.getByRole('button', { name: 'Accept new lines' }).click();
  const rows = page.getByTestId('slip-pick');
  await expect(rows).toHaveCount(3);
  await expect(page.locator('[data-testid="slip-pick"] .animate-pulse')).toHaveCount(0);
  for (const line of lines) await expect(row(line)).toHaveAttribute('data-state', 'ok');
  await expect(row(lines[1]!).getByTestId('pick-side')).toHaveText(`Higher than ${moved.data.stat_value}`);
  await page.getByRole('button', { name: /^Submit \$/ }).click();
  await expect(page.getByTestId('entry-submitted')).toBeVisible();
  // The fee came out of the promo credit, as chosen.
  await expect(topBarBalance(page).getByTestId('balance-cash')).toHaveText('$50.00');
  await expect(topBarBalance(page).getByTestId('balance-promo')).toHaveText('+ $45.00 promo');
});

/** The viewport (the virtualised board makes the full page very tall), in light then dark. */
async function shootViewport(page: Page, project: string, name: string) {
  await shootInThemes(page, (theme) => `e2e/screenshots/${project}-${theme}-${name}.png`);
}
