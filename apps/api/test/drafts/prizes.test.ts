import {
  bestBallTeamSchema,
  CONTEST_ENTRIES_CHANGED,
  contestPoolAccount,
  type GameSummary,
  userCashAccount,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BEST_BALL_PRIZES_NOW_JOB } from '../../src/features/drafts/prizes/jobs.ts';
import { createPrizeSettlement } from '../../src/features/drafts/prizes/service.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { fundedPlayer } from '../contests/fixtures.ts';
import { deliverNotices, noticesOfType } from '../notifications/helpers.ts';
import { expectLedgerInvariants, type Player } from '../wallet/helpers.ts';
import { finishGame, nflPlayer, seedNflSlate, seedNflWorld } from './fixtures.ts';
import { balanceOf as balanceOfAccount, FEE, insertLockedContest, seatPaidDraft } from './prize-fixtures.ts';

// Contest settlement (RULES.md, Best ball drafts): prizes by final rank across the contest's
// drafts, ties split, the table scaled to the entries drafted, paid once through the ledger.

const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true' },
  clock: () => new Date('2026-12-01T09:00:00Z'),
});
const db = () => testApp.current.database.handle.db;
const module = () => testApp.current.app.walletModule;

// Seat 1 scores 20 + 20, seat 2 16 + 16, seat 3 10 + 10 (receiving yards at 0.1).
const STATS = {
  [nflPlayer(1, 0)]: { receiving_yards: 200 },
  [nflPlayer(2, 2)]: { receiving_yards: 200 },
  [nflPlayer(2, 0)]: { receiving_yards: 160 },
  [nflPlayer(1, 2)]: { receiving_yards: 160 },
  [nflPlayer(1, 1)]: { receiving_yards: 100 },
  [nflPlayer(2, 1)]: { receiving_yards: 100 },
};

let players: Player[];
let gameId: string;

const insertContest = (id: string, prizes: { rankFrom: number; rankTo: number; amountCents: number }[]) =>
  insertLockedContest(db(), id, 'pz-w1', prizes);
const seatDraft = (contestId: string, users: (Player | null)[]) =>
  seatPaidDraft(db(), module().wallet, contestId, users);
const balanceOf = (name: string) => balanceOfAccount(db(), name);

