import { bestBallTeamSchema, contestPoolAccount, userCashAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { fundedPlayer } from '../contests/fixtures.ts';
import { expectLedgerInvariants, type Player } from '../wallet/helpers.ts';
import { finishGame, nflPlayer, seedNflSlate, seedNflWorld } from './fixtures.ts';
import { balanceOf, insertLockedContest, seatPaidDraft } from './prize-fixtures.ts';

// A best ball tournament (RULES.md, Tournaments): week 1 qualifies, the top team of each draft
// advances into a regrouped round scored on week 2 alone, and prizes go by final rank: the round's
// teams first, then the rest by their qualifying points; ties split the tied places' prizes.

const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true' },
  clock: () => new Date('2026-12-01T09:00:00Z'),
});
const db = () => testApp.current.database.handle.db;
const prizes = () => testApp.current.app.walletModule.bestBallPrizes;

// Week 1: seat 1 scores 40, seat 2 32, seat 3 20 in each of the two (identical) drafts.
const WEEK_1 = {
  [nflPlayer(1, 0)]: { receiving_yards: 200 },
  [nflPlayer(2, 2)]: { receiving_yards: 200 },
  [nflPlayer(2, 0)]: { receiving_yards: 160 },
  [nflPlayer(1, 2)]: { receiving_yards: 160 },
  [nflPlayer(1, 1)]: { receiving_yards: 100 },
  [nflPlayer(2, 1)]: { receiving_yards: 100 },
};
// Week 2: the seat-1 teams score 10 each; seat 2's players score 100, which counts for nobody
// (seat 2 did not advance, and a round scores only its own week).
const WEEK_2 = {
  [nflPlayer(1, 0)]: { receiving_yards: 50 },
  [nflPlayer(2, 2)]: { receiving_yards: 50 },
  [nflPlayer(2, 0)]: { receiving_yards: 500 },
  [nflPlayer(1, 2)]: { receiving_yards: 500 },
};
const TABLE = [
  { rankFrom: 1, rankTo: 1, amountCents: 1_000 },
  { rankFrom: 2, rankTo: 2, amountCents: 600 },
  { rankFrom: 3, rankTo: 3, amountCents: 300 },
];

let players: Player[];
let drafts: string[][];
let week1: string;
let week2: string;

beforeAll(async () => {
  await seedNflWorld(db());
  week1 = await seedNflSlate(db(), 'tour-w1', '2026-11-22T18:00:00Z');
  week2 = await seedNflSlate(db(), 'tour-w2', '2026-11-29T18:00:00Z');
  players = [];
  for (let index = 0; index < 6; index += 1) players.push(await fundedPlayer(testApp.current.app, 20_00));
  await insertLockedContest(db(), 'tour', 'tour-w1', TABLE);
  await db().execute(
    sql`insert into contest_slates (contest_id, slate_id, round) values ('tour', 'tour-w2', 1)`,
  );
  await db().execute(
    sql`insert into contest_rounds (contest_id, round, advance, group_size) values ('tour', 1, 1, 2)`,
  );
  const wallet = testApp.current.app.walletModule.wallet;
  drafts = [
    await seatPaidDraft(db(), wallet, 'tour', players.slice(0, 3)),
    await seatPaidDraft(db(), wallet, 'tour', players.slice(3, 6)),
  ];
});

const team = async (player: Player, entryId: string) =>
  bestBallTeamSchema.parse((await player.browser.get(`/v1/best-ball/teams/${entryId}`)).json());

const groups = () =>
  selectRows<{ round: number; group_number: number; entry_id: string }>(
    db(),
    sql`select round, group_number, entry_id from contest_groups where contest_id = 'tour' order by entry_id`,
  );

describe('a best ball tournament', () => {
  it('advances the top team of each draft into a regrouped round once qualifying is over, once', async () => {
    expect(await prizes().advanceRounds()).toBe(0);
    await finishGame(db(), week1, WEEK_1);
    expect(await prizes().advanceRounds()).toBe(1);
    const formed = await groups();
    expect(formed.map((row) => row.entry_id).sort()).toEqual([drafts[0]![0]!, drafts[1]![0]!].sort());
    expect(formed.map((row) => [Number(row.round), Number(row.group_number)])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    expect(await prizes().advanceRounds()).toBe(0);
    expect(await groups()).toEqual(formed);

    // The team pages: a finalist plays round 1 in a group of two, and leads the tournament (the
    // rank prizes are paid by) although the round has no points yet; a team out ranks after it.
    const finalist = await team(players[0]!, drafts[0]![0]!);
    expect(finalist.tournament).toEqual({ round: 1, group_rank: 1, group_teams: 2 });
    expect(finalist).toMatchObject({ contest_rank: 1, contest_rank_tied: true, contest_teams: 6 });
    const out = await team(players[1]!, drafts[0]![1]!);
    expect(out.tournament).toEqual({ round: 0, group_rank: null, group_teams: 0 });
    expect(out).toMatchObject({ rank: 2, contest_rank: 3, contest_rank_tied: true });
  });

  it('pays by final rank once the round is played, ties splitting the tied places', async () => {
    expect(await prizes().settleReady()).toBe(0);
    const before = await Promise.all(players.map((player) => balanceOf(db(), userCashAccount(player.id))));
    await finishGame(db(), week2, WEEK_2);
    expect(await prizes().settleReady()).toBe(1);
    const rows = await selectRows<{ id: string; prize_cents: string }>(
      db(),
      sql`select id, prize_cents from contest_entries where contest_id = 'tour'`,
    );
    const prize = new Map(rows.map((row) => [row.id, Number(row.prize_cents)]));
    // The two finalists tie on 10 in week 2: places 1 and 2 shared, 800 each. The seat-2 teams,
    // out after qualifying on 32, tie for 3rd: places 3 and 4 (300 + 0), 150 each. Seat 3 wins nothing.
    for (const entries of drafts) expect(entries.map((id) => prize.get(id))).toEqual([800, 150, 0]);
    // Seat 2 outscored seat 1 over both weeks (132 to 50), but its draft ranks by qualifying: 2nd.
    expect(await team(players[1]!, drafts[0]![1]!)).toMatchObject({ points: 132, rank: 2, contest_rank: 3 });
    // The breakdown on the Completed page ranks as settlement did: tied first across the tournament.
    expect((await team(players[0]!, drafts[0]![0]!)).prize_breakdown).toMatchObject({
      contest_rank: 1,
      tied: 2,
      prize_cents: 800,
    });
    const after = await Promise.all(players.map((player) => balanceOf(db(), userCashAccount(player.id))));
    expect(after.map((balance, index) => balance - before[index]!)).toEqual([800, 150, 0, 800, 150, 0]);
    // The pool paid out and closed.
    expect(await balanceOf(db(), contestPoolAccount('tour'))).toBe(0);
    await expectLedgerInvariants(db());
  });
});
