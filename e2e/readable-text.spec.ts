import type { Locator } from '@playwright/test';
import {
  draftCompletes,
  draftOfEntry,
  enterContest,
  fundedBestBallPlayer,
  getJson,
  makeContestsNow,
  openFastContest,
  setAutopick,
  type WireContest,
} from './best-ball-support.ts';
import { expect, liveApp, test } from './fixtures.ts';
import { board, playerName, refreshLines, seedWorld, threeLinesOfOneGame } from './pickem-support.ts';
import { depositByApi, signInFresh } from './wallet-support.ts';

/** What a player must read to know what they bought is never cut off with an ellipsis. */
async function expectWhole(locator: Locator, what: string) {
  const count = await locator.count();
  expect(count, `some ${what} on the page`).toBeGreaterThan(0);
  for (let at = 0; at < count; at += 1) {
    const element = locator.nth(at);
    const { scroll, client, text } = await element.evaluate((node) => ({
      scroll: node.scrollWidth,
      client: node.clientWidth,
      text: node.textContent,
    }));
    expect(scroll, `${what} “${text}” is cut off (${scroll} px of text in ${client} px)`).toBeLessThanOrEqual(
      client,
    );
  }
}

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

test('the lobby’s contest cards show whole names: a season contest says which weeks it runs @phone', async ({
  page,
}) => {
  await fundedBestBallPlayer(page, 'names', 1_000);
  // A season contest is made for the first NFL week a draft still fits before, once two weeks are
  // scheduled; which week that is moves with the time of the run, so ask the API for it (making the
  // lobby's contests again until it is there) and open its week's lobby.
  let season: WireContest | undefined;
  await expect
    .poll(
      async () => {
        await makeContestsNow(page);
        const { contests } = await getJson<{ contests: WireContest[] }>(page, '/v1/contests?sport=nfl');
        season = contests.find(
          (contest) => contest.status === 'open' && contest.style_id === 'nfl-season-10',
        );
        // When missing, the contests there are (the failure shows them).
        return season
          ? 'an open season contest'
          : contests.map((contest) => `${contest.name} (${contest.status})`);
      },
      { message: 'an open NFL season contest', timeout: 60_000 },
    )
    .toBe('an open season contest');
  await page.goto(`/lobby/nfl/${season!.slate_id}`);
  await liveApp(page);
  const titles = page.locator('[data-contest-id] h2');
  await expect(titles.filter({ hasText: /^NFL Season, Week \d+ to Week \d+ · \$10\.00$/ })).toHaveCount(1);
  await expectWhole(titles, 'a contest’s name');
});
