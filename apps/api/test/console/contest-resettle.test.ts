import { randomUUID } from 'node:crypto';
import {
  apiErrorSchema,
  cents,
  consoleSettledContestSchema,
  contestResettlementSchema,
  userCashAccount,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contestPot } from '../../src/features/wallet/stakes/index.ts';
import { operatorTrail } from '../../src/platform/audit/audit-log.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { fundedPlayer } from '../contests/fixtures.ts';
import { finishGame, nflPlayer, seedNflSlate, seedNflWorld } from '../drafts/fixtures.ts';
import { balanceOf, FEE, insertLockedContest, seatPaidDraft } from '../drafts/prize-fixtures.ts';
import { deliverNotices, storedNotices } from '../notifications/helpers.ts';
import { expectLedgerInvariants, type Player } from '../wallet/helpers.ts';
import { transferCount } from './contest-helpers.ts';
import { type SignedInOperator, signInOperator } from './helpers.ts';

// A settled best ball contest of three teams, then stats corrected by hand (no game's seq moves, so
// the automatic correction run sees nothing): the console re-scores it from the stats as they are.

const NOW = new Date('2026-12-01T09:00:00Z');
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: () => NOW });
const db = () => testApp.current.database.handle.db;
const module = () => testApp.current.app.walletModule;
const cash = (player: Player) => balanceOf(db(), userCashAccount(player.id));
const cashOfAll = () => Promise.all(players.map(cash));

// Seat 1 scores 20 + 20, seat 2 16 + 16, seat 3 10 + 10 (receiving yards at 0.1).
const STATS = {
  [nflPlayer(1, 0)]: { receiving_yards: 200 },
  [nflPlayer(2, 2)]: { receiving_yards: 200 },
  [nflPlayer(2, 0)]: { receiving_yards: 160 },
  [nflPlayer(1, 2)]: { receiving_yards: 160 },
  [nflPlayer(1, 1)]: { receiving_yards: 100 },
  [nflPlayer(2, 1)]: { receiving_yards: 100 },
};
// Corrected: seat 3's running backs 50 each, so seat 3 wins on 100, seat 1 second on 40.
const CORRECTED = {
  [nflPlayer(1, 1)]: { receiving_yards: 500 },
  [nflPlayer(2, 1)]: { receiving_yards: 500 },
};
const TABLE = [
  { rankFrom: 1, rankTo: 1, amountCents: 1_000 },
  { rankFrom: 2, rankTo: 2, amountCents: 500 },
];
const START = 20_00;

let players: [Player, Player, Player];
let entries: string[];
let game: string;
let risk: SignedInOperator;
let admin: SignedInOperator;

const resettle = (operator: SignedInOperator, contestId: string) =>
  operator.browser.post(`/v1/console/contests/${encodeURIComponent(contestId)}/resettle`, {});

