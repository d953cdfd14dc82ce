import {
  draftCompletes,
  draftOfEntry,
  enterContest,
  fundedBestBallPlayer,
  openFastContest,
  setAutopick,
} from './best-ball-support.ts';
import { expect, liveApp, test } from './fixtures.ts';
import {
  advance,
  board,
  playerName,
  refreshLines,
  seedWorld,
  submitByApi,
  threeLinesOfOneGame,
} from './pickem-support.ts';
import { expectFieldsWhole, expectWhole } from './readable-support.ts';
import { depositByApi, signInFresh } from './wallet-support.ts';

test('the entry slip shows each pick’s whole line: side, number and stat @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(testInfo.timeout * 3);
  await signInFresh(page, 'slipline');
  await seedWorld(page);
  await refreshLines(page);
  await depositByApi(page, 2_000);
  const data = await board(page, 'nba');
  const { lines } = threeLinesOfOneGame(data, testInfo.project.name === 'phone' ? 2 : 3);
  await page.goto('/pick-em/higher-lower/pre-game/nba');
  await liveApp(page);
  const search = page.getByRole('searchbox', { name: 'Search players or teams' });
  for (const line of lines) {
    await search.fill(playerName(data, line.subjects[0]!.player_id));
    const card = page.locator(`[data-testid="line-card"][data-prop-id="${line.prop_id}"]`);
    await card.getByRole('button', { name: /higher than/i }).click();
    await search.fill('');
  }
  if ((page.viewportSize()?.width ?? 0) < 1024) await page.getByRole('button', { name: /3 picks/ }).click();
  const rows = page.getByTestId('slip-pick');
  await expect(rows).toHaveCount(3);
  for (const line of lines)
    await expect(page.locator(`[data-testid="slip-pick"][data-prop-id="${line.prop_id}"]`)).toContainText(
      `than ${line.stat_value} ${line.stat_label}`,
    );
  await expectWhole(page.getByTestId('pick-line'), 'a pick’s line');
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}-light-slip-lines.png` });
});

test('a draft’s contest reads whole in the drafts list and the room, and a drafted team’s figures on /active @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(testInfo.timeout * 4);
  await fundedBestBallPlayer(page, 'tiles', 5_000);
  const contest = await openFastContest(page, 'nfl', { which: testInfo.project.name === 'phone' ? 6 : 7 });
  const entry = await enterContest(page, contest.id);
  const draftId = await draftOfEntry(page, contest.id, entry.id);
  // While it drafts, the drafts list and the draft room name its contest whole.
  await page.goto('/draft');
  await liveApp(page);
  await expect(page.locator('[data-contest-name]').filter({ hasText: contest.name })).toHaveCount(1);
  await expectWhole(page.locator('[data-contest-name]'), 'a draft’s contest');
  await page.goto(`/draft/${draftId}`);
  await liveApp(page);
  await expect(page.locator('[data-contest-name]')).toHaveText(contest.name);
  await expectWhole(page.locator('[data-contest-name]'), 'the draft’s contest');
  await setAutopick(page, draftId, true);
  await draftCompletes(page, draftId);
  await page.goto('/active');
  await liveApp(page);
  const tiles = page.locator('[data-team-stat]');
  // Drafted, no game played yet: the rank tile says so in words.
  await expect(page.getByTestId('active-rank').first()).toHaveText('Not started');
  await expectWhole(tiles, 'a team’s figure');
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}-light-active-tiles.png` });
});

test('the lobby’s contest cards show whole names @phone', async ({ page }) => {
  // The season contest's long name ("NFL Season, Week 8 to Week 11 · $10.00") is checked on its own
  // week's lobby by the season journey (best-ball-season.spec.ts), which waits for that contest.
  await fundedBestBallPlayer(page, 'names', 1_000);
  await page.goto('/lobby/nfl');
  await liveApp(page);
  await expectWhole(page.locator('[data-contest-id] h2'), 'a contest’s name');
});

test('a live entry’s picks and the transaction filters read whole on phones down to 320 px @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(testInfo.timeout * 3);
  await signInFresh(page, 'pickrows');
  await seedWorld(page);
  await refreshLines(page);
  await depositByApi(page, 2_000);
  // Each player's biggest line: often fantasy points, the longest stat name a pick row shows.
  const { game, lines } = threeLinesOfOneGame(
    await board(page, 'nba'),
    testInfo.project.name === 'phone' ? 4 : 5,
  );
  await submitByApi(
    page,
    'standard',
    500,
    lines.map((line) => ({ option_id: `${line.id}.higher`, line_id: line.id, prop_id: line.prop_id })),
  );
  // Before its game (the start: "ORL @ GSW · in 14 min"), then under way (the stat so far, the line, what is left).
  for (const state of ['upcoming', 'live'] as const) {
    if (state === 'live') await advance(page, game.id, 60);
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/live/pick-em');
      await liveApp(page);
      await expect(page.getByTestId('pick')).toHaveCount(3);
      const at = `${state}, at ${width} px`;
      // The stat so far with its name ("31.5 Fantasy points"), and the game line: what each holds.
      await expectWhole(page.getByTestId('pick-current').locator('..'), `a pick’s stat (${at})`);
      await expectWhole(page.getByTestId('pick-game-status').locator('..'), `a pick’s game (${at})`);
      await expectWhole(page.getByTestId('pick-player'), `a pick’s player (${at})`);
      await page.getByTestId('pick').first().scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `e2e/screenshots/${testInfo.project.name}-${width}-light-live-picks-${state}.png`,
      });
    }
  }
  // The date filters at each width their row changes at, from the narrowest phone to a desktop.
  await page.goto('/account/transactions');
  await liveApp(page);
  for (const width of [320, 375, 430, 480, 640, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectFieldsWhole(
      ['Type', 'From', 'To'].map((label) => page.getByLabel(label, { exact: true })),
      `the transaction filters at ${width} px`,
    );
    if (width <= 375)
      await page.screenshot({
        path: `e2e/screenshots/${testInfo.project.name}-${width}-light-transaction-filters.png`,
      });
  }
});
