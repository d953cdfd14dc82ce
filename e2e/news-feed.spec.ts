import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';

// The sports world's test routes (sports-ingest, sports-producer): seed the simulated world in the
// e2e database, and play a game forward by a number of its stat events.

interface GameWire {
  id: string;
  status: string;
  starts_at: string;
}
interface NewsWire {
  id: string;
  headline: string;
  players: { id: string; first_name: string; last_name: string }[];
}

async function csrfToken(page: Page): Promise<string> {
  const response = await page.request.get('/v1/csrf');
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function seedWorld(page: Page): Promise<void> {
  const response = await page.request.post('/v1/test/world/seed', {
    headers: { 'x-csrf-token': await csrfToken(page) },
    data: {},
  });
  expect(
    response.ok(),
    `POST /v1/test/world/seed answered ${response.status()}: ${await response.text()}`,
  ).toBe(true);
}

async function advance(page: Page, gameId: string, events: number): Promise<void> {
  const response = await page.request.post('/v1/test/world/advance', {
    headers: { 'x-csrf-token': await csrfToken(page) },
    data: { game_id: gameId, events },
  });
  expect(
    response.ok(),
    `POST /v1/test/world/advance answered ${response.status()}: ${await response.text()}`,
  ).toBe(true);
}

/** The games the page's strip asks for: the NFL's from the start of the browser's day. */
async function stripGames(page: Page): Promise<GameWire[]> {
  const from = await page.evaluate(() => {
    const day = new Date();
    day.setHours(0, 0, 0, 0);
    return day.toISOString();
  });
  const response = await page.request.get(`/v1/games?sport_id=nfl&from=${encodeURIComponent(from)}&limit=30`);
  return ((await response.json()) as { data: GameWire[] }).data;
}

test('news feed: a news item opens its player’s card; a live game’s score and clock move without a reload', async ({
  signedInPage: page,
  saveScreenshot,
}, testInfo) => {
  // The first test to seed builds the whole world (five leagues, their rosters and schedules).
  test.slow();
  await seedWorld(page);
  const news = (await (await page.request.get('/v1/news?sport_id=nfl&limit=20')).json()) as {
    data: NewsWire[];
  };
  const story = news.data.find((item) => item.players.length > 0);
  expect(story, 'the seeded world has NFL news about a player').toBeTruthy();
  const player = story!.players[0]!;

  await page.goto('/news-feed/nfl');
  const item = page.locator(`[data-news-id="${story!.id}"]`);
  await expect(item.getByRole('heading')).toHaveText(story!.headline);
  await saveScreenshot('news-feed');
  await expectAccessible(page, 'the news feed');

  await item
    .getByRole('button', {
      name: new RegExp(`^${player.first_name} ${player.last_name} .*, open player card$`),
    })
    .click();
  const card = page.getByRole('dialog', { name: `${player.first_name} ${player.last_name}` });
  await expect(card.getByRole('region', { name: 'Season averages' })).toBeVisible();
  await expect(card.getByRole('region', { name: 'Latest news' })).toContainText(story!.headline);
  await saveScreenshot('player-card');
  await expectAccessible(page, 'the player card');
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toBeHidden();

  // Each project plays its own game so the phone and desktop runs do not move each other's.
  const upcoming = (await stripGames(page)).filter(
    (game) => game.status === 'scheduled' || game.status === 'in_progress',
  );
  const today = upcoming.filter(
    (game) => new Date(game.starts_at).toDateString() === new Date().toDateString(),
  );
  // The strip shows today's games, or the next eight when today has none.
  const pool = today.length > 0 ? today : upcoming.slice(0, 8);
  const game = pool[Math.min(testInfo.project.name === 'phone' ? 0 : 1, pool.length - 1)];
  expect(game, 'the seeded world has an NFL game on the strip that is not over').toBeTruthy();

  // A marker on the window: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const chip = page.locator(`[data-testid="game-chip"][data-game-id="${game!.id}"]`);
  await chip.scrollIntoViewIfNeeded();
  await expect(chip).toBeVisible();

  await advance(page, game!.id, 3);
  await expect(chip).toHaveAttribute('data-status', 'in_progress');
  const status = chip.getByTestId('game-status');
  const clockBefore = await status.textContent();
  const scoreBefore = await chip.getByTestId('score').allTextContents();

  // Plays move the clock at once; points come with some of them, so play on until the score moves.
  await advance(page, game!.id, 5);
  await expect(status).not.toHaveText(clockBefore ?? '');
  for (let round = 0; round < 20; round += 1) {
    const score = await chip.getByTestId('score').allTextContents();
    if (score.join('-') !== scoreBefore.join('-')) break;
    await advance(page, game!.id, 10);
    await expect(status).not.toHaveText(clockBefore ?? '');
  }
  await expect
    .poll(async () => (await chip.getByTestId('score').allTextContents()).join('-'))
    .not.toBe(scoreBefore.join('-'));
  expect(
    await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
  ).toBe(true);
  await saveScreenshot('news-feed-live');
});
