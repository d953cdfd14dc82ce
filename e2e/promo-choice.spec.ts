import { expectAccessible } from './axe.ts';
import { makeContestsNow, openFastContest } from './best-ball-support.ts';
import { expect, liveApp, shootInThemes, test } from './fixtures.ts';
import {
  board,
  openSlip,
  pickHigher,
  playerName,
  refreshLines,
  seedWorld,
  threeLinesOfOneGame,
} from './pickem-support.ts';
import { depositByApi, signInFresh, topBarBalance } from './wallet-support.ts';

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

// RULES.md, Money: promo credit is used before cash "when a user opts to". Each paid sheet offers
// the choice as a switch, off until the player turns it on; the amounts follow it.
test('promo credit: the pick’em slip and the best ball entry sheet spend it only when the switch is on @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(testInfo.timeout * 3);
  const which = testInfo.project.name === 'phone' ? 0 : 1;
  // A screenshot in each theme, and axe on the sheet as it stands (the switch on).
  const shoot = async (name: string) => {
    await shootInThemes(page, (theme) => `e2e/screenshots/${testInfo.project.name}-${theme}-${name}.png`);
    await expectAccessible(page, name);
  };
  await signInFresh(page, 'promo');
  await seedWorld(page);
  await refreshLines(page);
  await makeContestsNow(page);
  // $50 of cash and the first-deposit match: $50 of promo credit.
  await depositByApi(page, 5_000, undefined, 'WELCOME100');

  // Pick'em: three lines of one game, a $5 entry.
  const data = await board(page, 'nba');
  const { lines } = threeLinesOfOneGame(data, which);
  await page.goto('/pick-em/higher-lower/pre-game/nba');
  await liveApp(page);
  for (const line of lines)
    await pickHigher(page, playerName(data, line.subjects[0]!.player_id), line.prop_id);
  await openSlip(page, 3);
  await page.getByLabel('Entry fee').fill('5');
  const slipSwitch = page.getByRole('switch', { name: /^Use promo credit \(\$50\.00 available\)/ });
  await expect(slipSwitch).not.toBeChecked();
  await expect(page.getByTestId('stake-from-cash')).toHaveText('$5.00');
  await expect(page.getByTestId('stake-from-promo')).toHaveCount(0);
  await slipSwitch.check();
  await expect(page.getByTestId('stake-from-promo')).toHaveText('$5.00');
  await expect(page.getByTestId('stake-from-cash')).toHaveText('$0.00');
  await expect(page.getByTestId('stake-balance-after')).toHaveText('$50.00+ $45.00 promo');
  // On a phone the slip is a sheet whose body scrolls: the choice and its amounts in view.
  await page.getByTestId('stake-funding').scrollIntoViewIfNeeded();
  await shoot('promo-pickem-slip');
  await page.getByRole('button', { name: /^Submit \$/ }).click();
  await expect(page.getByTestId('entry-submitted')).toBeVisible();
  await expect(topBarBalance(page).getByTestId('balance-cash')).toHaveText('$50.00');
  await expect(topBarBalance(page).getByTestId('balance-promo')).toHaveText('+ $45.00 promo');

  // Best ball: one entry of a fast contest, first from cash as the sheet opens, then with promo credit.
  const contest = await openFastContest(page, 'mlb', { which });
  const fee = contest.entry_fee_cents;
  const fromPromo = Math.min(fee, 45_00);
  await page.goto(`/lobby/mlb/${contest.slate_id}`);
  await liveApp(page);
  await page.getByRole('button', { name: `Enter ${contest.name}`, exact: true }).click();
  const sheet = page.getByRole('dialog');
  const sheetSwitch = sheet.getByRole('switch', { name: /^Use promo credit \(\$45\.00 available\)/ });
  await expect(sheetSwitch).not.toBeChecked();
  await expect(sheet.getByTestId('stake-from-cash')).toHaveText(money(fee));
  await sheetSwitch.check();
  await expect(sheet.getByTestId('stake-from-promo')).toHaveText(money(fromPromo));
  await expect(sheet.getByTestId('stake-from-cash')).toHaveText(money(fee - fromPromo));
  await shoot('promo-best-ball-enter');
  await sheet.getByRole('button', { name: /^Enter \$/ }).click();
  await expect(sheet.getByText(/waits for its draft to fill|Your draft filled/).first()).toBeVisible();
  const promoLeft = topBarBalance(page).getByTestId('balance-promo');
  if (fromPromo < 45_00) await expect(promoLeft).toHaveText(`+ ${money(45_00 - fromPromo)} promo`);
  else await expect(promoLeft).toHaveCount(0);
  await expect(topBarBalance(page).getByTestId('balance-cash')).toHaveText(money(50_00 - (fee - fromPromo)));
});
