import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import {
  draftOfEntry,
  enterContest,
  fundedBestBallPlayer,
  openFastContest,
  rankingsOf,
  setAutopick,
  slateAdp,
  yourPicks,
} from './best-ball-support.ts';
import { expect, liveApp, shootInThemes, test } from './fixtures.ts';

const SPORT = 'nfl';

const rows = (list: Locator) => list.locator('li[data-player-id]');
const rowAt = (list: Locator, rank: number) => list.locator(`li[data-rank="${rank}"]`);

/** The theme follows the system until the player picks one: a screenshot of the viewport in each. */
async function shootBothThemes(page: Page, name: string, project: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  // The viewport only: the list is virtualised, the full page hundreds of rows tall.
  await shootInThemes(page, (theme) => `e2e/screenshots/${project}-${theme}-${name}.png`);
  await expectAccessible(page, name);
}

/** Picks the row at `from` up with the keyboard and moves it to `to` (a row above). */
async function keyboardDrag(page: Page, list: Locator, from: number, to: number) {
  // Each key waits for the list to answer, as a player waits to hear or see the row move.
  await rowAt(list, from)
    .getByRole('button', { name: /^Drag / })
    .focus();
  await page.keyboard.press('Space');
  await expect(rowAt(list, from)).toHaveAttribute('data-dragging', 'true');
  for (let rank = from - 1; rank >= to; rank -= 1) {
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(`is over rank ${rank}.`);
  }
  await page.keyboard.press('Space');
}

/** Drags the row at `from` onto the row at `to` (a row above) by its handle: a finger on phones, a mouse on desktop. */
async function pointerDrag(page: Page, list: Locator, from: number, to: number, phone: boolean) {
  const grip = (await rowAt(list, from)
    .getByRole('button', { name: /^Drag / })
    .boundingBox())!;
  const target = (await rowAt(list, to).boundingBox())!;
  const x = grip.x + grip.width / 2;
  const y = grip.y + grip.height / 2;
  const targetY = target.y + target.height / 3;
  if (phone) {
    // Press and hold picks the row up (a swipe would scroll), then the finger moves it.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', touchY: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y: touchY }],
      });
    await touch('touchStart', y);
    await expect(rowAt(list, from)).toHaveAttribute('data-dragging', 'true');
    for (let step = 1; step <= 8; step += 1) await touch('touchMove', y + ((targetY - y) * step) / 8);
    await touch('touchEnd', targetY);
    await cdp.detach();
    return;
  }
  await page.mouse.move(x, y);
  await page.mouse.down();
  // Past the 4 px activation distance first, then onto the target row's upper half.
  await page.mouse.move(x, y - 8, { steps: 4 });
  await page.mouse.move(x, targetY, { steps: 12 });
  await page.mouse.up();
}

