import { apiErrorSchema, cents } from '@kennel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantPromo } from '../account-closure/helpers.ts';
import { useTestApp } from '../app.ts';
import { enter, insertContest } from '../contests/fixtures.ts';
import { pickOf, seedEntryBoard, submitEntry, type TestBoard } from '../pickem/entry-fixtures.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { bettor, leg, placeBet, seedBook } from '../sportsbook/fixtures.ts';
import { expectLedgerInvariants, newKey, type Player, walletOf } from './helpers.ts';

// RULES.md, Money: promo credit is used before cash "when a user opts to". Each game's paid request
// spends it only when it says `use_promo: true`; absent, the stake is cash only.

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
let board: TestBoard;

beforeAll(async () => {
  board = await seedEntryBoard(app(), db(), time.now());
  await seedBook(app(), db(), time.now());
});

type Choice = { use_promo?: boolean };
const FEE = 5_00;

/** Each game's paid request for $5, with the player's choice as given (nothing, or `use_promo`). */
const GAMES: { game: string; pay: (player: Player, choice: Choice) => ReturnType<typeof submitEntry> }[] = [
  {
    game: "a pick'em entry",
    pay: (player, choice) =>
      submitEntry(player, {
        type: 'standard',
        fee_cents: FEE,
        picks: [pickOf(board.lines.nba['1-0']!), pickOf(board.lines.nba['2-1']!)],
        ...choice,
      }),
  },
  {
    game: 'a best ball entry',
    pay: async (player, choice) => {
      const contest = await insertContest(db(), time.now(), { entryFeeCents: cents(FEE), seats: 6 });
      return enter(player, contest.id, 1, newKey(), choice);
    },
  },
  {
    game: 'a sportsbook bet',
    pay: async (player, choice) =>
      placeBet(player, { stake_cents: FEE, legs: [await leg(app(), 'nba', 'moneyline', 'home')], ...choice }),
  },
];

describe.each(GAMES)('promo credit on $game', ({ pay }) => {
  it('is not used unless the request says use_promo: true; then it goes first', async () => {
    const player = await bettor(app(), db(), 20_00);
    await grantPromo(app(), player, 3_00);

    const cashOnly = await pay(player, {});
    expect(cashOnly.statusCode, cashOnly.body).toBe(201);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 15_00, promo_cents: 3_00 });

    const declined = await pay(player, { use_promo: false });
    expect(declined.statusCode, declined.body).toBe(201);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 10_00, promo_cents: 3_00 });

    const chosen = await pay(player, { use_promo: true });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 8_00, promo_cents: 0 });
    await expectLedgerInvariants(db());
  });

  it('refuses a player holding only promo credit who did not choose it, saying they can use it', async () => {
    const player = await bettor(app(), db(), 0);
    await grantPromo(app(), player, 10_00);

    const refused = await pay(player, {});
    expect(refused.statusCode, refused.body).toBe(422);
    const body = apiErrorSchema.parse(refused.json());
    expect(body).toMatchObject({
      api_code: 'insufficient_funds',
      title: 'Not enough funds',
      status: 422,
      http_status_code: 422,
      request_id: refused.headers['x-request-id'],
    });
    expect(body.detail).toBe(
      "Your cash doesn't cover this, but you have $10.00 in promo credit: choose to use your promo credit and try again.",
    );
    expect(await walletOf(player)).toMatchObject({ cash_cents: 0, promo_cents: 10_00 });

    const chosen = await pay(player, { use_promo: true });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 0, promo_cents: 5_00 });
    await expectLedgerInvariants(db());
  });

  it('keeps the plain refusal for a player with neither enough cash nor promo credit', async () => {
    const player = await bettor(app(), db(), 0);
    await grantPromo(app(), player, 3_00);
    const refused = await pay(player, {});
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      api_code: 'insufficient_funds',
      detail: "Your cash and your $3.00 in promo credit don't cover this. Deposit more, or lower the amount.",
    });
  });
});

describe('promo credit on several best ball entries bought at once', () => {
  it('says promo credit would cover the purchase only when it would cover all of it', async () => {
    // $15 of cash and $5 of promo credit against three $10 entries ($30): the first entry's $10
    // comes from cash, the second is refused; promo credit would cover that one, not the purchase.
    const player = await bettor(app(), db(), 15_00);
    await grantPromo(app(), player, 5_00);
    const contest = await insertContest(db(), time.now(), { entryFeeCents: cents(10_00), seats: 6 });
    const refused = await enter(player, contest.id, 3, newKey(), {});
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      api_code: 'insufficient_funds',
      detail: "Your cash and your $5.00 in promo credit don't cover this. Deposit more, or lower the amount.",
    });
    expect(await walletOf(player)).toMatchObject({ cash_cents: 15_00, promo_cents: 5_00 });

    // Two entries ($20): promo credit would cover the second, and the hint says so.
    const two = await enter(player, contest.id, 2, newKey(), {});
    expect(two.statusCode, two.body).toBe(422);
    expect(two.json().detail).toBe(
      "Your cash doesn't cover this, but you have $5.00 in promo credit: choose to use your promo credit and try again.",
    );
    const chosen = await enter(player, contest.id, 2, newKey(), { use_promo: true });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 0, promo_cents: 0 });
    await expectLedgerInvariants(db());
  });
});