const prizes = async () => {
  const rows = await selectRows<{ id: string; prize_cents: string; prize_settlement: number }>(
    db(),
    sql`select id, prize_cents, prize_settlement from contest_entries where contest_id = 'console-rs'`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return entries.map((id) => [Number(byId.get(id)?.prize_cents), byId.get(id)?.prize_settlement]);
};

const statsChanged = async () => {
  const listed = consoleSettledContestSchema
    .array()
    .parse((await risk.browser.get('/v1/console/contests/settled')).json().data);
  return listed.find((contest) => contest.id === 'console-rs')?.stats_changed;
};

beforeAll(async () => {
  await seedNflWorld(db());
  const slate = 'console-rs-w1';
  game = await seedNflSlate(db(), slate, '2026-11-22T18:00:00Z');
  players = [
    await fundedPlayer(testApp.current.app, START),
    await fundedPlayer(testApp.current.app, START),
    await fundedPlayer(testApp.current.app, START),
  ];
  await insertLockedContest(db(), 'console-rs', slate, TABLE);
  await db().execute(sql`update contests set entry_cap = 3 where id = 'console-rs'`);
  entries = await seatPaidDraft(db(), module().wallet, 'console-rs', players);
  await finishGame(db(), game, STATS);
  expect(await module().bestBallPrizes.settleReady()).toBe(1);
  // Locked, its prizes not paid yet (the settlement job has not run since).
  await insertLockedContest(db(), 'console-rs-unsettled', slate, TABLE);
  expect(await cashOfAll()).toEqual([START - FEE + 1_000, START - FEE + 500, START - FEE]);
  risk = await signInOperator(testApp.current.app, 'risk', NOW);
  admin = await signInOperator(testApp.current.app, 'admin', NOW);
});

describe('re-settling a best ball contest from the console', () => {
  it('lists the settled contest and refuses an unknown, an unsettled or a malformed one', async () => {
    const listed = await risk.browser.get('/v1/console/contests/settled');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(consoleSettledContestSchema.array().parse(listed.json().data)).toContainEqual(
      expect.objectContaining({ id: 'console-rs', entries: 3, prizes_cents: 1_500, stats_changed: false }),
    );
    const transfers = await transferCount(db());
    const refusals = [
      ['no-such-contest', 404, 'contest_not_found'],
      ['console-rs-unsettled', 409, 'contest_not_settled'],
      ['not a contest!', 400, 'invalid_request'],
    ] as const;
    for (const [contestId, status, code] of refusals) {
      const refused = await resettle(risk, contestId);
      expect(apiErrorSchema.parse(refused.json()), contestId).toMatchObject({
        api_code: code,
        status,
        http_status_code: status,
      });
    }
    expect(await transferCount(db())).toBe(transfers);
    const [unsettled] = await selectRows<{ status: string }>(
      db(),
      sql`select status from contests where id = 'console-rs-unsettled'`,
    );
    expect(unsettled?.status).toBe('locked');
  });

  it('re-scores from the corrected stats and settles the moved prizes, never overdrawing a player', async () => {
    // Player 2 spends all but 2 dollars elsewhere: of the 5 dollars taken back, 2 are taken and 3 owed.
    await module().wallet.inTransaction(({ stakes }) =>
      stakes.take({
        game: 'best_ball',
        stakeId: randomUUID(),
        userId: players[1].id,
        pot: contestPot('console-rs-elsewhere'),
        amountCents: cents(START - 200),
        usePromo: false,
        description: 'another entry',
      }),
    );
    const before = await cashOfAll();
    await finishGame(db(), game, CORRECTED);
    expect(await module().bestBallPrizes.resettleCorrected()).toBe(0);

    const pressed = await resettle(risk, 'console-rs');
    expect(pressed.statusCode, pressed.body).toBe(200);
    const answer = contestResettlementSchema.parse(pressed.json().data);
    const byEntry = Object.fromEntries(answer.changed.map((entry) => [entry.entry_id, entry]));
    expect(byEntry[entries[0]!]).toMatchObject({
      previous_prize_cents: 1_000,
      prize_cents: 500,
      owed_cents: 0,
    });
    expect(byEntry[entries[1]!]).toMatchObject({
      previous_prize_cents: 500,
      prize_cents: 0,
      owed_cents: 300,
    });
    expect(byEntry[entries[2]!]).toMatchObject({ previous_prize_cents: 0, prize_cents: 1_000, rank: 1 });
    expect(answer).toMatchObject({ paid_cents: 1_500, taken_back_cents: 1_200, owed_cents: 300 });
    expect(await prizes()).toEqual([
      [500, 2],
      [0, 2],
      [1_000, 2],
    ]);
    const after = await cashOfAll();
    expect(after.map((balance, index) => balance - before[index]!)).toEqual([-500, -200, 1_000]);
    expect(after[1]).toBe(0);
    await expectLedgerInvariants(db());

    const trail = (await operatorTrail(db(), risk.id)).map((event) => [event.action, event.details]);
    expect(trail).toContainEqual([
      'best_ball.contest_resettled',
      expect.objectContaining({ contest_id: 'console-rs', paid_cents: 1_500, taken_back_cents: 1_200 }),
    ]);
    expect(trail).toContainEqual(['console.contest.resettled', { contestId: 'console-rs' }]);

    // Pressed again: nothing left to move, and the press is audited all the same.
    const transfers = await transferCount(db());
    const again = contestResettlementSchema.parse((await resettle(risk, 'console-rs')).json().data);
    expect(again).toMatchObject({ changed: [], paid_cents: 0, taken_back_cents: 0, owed_cents: 0 });
    expect(await transferCount(db())).toBe(transfers);
    expect(await cashOfAll()).toEqual(after);
    expect(await prizes()).toEqual([
      [500, 2],
      [0, 2],
      [1_000, 2],
    ]);
    const presses = (await operatorTrail(db(), risk.id)).filter(
      (event) => event.action === 'best_ball.contest_resettled',
    );
    expect(presses.map((event) => (event.details as { changed: unknown[] }).changed.length)).toEqual([3, 0]);
  });

  it('moves the money once when operators press at the same moment', async () => {
    const before = await cashOfAll();
    await finishGame(db(), game, STATS);
    // This time the provider's correction moves the game's seq: the list flags the contest.
    await db().execute(sql`update games set seq = seq + 1 where id = ${game}`);
    expect(await statsChanged()).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => resettle(index % 2 === 0 ? risk : admin, 'console-rs')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const changed = answers.map(
      (answer) => contestResettlementSchema.parse(answer.json().data).changed.length,
    );
    expect(changed.sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 3]);
    expect(await prizes()).toEqual([
      [1_000, 3],
      [500, 3],
      [0, 3],
    ]);
    const after = await cashOfAll();
    // Seat 2's new prize pays the 3 dollars it still owed from the last correction first.
    expect(after.map((balance, index) => balance - before[index]!)).toEqual([500, 200, -1_000]);
    await expectLedgerInvariants(db());
    expect(await statsChanged()).toBe(false);
    // Each correction that moved a prize tells its player once: seat 3's moved twice.
    await deliverNotices(testApp.current.app);
    const corrections = await storedNotices(db(), players[2].id, 'entry_settled');
    expect(corrections.filter((notice) => notice.title.startsWith('A stat correction'))).toHaveLength(2);
  });
});
