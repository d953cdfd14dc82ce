import {
  draftOfEntry,
  draftState,
  enterContest,
  fundedBestBallPlayer,
  getJson,
  openFastContest,
  yourPicks,
} from './best-ball-support.ts';
import { expect, liveApp, shootInThemes, test } from './fixtures.ts';

// Issue 23, draft feel: in the draft room a player's card opens from the pool, with the drafter's
// numbers, the player's latest news and Draft on it; the pick made from the card is the player's.

type NewsItem = { headline: string; players: { id: string }[] };

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
  const contest = await openFastContest(page, 'nfl', { which: testInfo.project.name === 'phone' ? 2 : 3 });
  const entry = await enterContest(page, contest.id);
  const draftId = await draftOfEntry(page, contest.id, entry.id);
  await page.goto(`/draft/${draftId}`);
  await liveApp(page);
  const pool = page.getByRole('region', { name: 'Player pool' });
  // The player's turn comes (bots pick at once): the 20 s clock runs while the card is looked at.
  await expect(pool.getByRole('button', { name: /^Draft / }).first()).toBeEnabled({ timeout: 30_000 });
  // A player still on the board, one the world's news is about when there is one (which players the
  // seeded world's news names changes from seed to seed; the card's news list has its own web test).
  const { players } = await getJson<{ players: PoolPlayer[] }>(page, `/v1/drafts/${draftId}/pool`);
  const available = players.filter((player) => player.drafted_by_seat === null && !player.game_started);
  const news = await getJson<{ data: NewsItem[] }>(page, '/v1/news?sport_id=nfl&limit=50');
  const storyOf = (playerId: string) =>
    news.data.find((item) => item.players.some((one) => one.id === playerId));
  const subject = available.find((player) => storyOf(player.player_id)) ?? available[0]!;
  const story = storyOf(subject.player_id);
  const name = `${subject.first_name} ${subject.last_name}`;
  await pool.getByRole('searchbox', { name: 'Search players' }).fill(subject.last_name);
  await pool.getByRole('button', { name: `${name}: player card` }).click();
  const card = page.getByRole('dialog', { name });
  await expect(card.getByTestId('draft-numbers')).toContainText('ADP');
  // The card's details (next game, news) have loaded before it is looked at.
  const latestNews = card.getByRole('region', { name: 'Latest news' });
  await expect(latestNews).toBeVisible();
  if (story) await expect(latestNews).toContainText(story.headline);
  await shootInThemes(
    page,
    (theme) => `e2e/screenshots/${testInfo.project.name}-${theme}-draft-player-card.png`,
  );
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
