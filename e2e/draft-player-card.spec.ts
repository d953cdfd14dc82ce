import {
  draftOfEntry,
  draftState,
  enterContest,
  FAST_CONTEST_MARGIN_MS,
  fundedBestBallPlayer,
  getJson,
  openFastContest,
  slateAdp,
  type WireContest,
  yourPicks,
} from './best-ball-support.ts';
import { expect, liveApp, test } from './fixtures.ts';

// Issue 23, draft feel: in the draft room a player's card opens from the pool, with the drafter's
// numbers, the player's latest news and Draft on it; the pick made from the card is the player's.

interface PoolPlayer {
  player_id: string;
  first_name: string;
  last_name: string;
  drafted_by_seat: number | null;
  game_started: boolean;
}

test('best ball: a player’s card in the draft room shows their news and drafts them @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(testInfo.timeout * 3);
  await fundedBestBallPlayer(page, 'playercard', 10_000);
  // A player the seeded world's news is about, on a slate with open contests, and far enough down
  // the ADP that the bots before the player's first pick (by ADP) leave him on the board.
  const news = await getJson<{ data: { headline: string; players: { id: string }[] }[] }>(
    page,
    '/v1/news?sport_id=nfl&limit=50',
  );
  const inNews = new Set(news.data.flatMap((item) => item.players.map((player) => player.id)));
  const { contests } = await getJson<{ contests: WireContest[] }>(page, '/v1/contests?sport=nfl');
  let chosen: { slateId: string; playerId: string } | undefined;
  // Only slates whose fast contests take entries long enough for the draft (openFastContest's margin):
  // the seeded world's slates come every 20 minutes, so the earliest is often about to close.
  const enterable = contests.filter(
    (one) =>
      one.status === 'open' &&
      one.speed === 'fast' &&
      one.bots_allowed &&
      Date.parse(one.entries_close_at) > Date.now() + FAST_CONTEST_MARGIN_MS,
  );
  for (const slateId of [...new Set(enterable.map((one) => one.slate_id))].sort()) {
    const player = (await slateAdp(page, 'nfl', slateId)).find(
      (one) => inNews.has(one.player.id) && one.adp_rank > 24,
    );
    if (player) {
      chosen = { slateId, playerId: player.player.id };
      break;
    }
  }
  expect(chosen, 'an NFL slate with a player in the news past the first two rounds').toBeTruthy();
  const contest = await openFastContest(page, 'nfl', {
    slateId: chosen!.slateId,
    which: testInfo.project.name === 'phone' ? 2 : 3,
  });
  const entry = await enterContest(page, contest.id);
  const draftId = await draftOfEntry(page, contest.id, entry.id);
  const { players } = await getJson<{ players: PoolPlayer[] }>(page, `/v1/drafts/${draftId}/pool`);
  const subject = players.find((player) => player.player_id === chosen!.playerId)!;
  expect(subject).toMatchObject({ drafted_by_seat: null, game_started: false });
  const story = news.data.find((item) => item.players.some((player) => player.id === subject.player_id));
  const name = `${subject.first_name} ${subject.last_name}`;

  await page.goto(`/draft/${draftId}`);
  await liveApp(page);
  const pool = page.getByRole('region', { name: 'Player pool' });
  // The player's turn comes (bots pick at once): the 20 s clock runs while the card is looked at.
  await expect(pool.getByRole('button', { name: /^Draft / }).first()).toBeEnabled({ timeout: 30_000 });
  await pool.getByRole('searchbox', { name: 'Search players' }).fill(subject.last_name);
  await pool.getByRole('button', { name: `${name}: player card` }).click();
  const card = page.getByRole('dialog', { name });
  await expect(card.getByTestId('draft-numbers')).toContainText('ADP');
  await expect(card.getByRole('region', { name: 'Latest news' })).toContainText(story!.headline);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({
      path: `e2e/screenshots/${testInfo.project.name}-${colorScheme}-draft-player-card.png`,
      animations: 'disabled',
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Draft from the card: the pick is the player's own, and the card closes.
  await card.getByRole('button', { name: 'Draft', exact: true }).click();
  await expect(card).toBeHidden();
  const [pick] = await yourPicks(page, draftId);
  expect(pick).toMatchObject({ player_id: subject.player_id, source: 'user' });
  expect((await draftState(page, draftId)).picks.some((made) => made.player_id === subject.player_id)).toBe(
    true,
  );
});
