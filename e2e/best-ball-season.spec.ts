import {
  draftCompletes,
  draftOfEntry,
  enterContest,
  fundedBestBallPlayer,
  makeContestsNow,
  scoreNow,
  setAutopick,
  type WireContest,
} from './best-ball-support.ts';
import { expect, liveApp, shootInThemes, test } from './fixtures.ts';
import { advance } from './pickem-support.ts';
import { expectWhole } from './readable-support.ts';

// A season-long best ball contest (issue 23): the player enters the NFL season contest, drafts
// against bots on autopick, and watches the team on Live: when plays of the season's last week
// land, the team's points and its rank (contest-wide, and in its draft) move without a reload: the
// live standings reach the page over the socket.

/** A whole draft here takes seconds (bots at once, the player on autopick): two minutes is plenty. */
const SEASON_MARGIN_MS = 2 * 60_000;
/** The seeded world's NFL slates are 20 minutes apart; the next season contest comes within one gap. */
const SLATE_GAP_MS = 21 * 60_000;

test('best ball season: a season contest’s team on Live moves rank when a game event lands', async ({
  page,
}, testInfo) => {
  // Up to one slate gap more: see below.
  test.setTimeout(testInfo.timeout * 4 + SLATE_GAP_MS);
  await fundedBestBallPlayer(page, 'season', 20_000);
  // The seeded world's NFL weeks come every 20 minutes, and the one season contest starts from the
  // first week a draft still fits before: when that week closes within the margin, the next week's
  // contest is made once it has closed, so the journey waits for it (a player would enter that one).
  let season: WireContest | undefined;
  await expect
    .poll(
      async () => {
        await makeContestsNow(page);
        const { contests } = (await (await page.request.get('/v1/contests?sport=nfl')).json()) as {
          contests: WireContest[];
        };
        season = contests.find(
          (contest) =>
            contest.style_id === 'nfl-season-10' &&
            contest.status === 'open' &&
            contest.bots_allowed &&
            Date.parse(contest.entries_close_at) > Date.now() + SEASON_MARGIN_MS,
        );
        return season !== undefined;
      },
      { message: 'an open NFL season contest', timeout: SLATE_GAP_MS, intervals: [5_000] },
    )
    .toBe(true);

  // Its name says which weeks it runs, whole on its week's lobby card (it wrapped, not cut off).
  await page.goto(`/lobby/nfl/${season!.slate_id}`);
  await liveApp(page);
  const title = page
    .locator('[data-contest-id] h2')
    .filter({ hasText: /^NFL Season, Week \d+ to Week \d+ · \$10\.00$/ });
  await expect(title).toHaveCount(1);
  await expectWhole(title, 'the season contest’s name');

  const entry = await enterContest(page, season!.id);
  const draftId = await draftOfEntry(page, season!.id, entry.id);
  await setAutopick(page, draftId, true);
  await draftCompletes(page, draftId);

  // The standings the socket brings for this team (best-ball-standings:<player>), not a refetch.
  const standingsFrames: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const text = String(payload);
      if (text.includes('"topic":"best-ball-standings:') && text.includes(entry.id))
        standingsFrames.push(text);
    }),
  );
  await page.goto('/live/best-ball/nfl');
  await liveApp(page);
  const card = page.getByRole('article', { name: season!.name });
  await expect(card).toBeVisible({ timeout: 30_000 });
  const rank = card.getByTestId('live-rank');
  const before = (await rank.textContent()) ?? '';

  // Plays of the last games of the contest's own slate land (its first week: a slate's games are its
  // own), and the scoring job runs. That begins the contest: a rank shows only once it has begun, so a
  // later week played first would move the points and leave the rank "Not started". Its week's
  // contests then take no entries (played early), and the contest maker opens the next season
  // contest, from the week after, at once (contests/season-contests.test.ts).
  const slate = (await (await page.request.get(`/v1/slates/${season!.slate_id}`)).json()) as {
    data: { games: { id: string; starts_at: string }[] };
  };
  const lastStart = Math.max(...slate.data.games.map((game) => Date.parse(game.starts_at)));
  const lastWeek = slate.data.games.filter(
    (game) => Date.parse(game.starts_at) > lastStart - SLATE_GAP_MS / 2,
  );
  for (const game of lastWeek) await advance(page, game.id, 400);
  await expect.poll(() => standingsFrames.length, { timeout: 30_000 }).toBeGreaterThan(0);
  await scoreNow(page);

  await expect(card.getByTestId('live-points')).not.toHaveText('–', { timeout: 30_000 });
  await expect(rank).not.toHaveText(before);
  await expect(rank).toHaveText(/^(T-)?\d[\d,]*(st|nd|rd|th) of \d/);
  await expect(card.getByTestId('live-rank-draft')).toHaveText(/of 12 in draft( \(\d+ bots?\))?$/);
  await shootInThemes(
    page,
    (theme) => `e2e/screenshots/${testInfo.project.name}-${theme}-best-ball-season-live.png`,
  );

  // Its first week played early, the lobby has the next season contest at once, from a later week.
  await makeContestsNow(page);
  const { contests: after } = (await (await page.request.get('/v1/contests?sport=nfl')).json()) as {
    contests: WireContest[];
  };
  const next = after.filter((contest) => contest.style_id === 'nfl-season-10' && contest.status === 'open');
  expect(next.map((contest) => contest.slate_id)).not.toContain(season!.slate_id);
  expect(next.length, 'an open NFL season contest from a later week').toBeGreaterThan(0);
});