async function entriesOf(contestId: string) {
  const rows = await selectRows<{ id: string; prize_cents: string | number | null; settled_at: unknown }>(
    db(),
    sql`select id, prize_cents, settled_at from contest_entries where contest_id = ${contestId}`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

const prizeTransfers = async (contestId: string) =>
  selectRows<{ transfer_key: string; amount_cents: string | number }>(
    db(),
    sql`select transfer_key, amount_cents from transfers
        where metadata->>'contest_id' = ${contestId} and kind = 'payout' order by transfer_key`,
  );

let tied: string[];
let tiedAgain: string[];
let scaled: string[];

beforeAll(async () => {
  await seedNflWorld(db());
  gameId = await seedNflSlate(db(), 'pz-w1', '2026-11-29T18:00:00Z');
  players = [];
  for (let index = 0; index < 6; index += 1) players.push(await fundedPlayer(testApp.current.app, 20_00));
  const [a, b, c, d, e, f] = players as [Player, Player, Player, Player, Player, Player];
  // Two drafts of the same picks: every team ties with its twin in the other draft.
  await insertContest('pz-full', [
    { rankFrom: 1, rankTo: 1, amountCents: 1_501 },
    { rankFrom: 2, rankTo: 2, amountCents: 900 },
    { rankFrom: 3, rankTo: 3, amountCents: 599 },
  ]);
  tied = await seatDraft('pz-full', [a, b, c]);
  tiedAgain = await seatDraft('pz-full', [d, e, f]);
  // One draft with a bot: two paid entries of a cap of six.
  await insertContest('pz-bots', [
    { rankFrom: 1, rankTo: 1, amountCents: 1_800 },
    { rankFrom: 2, rankTo: 2, amountCents: 1_200 },
  ]);
  scaled = await seatDraft('pz-bots', [null, a, b]);
});

describe('best ball prizes', () => {
  it('wait until every game of the slate is over', async () => {
    expect(await module().bestBallPrizes.settleReady()).toBe(0);
    expect([...(await entriesOf('pz-full')).values()].every((row) => row.prize_cents === null)).toBe(true);
  });

  it('pay each contest once, ties splitting the tied places’ prizes, from two runs at once', async () => {
    await finishGame(db(), gameId, STATS);
    const houseBefore = await balanceOf('house');
    const cashBefore = await Promise.all(players.map((player) => balanceOf(userCashAccount(player.id))));
    const { app } = testApp.current;
    const heard: Record<string, unknown>[] = [];
    const stop = app.eventBus.subscribe((event) => heard.push(event as unknown as Record<string, unknown>));
    // Two runs at once, as two API processes would: the composed one, and another on its own.
    const other = createPrizeSettlement({
      wallet: app.walletModule.wallet,
      notices: app.walletModule.notices,
      logger: app.log,
      onSettled: async (settled) => {
        app.walletModule.contests.announce(settled.userIds);
        await app.walletModule.contests.publishLobby([settled.contestId]);
      },
    });
    const [first, second] = await Promise.all([
      app.walletModule.bestBallPrizes.settleReady(),
      other.settleReady(),
    ]);
    expect(first + second).toBe(2);

    // Places 1 and 2 (1,501 + 900) shared by the two seat-1 teams: 1,200 each, a cent left over;
    // places 3 and 4 (599 + 0) by the seat-2 teams: 299 each; the seat-3 teams win nothing.
    const full = await entriesOf('pz-full');
    const expected = [1_200, 299, 0];
    for (const entries of [tied, tiedAgain]) {
      expect(entries.map((id) => Number(full.get(id)?.prize_cents))).toEqual(expected);
    }
    // Scaled to two drafted entries of six: 600 and 400; the bot (seat 1) scores most but plays for no prize.
    const bots = await entriesOf('pz-bots');
    expect(scaled.map((id) => Number(bots.get(id)?.prize_cents))).toEqual([0, 600, 400]);
    for (const row of [...full.values(), ...bots.values()]) expect(row.settled_at).not.toBeNull();

    const paid = [...(await prizeTransfers('pz-full')), ...(await prizeTransfers('pz-bots'))];
    expect(paid).toHaveLength(6);
    expect(new Set(paid.map((transfer) => transfer.transfer_key)).size).toBe(6);
    const cashAfter = await Promise.all(players.map((player) => balanceOf(userCashAccount(player.id))));
    expect(cashAfter.map((after, index) => after - cashBefore[index]!)).toEqual([
      1_200 + 600,
      299 + 400,
      0,
      1_200,
      299,
      0,
    ]);
    // The pools are empty; the house took the fees less the prizes.
    expect(await balanceOf(contestPoolAccount('pz-full'))).toBe(0);
    expect(await balanceOf(contestPoolAccount('pz-bots'))).toBe(0);
    const fees = 8 * FEE;
    const prizes = 2 * (1_200 + 299) + 600 + 400;
    expect((await balanceOf('house')) - houseBefore).toBe(fees - prizes);
    await expectLedgerInvariants(db());
    const statuses = await selectRows<{ status: string }>(
      db(),
      sql`select status from contests where id in ('pz-full', 'pz-bots')`,
    );
    expect(statuses.map((row) => row.status)).toEqual(['closed', 'closed']);
    // Each notice gives the place prizes were paid by, across the contest: seat 2 of the first
    // draft tied 3rd of six (2nd in its draft), and was 2nd of the players in the bots' draft (3rd there).
    await deliverNotices(app);
    const settledBodies = (await noticesOfType(players[1]!, 'entry_settled'))
      .map((notice) => notice.body)
      .sort();
    expect(settledBodies).toEqual([
      expect.stringMatching(/Contest pz-bots finished #2; the prize is in your balance/),
      expect.stringMatching(/Contest pz-full finished #3; the prize is in your balance/),
    ]);
    // After commit: the lobby hears both contests close; every player's team list refreshes.
    await expect
      .poll(() =>
        heard
          .filter((event) => event.type === 'contests')
          .flatMap((event) => (event.data as { contests: { id: string; status: string }[] }).contests)
          .map((contest) => `${contest.id}:${contest.status}`)
          .sort(),
      )
      .toEqual(['pz-bots:closed', 'pz-full:closed']);
    await expect
      .poll(
        () =>
          new Set(
            heard.filter((event) => event.type === CONTEST_ENTRIES_CHANGED).map((event) => event.userId),
          ),
      )
      .toEqual(new Set(players.map((player) => player.id)));
    stop();
  });

  it('change nothing when run again, by the job or the trigger', async () => {
    const dump = async () =>
      selectRows(db(), sql`select transfer_key, amount_cents from transfers order by transfer_key`);
    const before = await dump();
    const houseBefore = await balanceOf('house');
    expect(await module().bestBallPrizes.settleReady()).toBe(0);
    await module().bestBallPrizeJobs.runOnce();
    const viaTestRoute = await players[0]!.browser.post('/v1/test/best-ball/settle', {});
    expect(viaTestRoute.statusCode, viaTestRoute.body).toBe(200);
    expect(viaTestRoute.json()).toEqual({ data: { settled: 0 } });
    expect(await dump()).toEqual(before);
    expect(await balanceOf('house')).toBe(houseBefore);
  });

  it('show each team’s prize on the completed teams page', async () => {
    const response = await players[0]!.browser.get(`/v1/best-ball/teams/${tied[0]}`);
    expect(response.statusCode).toBe(200);
    expect(bestBallTeamSchema.parse(response.json())).toMatchObject({
      phase: 'completed',
      prize_cents: 1_200,
      rank: 1,
      // First in its draft and tied first across the contest with its twin in the other draft.
      contest_rank: 1,
      contest_rank_tied: true,
      contest_teams: 6,
    });
    const loser = await players[2]!.browser.get(`/v1/best-ball/teams/${tied[2]}`);
    // Third in its draft; fifth across the contest, behind two teams on 40 and two on 32.
    expect(bestBallTeamSchema.parse(loser.json())).toMatchObject({
      prize_cents: 0,
      rank: 3,
      contest_rank: 5,
      contest_rank_tied: true,
      contest_teams: 6,
    });
    // With a bot in the draft: second in the draft, first of the contest's two paid teams.
    const withBot = await players[0]!.browser.get(`/v1/best-ball/teams/${scaled[1]}`);
    expect(bestBallTeamSchema.parse(withBot.json())).toMatchObject({
      rank: 2,
      contest_rank: 1,
      contest_rank_tied: false,
      contest_teams: 2,
    });
  });

  it('show how each prize was worked out: contest rank, tie, places shared and the table as paid', async () => {
    const team = async (player: Player, entryId: string) =>
      bestBallTeamSchema.parse((await player.browser.get(`/v1/best-ball/teams/${entryId}`)).json());
    // Tied first across the contest's two drafts: places 1 and 2 (1,501 + 900) shared, 1,200 each.
    expect((await team(players[0]!, tied[0]!)).prize_breakdown).toEqual({
      contest_rank: 1,
      contest_teams: 6,
      tied: 2,
      places: [
        { place: 1, amount_cents: 1_501 },
        { place: 2, amount_cents: 900 },
      ],
      full_table: [
        { rank_from: 1, rank_to: 1, amount_cents: 1_501 },
        { rank_from: 2, rank_to: 2, amount_cents: 900 },
        { rank_from: 3, rank_to: 3, amount_cents: 599 },
      ],
      paid_table: [
        { rank_from: 1, rank_to: 1, amount_cents: 1_501 },
        { rank_from: 2, rank_to: 2, amount_cents: 900 },
        { rank_from: 3, rank_to: 3, amount_cents: 599 },
      ],
      drafted: 6,
      entry_cap: 6,
      prize_cents: 1_200,
    });
    // Second in the draft behind a bot, first among the paid teams: the table scaled to 2 of 6.
    const [, second] = scaled as [string, string, string];
    const withBot = await team(players[0]!, second);
    expect(withBot).toMatchObject({ rank: 2, prize_cents: 600 });
    expect(withBot.prize_breakdown).toMatchObject({
      contest_rank: 1,
      contest_teams: 2,
      tied: 1,
      places: [{ place: 1, amount_cents: 600 }],
      paid_table: [
        { rank_from: 1, rank_to: 1, amount_cents: 600 },
        { rank_from: 2, rank_to: 2, amount_cents: 400 },
      ],
      drafted: 2,
      entry_cap: 6,
      prize_cents: 600,
    });
  });

  it('are queued to run as soon as a game goes final, once per game and sequence', async () => {
    const message = (status: GameSummary['status'], version: number, topic: string) => ({
      type: 'game' as const,
      topic,
      data: { id: 'pz-trigger', status, version } as GameSummary,
    });
    module().sportsLive.publish([
      message('in_progress', 7, 'game:pz-trigger'),
      message('final', 8, 'game:pz-trigger'),
      message('final', 8, 'games:nfl'),
    ]);
    const queued = () =>
      selectRows<{ unique_key: string }>(
        db(),
        sql`select unique_key from jobs where kind = ${BEST_BALL_PRIZES_NOW_JOB} and unique_key like 'pz-trigger:%'`,
      );
    await expect.poll(queued).toEqual([{ unique_key: 'pz-trigger:8' }]);
  });
});
