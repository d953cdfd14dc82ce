import { draftOfEntry, enterContest, fundedBestBallPlayer, openFastContest } from './best-ball-support.ts';
import { expect, liveApp, test } from './fixtures.ts';

test('/draft: a draft’s row keeps its chevron at its right, beside its clock @phone', async ({
  page,
}, testInfo) => {
  // Seeds the sports world and the lobby's contests, then bots fill the draft.
  test.setTimeout(testInfo.timeout * 3);
  await fundedBestBallPlayer(page, 'draftrow');
  const contest = await openFastContest(page, 'nfl', { which: testInfo.project.name === 'phone' ? 4 : 5 });
  const entry = await enterContest(page, contest.id);
  await draftOfEntry(page, contest.id, entry.id);
  await page.goto('/draft');
  await liveApp(page);
  const row = page.getByRole('list', { name: 'Your drafts' }).getByRole('link').first();
  await expect(row.getByRole('timer')).toBeVisible();
  const rowBox = (await row.boundingBox())!;
  const chevron = (await row.locator(':scope > svg').last().boundingBox())!;
  // At the right edge (inside the row's padding), not wrapped onto a line of its own at the left.
  expect(rowBox.x + rowBox.width - (chevron.x + chevron.width)).toBeLessThan(24);
  expect(chevron.y + chevron.height / 2).toBeGreaterThan(rowBox.y + rowBox.height / 4);
  expect(chevron.y + chevron.height / 2).toBeLessThan(rowBox.y + (rowBox.height * 3) / 4);
});
