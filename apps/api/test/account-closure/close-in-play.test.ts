import { cents } from '@kennel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { enter, entryRows, fundedPlayer, insertContest } from '../contests/fixtures.ts';
import {
  cancelEntry,
  pickOf,
  seedEntryBoard,
  submitEntry,
  type TestBoard,
} from '../pickem/entry-fixtures.ts';
import { PASSWORD, signInWithPassword, testClock } from '../responsible-gaming/helpers.ts';
import { bettor, leg, placeBet, seedBook } from '../sportsbook/fixtures.ts';
import { expectLedgerInvariants, newKey, type Player, walletOf } from '../wallet/helpers.ts';
import { closeAccount, closed, closedAt, closureOf, grantPromo } from './helpers.ts';

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
let board: TestBoard;

beforeAll(async () => {
  board = await seedEntryBoard(app(), db(), time.now());
  await seedBook(app(), db(), time.now());
});

const NONE = { pickem: 0, best_ball: 0, sportsbook: 0 };

/** Closing refused for what is in play: the account stays open, and the answer says so. */
async function expectRefusedInPlay(player: Player, words: string, ctaUrl: string | undefined) {
  const refused = await closeAccount(player, { password: PASSWORD });
  expect(refused.statusCode, refused.body).toBe(409);
  expect(refused.json()).toMatchObject({
    api_code: 'account_has_entries_in_play',
    detail: expect.stringContaining(`${words} in play`),
  });
  expect(refused.json().cta_url).toBe(ctaUrl);
  expect(await closedAt(db(), player)).toBeNull();
  expect((await player.browser.get('/v1/account')).statusCode).toBe(200);
}

describe('closing an account with entries or bets in play', () => {
  it("is refused while a pick'em entry is open, and goes ahead once it is cancelled", async () => {
    const player = await signInWithPassword(app());
    await grantPromo(app(), player, 5_00);
    const picks = [pickOf(board.lines.nba['1-0']!), pickOf(board.lines.nba['2-1']!)];
    const entry = await submitEntry(player, { type: 'standard', fee_cents: 5_00, picks, use_promo: true });
    expect(entry.statusCode, entry.body).toBe(201);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 0, promo_cents: 0 });

    expect(await closureOf(player)).toEqual({
      cash_cents: 0,
      owed_cents: 0,
      promo_cents: 0,
      pending_deposits: 0,
      pending_withdrawals: 0,
      in_play: { ...NONE, pickem: 1 },
      blockers: ['in_play'],
      can_close: false,
    });
    await expectRefusedInPlay(player, "1 pick'em entry", '/live/pick-em');

    expect((await cancelEntry(player, entry.json().id)).statusCode).toBe(200);
    expect(await closureOf(player)).toMatchObject({ in_play: NONE, blockers: [], can_close: true });
    expect(closed(await closeAccount(player))).toMatchObject({ promo_forfeited_cents: 5_00 });
    await expectLedgerInvariants(db());
  });

  it('is refused while a sportsbook bet is open', async () => {
    const player = await bettor(app(), db(), 0);
    await grantPromo(app(), player, 10_00);
    const bet = await placeBet(player, {
      stake_cents: 10_00,
      legs: [await leg(app(), 'nba', 'moneyline', 'home')],
      use_promo: true,
    });
    expect(bet.statusCode, bet.body).toBe(201);

    expect(await closureOf(player)).toMatchObject({
      cash_cents: 0,
      in_play: { ...NONE, sportsbook: 1 },
      blockers: ['in_play'],
      can_close: false,
    });
    // The sportsbook's open bets are shown in the app: no page of the site to point to.
    await expectRefusedInPlay(player, '1 bet', undefined);
  });

  it('is refused while a best ball entry waits for its draft, and while its team is in a contest not yet paid', async () => {
    const contest = await insertContest(db(), time.now(), { entryFeeCents: cents(5_00), seats: 3 });
    const player = await signInWithPassword(app());
    await grantPromo(app(), player, 5_00);
    expect((await enter(player, contest.id, 1, newKey(), { use_promo: true })).statusCode).toBe(201);
    expect(await closureOf(player)).toMatchObject({
      in_play: { ...NONE, best_ball: 1 },
      blockers: ['in_play'],
    });
    await expectRefusedInPlay(player, '1 best ball entry', '/active');

    // Two more players take the other seats: the draft fills, and the teams play for prizes later.
    for (const other of [await fundedPlayer(app(), 10_00), await fundedPlayer(app(), 10_00)]) {
      expect((await enter(other, contest.id, 1)).statusCode).toBe(201);
    }
    const mine = (await entryRows(db(), contest.id)).filter((row) => row.user_id === player.id);
    expect(mine.map((row) => row.state)).toEqual(['seated']);
    expect(await closureOf(player)).toMatchObject({ in_play: { ...NONE, best_ball: 1 }, can_close: false });
    await expectRefusedInPlay(player, '1 best ball entry', '/active');
  });

  it('lists everything in play at once, cash still to withdraw beside it', async () => {
    const player = await bettor(app(), db(), 20_00);
    const picks = [pickOf(board.lines.nfl['1-0']!), pickOf(board.lines.nfl['2-0']!)];
    for (const fee of [2_00, 3_00]) {
      expect((await submitEntry(player, { type: 'standard', fee_cents: fee, picks })).statusCode).toBe(201);
    }
    const legs = [await leg(app(), 'nfl', 'moneyline', 'home')];
    expect((await placeBet(player, { stake_cents: 4_00, legs })).statusCode).toBe(201);
    expect(await closureOf(player)).toMatchObject({
      cash_cents: 11_00,
      in_play: { pickem: 2, best_ball: 0, sportsbook: 1 },
      blockers: ['cash_balance', 'in_play'],
      can_close: false,
    });
    // Entries first: what they win lands in cash, to withdraw after.
    await expectRefusedInPlay(player, "2 pick'em entries and 1 bet", '/live/pick-em');
  });
});
