import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import {
  draftCompletes,
  draftOfEntry,
  enterContest,
  fundedBestBallPlayer,
  openFastContest,
  setAutopick,
} from './best-ball-support.ts';
import { expect, test } from './fixtures.ts';
import { board, playerName, refreshLines, seedWorld, threeLinesOfOneGame } from './pickem-support.ts';
import { depositByApi, signInFresh } from './wallet-support.ts';

// axe-core over the pages players use most (ADR 0028), with their data on them: the pick'em board
// and a filled slip, the lobby and a contest's sheet, a draft room mid-draft and its full board,
// the teams pages, rankings, news, results, wallet, responsible gaming and the account. Every check
// runs in the light and the dark theme, on phone and desktop (the two projects). routes.spec.ts
// runs the same check on every route of the seed, which covers the guest pages.

// A busy machine can take a while to start the app: the page is there once its h1 is.
const LOAD = { timeout: 60_000 };

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0, LOAD);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(LOAD);
}

// Every guest page (home, sign-up, log in, the legal and help pages) is checked as a guest in
// routes.spec.ts on both projects; the not-found page is checked there signed in, and here as a guest.
test('guest pages: not found @phone', async ({ page }) => {
  await visit(page, '/no-such-page');
  await expectAccessible(page, 'the not-found page, as a guest');
});

test('pick’em: the board and a slip with picks @phone', async ({ page }, testInfo) => {
  test.setTimeout(testInfo.timeout * 3);
  await signInFresh(page, 'a11ypickem');
  await seedWorld(page);
  await refreshLines(page);
  await depositByApi(page, 5_000);
  const data = await board(page, 'nba');
  const { lines } = threeLinesOfOneGame(data, testInfo.project.name === 'phone' ? 2 : 3);
  await visit(page, '/pick-em/higher-lower/pre-game/nba');
  await expectAccessible(page, 'the pick’em board');
  const search = page.getByRole('searchbox', { name: 'Search players or teams' });
  for (const line of lines.slice(0, 2)) {
    await search.fill(playerName(data, line.subjects[0]!.player_id));
    const card = page.locator(`[data-testid="line-card"][data-prop-id="${line.prop_id}"]`);
    await card.getByRole('button', { name: /higher than/i }).click();
    await expect(card.getByRole('button', { name: /higher than/i })).toHaveAttribute('aria-pressed', 'true');
  }
  await search.fill('');
  if ((page.viewportSize()?.width ?? 0) < 1024) await page.getByRole('button', { name: /2 picks/ }).click();
  await expect(page.getByRole('button', { name: /^Submit \$/ })).toBeVisible();
  await expectAccessible(page, 'the slip with two picks');
});

test('best ball: lobby and contest sheet, draft room, full board, teams, exposure, rankings @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(testInfo.timeout * 6);
  await fundedBestBallPlayer(page, 'a11ybb', 10_000);
  const contest = await openFastContest(page, 'nba', { which: testInfo.project.name === 'phone' ? 2 : 3 });

  await visit(page, `/lobby/nba/${contest.slate_id}`);
  await expectAccessible(page, 'the lobby');
  await page.getByRole('button', { name: `Enter ${contest.name}`, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Rules' })).toBeVisible();
  await expectAccessible(page, 'the contest sheet');
  await page.keyboard.press('Escape');

  const entry = await enterContest(page, contest.id);
  const draftId = await draftOfEntry(page, contest.id, entry.id);
  await visit(page, `/draft/${draftId}`);
  await expect(page.getByRole('region', { name: 'Player pool' })).toBeVisible();
  // Every position filter shows whole, none hidden past the row's edge (NBA's C was, at 375 px).
  const positions = page
    .getByRole('region', { name: 'Player pool' })
    .getByRole('group', { name: 'Position' });
  const row = await positions.boundingBox();
  for (const chip of await positions.getByRole('button').all()) {
    const box = await chip.boundingBox();
    expect(
      box && row && box.x + box.width <= row.x + row.width + 0.5,
      `${await chip.textContent()} fits`,
    ).toBe(true);
  }
  // Queue two players so the queue (and its drag handles) is on the page too.
  const queueButtons = page
    .getByRole('region', { name: 'Player pool' })
    .getByRole('button', { name: /^Queue / });
  await queueButtons.first().click();
  await queueButtons.first().click();
  // (Phones show the queue under its own tab; the pool says who is queued on every screen.)
  await expect(
    page.getByRole('region', { name: 'Player pool' }).getByRole('button', { name: / is queued$/ }),
  ).toHaveCount(2);
  await expectAccessible(page, 'the draft room');

  await setAutopick(page, draftId, true);
  await draftCompletes(page, draftId);
  await visit(page, `/draft-board/${draftId}`);
  await expect(page.locator('td[data-pick]').first()).toBeVisible();
  await expectAccessible(page, 'the full draft board');

  for (const path of [
    `/active/${draftId}`,
    '/draft',
    `/exposure/${contest.slate_id}`,
    `/rankings/nba/${contest.slate_id}`,
    '/completed',
  ]) {
    await visit(page, path);
    await expectAccessible(page, path);
  }
});

test('signed-in pages: news, results, wallet, responsible gaming, account, dashboard @phone', async ({
  signedInPage: page,
}, testInfo) => {
  test.setTimeout(testInfo.timeout * 6);
  await seedWorld(page);
  for (const path of [
    '/news-feed/nfl',
    '/results/pick-em/nba',
    '/results/best-ball/nfl',
    '/live/pick-em/nba',
    '/dashboard',
    '/deposit',
    '/account/security',
    '/account/wallet',
    '/account/transactions',
    '/account/responsible-gaming',
    '/responsible-gaming-resources',
    '/no-such-page',
  ]) {
    await visit(page, path);
    await expectAccessible(page, path);
  }
});
