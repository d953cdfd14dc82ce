import type { Page, TestInfo } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import {
  draftCompletes,
  draftState,
  finishSlate,
  fundedBestBallPlayer,
  seatBotsNow,
  type WireContest,
} from './best-ball-support.ts';
import { expect, liveApp, shootInThemes, test } from './fixtures.ts';
import { post } from './pickem-support.ts';

// The best ball journey (issue 12): a player enters a contest in the lobby, drafts against bots in
// the draft room (one pick by hand, then the autopick), sees the whole board, finds the team in
// Active, then in Completed once the slate's games are over. MLB, so the pick'em journey's NBA games
// are never finished under it; each project takes a slate of its own, since finishing a slate ends
// every draft on it.
const SPORT = 'mlb';

async function contestOnOwnSlate(page: Page, testInfo: TestInfo): Promise<WireContest> {
  const response = await page.request.get(`/v1/contests?sport=${SPORT}`);
  expect(response.ok()).toBe(true);
  const { contests } = (await response.json()) as { contests: WireContest[] };
  const open = contests.filter(
    (contest) =>
      contest.status === 'open' &&
      contest.speed === 'fast' &&
      contest.bots_allowed &&
      Date.parse(contest.entries_close_at) > Date.now() + 10 * 60_000,
  );
  const slates = [...new Set(open.map((contest) => contest.slate_id))].sort();
  expect(slates.length, 'two MLB slates with open fast contests').toBeGreaterThan(1);
  const slate = slates[testInfo.project.name === 'phone' ? 0 : 1]!;
  return open
    .filter((contest) => contest.slate_id === slate)
    .sort((a, b) => a.entry_fee_cents - b.entry_fee_cents || a.id.localeCompare(b.id))[0]!;
}

/** A screenshot in each theme, and axe on the page as it stands (ADR 0028). */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await shootInThemes(page, (theme) => `e2e/screenshots/${testInfo.project.name}-${theme}-${name}.png`);
  await expectAccessible(page, name);
}

test('best ball: enter in the lobby, draft against bots, the board, then Active and Completed', async ({
  page,
}, testInfo) => {
  // Seeds the world, drafts 240 picks and plays a slate to its end.
  test.setTimeout(testInfo.timeout * 6);
  await fundedBestBallPlayer(page, 'bestball', 20_000);
  const contest = await contestOnOwnSlate(page, testInfo);

  // The lobby: the contest's card, Enter, one entry for its fee.
  await page.goto(`/lobby/${SPORT}/${contest.slate_id}`);
  await liveApp(page);
  // The card says when entries close; its details, that every draft ends by the first game.
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: `Enter ${contest.name}`, exact: true }) });
  await expect(card.getByText(/^Entries close /)).toBeVisible();
  await page.getByRole('button', { name: `Details of ${contest.name}`, exact: true }).click();
  await expect(page.getByRole('dialog').getByTestId('draft-deadline')).toContainText('autopicked');
  await shoot(page, testInfo, 'best-ball-lobby-details');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: `Enter ${contest.name}`, exact: true }).click();
  const enter = page.getByRole('button', { name: /^Enter \$/ });
  await expect(enter).toBeVisible();
  await shoot(page, testInfo, 'best-ball-lobby-enter');
  await enter.click();
  await expect(page.getByText(/waits for its draft to fill|Your draft filled/).first()).toBeVisible();

  // Bots take the empty seats; the draft shows in the player's drafts.
  let draftId: string | null = null;
  await expect
    .poll(
      async () => {
        await seatBotsNow(page);
        const body = (await (await page.request.get(`/v1/contests/${contest.id}`)).json()) as {
          my_entry_list: { draft_id: string | null }[];
        };
        draftId = body.my_entry_list[0]?.draft_id ?? null;
        return draftId;
      },
      { message: 'bots fill the draft', timeout: 30_000 },
    )
    .not.toBeNull();
  await page.goto('/draft');
  await liveApp(page);
  const yourDrafts = page.getByRole('list', { name: 'Your drafts' });
  await expect(yourDrafts.getByRole('link').first()).toBeVisible();
  await page.goto(`/draft/${draftId}`);
  await liveApp(page);

  // The player's turn comes (bots before them pick at once): draft the best available by hand.
  const pool = page.getByRole('region', { name: 'Player pool' });
  const draftButton = pool.getByRole('button', { name: /^Draft / }).first();
  await expect(draftButton).toBeEnabled({ timeout: 30_000 });
  await expect(page).toHaveTitle(/Your pick/);
  // Pictures only here, and quickly: axe on a loaded machine could outlast the pick clock (the
  // accessibility journey checks the draft room on a draft of its own).
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}-light-best-ball-draft-room.png` });
  const picked = ((await draftButton.getAttribute('aria-label')) ?? '').replace(/^Draft /, '');
  await draftButton.click();
  await expect
    .poll(async () => {
      const draft = await draftState(page, draftId!);
      const you = new Set(draft.seats.filter((seat) => seat.is_you).map((seat) => seat.seat));
      return draft.picks.filter((pick) => you.has(pick.seat)).map((pick) => [pick.player_name, pick.source]);
    })
    .toContainEqual([picked, 'user']);

  // Then the autopick: the rest of the draft goes at once.
  // (The switch's input is visually hidden under its track: the player taps the label.)
  const autopick = page.getByRole('switch', { name: 'Autopick' });
  await page.locator('label', { has: autopick }).click();
  await expect(page.getByRole('heading', { name: 'Draft complete' })).toBeVisible({ timeout: 60_000 });
  const done = await draftCompletes(page, draftId!);
  expect(done.picks).toHaveLength(done.seat_count * done.rounds);
  expect(new Set(done.picks.map((pick) => pick.player_id)).size).toBe(done.picks.length);

  // The board: rounds × seats, every cell a pick, the hand-made one among them.
  await page.goto(`/draft-board/${draftId}`);
  await liveApp(page);
  const cells = page.locator('td[data-pick]');
  await expect(cells).toHaveCount(done.seat_count * done.rounds);
  await expect(page.locator('td[data-pick]', { hasText: picked }).first()).toBeVisible();
  await shoot(page, testInfo, 'best-ball-board');

  // Active: the drafted team waits for its games.
  await page.goto('/active');
  await liveApp(page);
  const toPlay = page.getByRole('region', { name: /Games to play/ });
  await expect(toPlay.getByRole('heading', { name: contest.name })).toBeVisible({ timeout: 30_000 });
  await shoot(page, testInfo, 'best-ball-active');

  // The slate is played to its end and scored: the team is in Completed, with its rank.
  await finishSlate(page, contest.slate_id);
  await post(page, '/v1/test/best-ball/settle');
  await page.goto(`/completed/${contest.slate_id}`);
  await liveApp(page);
  const completed = page.getByRole('list', { name: 'Completed teams' });
  await expect(completed.getByText(/of 12/).first()).toBeVisible({ timeout: 30_000 });
  await shoot(page, testInfo, 'best-ball-completed');
});