test('rankings: a player moved to #1 on the page is who the autopick drafts first @phone', async ({
  page,
}, testInfo) => {
  // Seeds the world (the slowest part), edits and saves a ranking, then drafts against bots.
  test.setTimeout(testInfo.timeout * 5);
  const phone = testInfo.project.name === 'phone';
  const which = phone ? 0 : 1;
  await fundedBestBallPlayer(page, 'ranks');
  const contest = await openFastContest(page, SPORT, { which });
  const pool = await slateAdp(page, SPORT, contest.slate_id);
  // Far down the ADP list, so no bot (they draft by ADP) takes them before the player's first turn;
  // a different one per project, in case both runs land in one draft.
  const target = pool[Math.min(pool.length - 1, 100 + which * 7)]!;
  const name = `${target.player.first_name} ${target.player.last_name}`;

  await page.goto(`/rankings/${SPORT}/${contest.slate_id}`);
  await liveApp(page);
  const list = page.getByTestId('ranking-list');
  await expect(rows(list).first()).toHaveAttribute('data-rank', '1');
  await expect(page.getByText('ADP order')).toBeVisible();
  // Hundreds of players, a screenful of rows in the page: the list is virtualised while browsing.
  expect(pool.length).toBeGreaterThan(150);
  expect(await rows(list).count()).toBeLessThan(60);
  await shootBothThemes(page, 'rankings', testInfo.project.name);

  // Search finds them; dragging is off while filtered, so "move to rank" takes them to #1.
  await page.getByRole('searchbox', { name: 'Search players' }).fill(name);
  const row = list.locator(`li[data-player-id="${target.player.id}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: `Drag ${name}` })).toBeDisabled();
  await row.getByRole('button', { name: new RegExp(`^Move ${name} to a rank`) }).click();
  await page.getByLabel('New rank').fill('1');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(row).toHaveAttribute('data-rank', '1');
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(rowAt(list, 1)).toHaveAttribute('data-player-id', target.player.id);
  await expect(page.getByText('Your order')).toBeVisible();

  // Drags below #1 (a finger on phones, a mouse on desktop, then the keyboard) are saved too.
  const third = await rowAt(list, 3).getAttribute('data-player-id');
  await pointerDrag(page, list, 3, 2, phone);
  await expect(rowAt(list, 2)).toHaveAttribute('data-player-id', third!);
  const fifth = await rowAt(list, 5).getAttribute('data-player-id');
  await keyboardDrag(page, list, 5, 4);
  await expect(rowAt(list, 4)).toHaveAttribute('data-player-id', fifth!);
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible();
  await expect
    .poll(async () => {
      const saved = (await rankingsOf(page, SPORT, contest.slate_id)).player_ids;
      return [saved[0], saved[1], saved[3]];
    })
    .toEqual([target.player.id, third, fifth]);
  await shootBothThemes(page, 'rankings-edited', testInfo.project.name);

  // The saved order is what a reload shows.
  await page.reload();
  await liveApp(page);
  await expect(rowAt(list, 1)).toHaveAttribute('data-player-id', target.player.id);

  // Export downloads the saved order; an import with a malformed row names the row and changes nothing.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`rankings-${SPORT}-${contest.slate_id}.csv`);
  const exported = (await readFile((await file.path())!, 'utf8')).split('\n');
  expect(exported[0]).toBe('rank,player_id,name,position,team,adp');
  expect(exported[1]).toContain(`1,${target.player.id},${name}`);
  await page.getByTestId('rankings-csv-input').setInputFiles({
    name: 'my-rankings.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`rank,player_id\n1,${target.player.id}\nx,${fifth}\n`),
  });
  await expect(page.getByTestId('csv-errors')).toContainText('row 3');
  await expect(page.getByTestId('csv-errors')).toContainText('The rank "x" is not a whole number from 1.');
  await expect(rowAt(list, 2)).toHaveAttribute('data-player-id', third!);
  await shootBothThemes(page, 'rankings-import-errors', testInfo.project.name);

  // A row naming a player outside this slate's pool is skipped, and the import says what it did.
  await page.getByTestId('rankings-csv-input').setInputFiles({
    name: 'season-rankings.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`rank,player_id\n1,${target.player.id}\n2,not-a-player\n`),
  });
  const imported = page.getByRole('status', { name: /^Imported season-rankings\.csv/ });
  await expect(imported).toContainText('1 player ranked, 1 row skipped');
  await expect(imported.getByRole('list', { name: 'Skipped rows' })).toContainText(
    'Row 3not-a-player is not in this slate’s draft pool.',
  );
  await expect(rowAt(list, 1)).toHaveAttribute('data-player-id', target.player.id);
  await shootBothThemes(page, 'rankings-imported', testInfo.project.name);

  // Enter, let bots fill the draft, turn the autopick on: the first pick is the #1 ranked player.
  // (The draft room is another page's journey; here the draft goes through the API.)
  const entry = await enterContest(page, contest.id);
  const draftId = await draftOfEntry(page, contest.id, entry.id);
  const toggled = await setAutopick(page, draftId, true);
  expect(toggled.seats.every((seat) => seat.autopick)).toBe(true);
  const [first] = await yourPicks(page, draftId, 1);
  expect(first!.player_id, `the first pick is ${name}`).toBe(target.player.id);
  expect(first!.source).toBe('rankings');
});
