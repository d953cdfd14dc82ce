import { randomUUID } from 'node:crypto';
import {
  cents,
  optionIdOf,
  type PickemChoice,
  type PickemEntryType,
  processorClearingAccount,
  type StatEvent,
  type StatLine,
  userCashAccount,
  worldFileSchema,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import { scheduleRepo } from '../../src/features/schedules/repo.ts';
import { HOUSE_POT } from '../../src/features/wallet/stakes/index.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { pickemEntries, pickemLines, pickemPicks, pickemProps } from '../../src/platform/db/schema/pickem.ts';
import type { App } from '../../src/platform/http/server.ts';
import { finalGameId, sportsWorldFixture, teamId } from '../support/sports-world.ts';

// A small NBA world for settlement: the fixture's teams, four players a side, and final games whose
// stat lines each test writes itself. Entries are inserted with a real fee transfer through the
// wallet service, as the submit path does (the settlement never sees how they were made).

export const TEAM_A = teamId('nba', 1);
export const TEAM_B = teamId('nba', 2);
export const player = (team: 1 | 2, n: number) => `p-nba-${team}-${n}`;
const PLAYERS = ([1, 2] as const).flatMap((team) => [0, 1, 2, 3].map((n) => ({ team, n })));
const FINAL_AT = '2026-11-20T18:00:00.000Z';

function worldWith(games: { id: string; status: 'final' | 'scheduled'; lines: Record<string, StatLine> }[]) {
  const base = sportsWorldFixture(['nba']);
  return worldFileSchema.parse({
    ...base,
    players: PLAYERS.map(({ team, n }) => ({
      id: player(team, n),
      sport_id: 'nba',
      first_name: 'Test',
      last_name: `Player${team}${n}`,
      position: 'G',
      jersey: 10 + n,
      status: 'active',
      team_id: teamId('nba', team),
    })),
    games: games.map((game) => ({
      ...base.games.find((candidate) => candidate.id === finalGameId('nba')),
      id: game.id,
      status: game.status,
      ...(game.status === 'final' ? {} : { period: 0, clock_seconds: null, home_score: 0, away_score: 0 }),
    })),
    slates: [],
    projections: [],
    news: [],
    stat_lines: games.flatMap((game) =>
      Object.entries(game.lines).map(([playerId, stats]) => ({
        player_id: playerId,
        game_id: game.id,
        stats,
      })),
    ),
  });
}

/** Writes (or rewrites) a game with the given players' stat lines; players without a line did not play. */
export async function writeGame(
  app: App,
  gameId: string,
  lines: Record<string, StatLine>,
  status: 'final' | 'scheduled' = 'final',
) {
  await app.walletModule.sports.store.upsertWorld(worldWith([{ id: gameId, status, lines }]));
}

/** A stat correction on a final game: each given stat's corrected total (moves the game's sequence on). */
export async function correctStats(
  app: App,
  gameId: string,
  values: { player_id: string; stat: string; value: number }[],
) {
  const [row] = await selectRows<{ seq: number }>(
    app.walletModule.wallet.db,
    sql`select seq from games where id = ${gameId}`,
  );
  const event: StatEvent = {
    kind: 'stat_correction',
    stream_id: gameId,
    seq: Number(row?.seq ?? 0) + 1,
    occurred_at: new Date(Date.parse(FINAL_AT) + 3_600_000).toISOString(),
    description: 'Stat correction',
    stats: values,
    home_score: 3,
    away_score: 1,
  };
  await app.walletModule.sports.ingest.apply([event]);
}

export async function deposit(app: App, userId: string, amountCents: number) {
  await app.walletModule.wallet.transfer({
    key: `deposit-${randomUUID()}`,
    kind: 'deposit',
    debit: processorClearingAccount('sandbox_card'),
    credit: userCashAccount(userId),
    amountCents,
    description: 'Deposit',
  });
}

export interface PickSpec {
  players: string[];
  gameId: string;
  choice: PickemChoice;
  /** The line (higher/lower) or the handicap (rivals). */
  value: number;
  multiplier?: number;
  stat?: string;
}

export interface EntrySpec {
  userId: string;
  type: PickemEntryType;
  feeCents: number;
  picks: PickSpec[];
  /** The player's choice to pay with promo credit first (cash only by default). */
  usePromo?: boolean;
}

const teamOf = (playerId: string) => (playerId.startsWith('p-nba-1-') ? TEAM_A : TEAM_B);

/** An open entry: its fee moved through the wallet and its rows written in the same transaction. */
export async function placeEntry(app: App, spec: EntrySpec): Promise<string> {
  const entryId = randomUUID();
  return app.walletModule.wallet.inTransaction(async ({ tx, stakes, now }) => {
    const fee = await stakes.take({
      game: 'pickem',
      stakeId: entryId,
      userId: spec.userId,
      pot: HOUSE_POT,
      amountCents: spec.feeCents,
      usePromo: spec.usePromo ?? false,
      description: "Pick'em entry",
    });
    const games = [...new Set(spec.picks.map((pick) => pick.gameId))];
    await tx.insert(pickemEntries).values({
      id: entryId,
      userId: spec.userId,
      type: spec.type,
      state: 'open',
      feeCents: cents(spec.feeCents),
      maxPayoutCents: cents(spec.feeCents),
      feeTransferId: fee.transferId!,
      sportIds: ['nba'],
      slateIds: [],
      gameIds: games,
      firstGameStartsAt: new Date(FINAL_AT),
      createdAt: now,
      // As submission does: the schedule in force prices the entry.
      payoutScheduleVersion: (await scheduleRepo.current(tx, 'pickem_payouts')).version,
    });
    for (const [position, pick] of spec.picks.entries()) {
      const propId = `test:${entryId}:${position}`;
      const lineId = `${propId}:l1`;
      const kind = pick.players.length === 2 ? 'rivals' : 'higher_lower';
      const choices: PickemChoice[] = kind === 'rivals' ? ['first', 'second'] : ['higher', 'lower'];
      const multiplier = pick.multiplier ?? 100;
      await tx.insert(pickemProps).values({
        id: propId,
        kind,
        timing: 'pre_game',
        sportId: 'nba',
        stat: pick.stat ?? 'points',
        playerIds: pick.players,
        gameIds: pick.players.map(() => pick.gameId),
        teamIds: pick.players.map(teamOf),
        status: 'locked',
        currentLineId: lineId,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(pickemLines).values({
        id: lineId,
        propId,
        statValue: pick.value,
        options: choices.map((choice) => ({
          id: optionIdOf(lineId, choice),
          choice,
          multiplierHundredths: multiplier,
        })),
        createdAt: now,
      });
      await tx.insert(pickemPicks).values({
        entryId,
        position,
        propId,
        lineId,
        optionId: optionIdOf(lineId, pick.choice),
        choice: pick.choice,
        multiplierHundredths: multiplier,
        statValue: pick.value,
        playerIds: pick.players,
        gameIds: pick.players.map(() => pick.gameId),
        teamIds: pick.players.map(teamOf),
      });
    }
    return entryId;
  });
}

export async function entryRow(app: App, entryId: string) {
  const [row] = await selectRows<Record<string, unknown>>(
    app.walletModule.wallet.db,
    sql`select state, result, payout_cents::int as payout, settlement_version as version from pickem_entries where id = ${entryId}`,
  );
  return row;
}

export async function pickResults(app: App, entryId: string) {
  // The grades of the entry's current settlement, in pick order.
  const rows = await selectRows<{ result: string; final_values: unknown }>(
    app.walletModule.wallet.db,
    sql`select p ->> 'result' as result, p -> 'final_values' as final_values
        from pickem_entries e join pickem_settlements s on s.entry_id = e.id and s.version = e.settlement_version,
          jsonb_array_elements(s.picks) with ordinality as x(p, n)
        where e.id = ${entryId} order by x.n`,
  );
  return rows.map((row) => ({
    result: row.result,
    final_values: typeof row.final_values === 'string' ? JSON.parse(row.final_values) : row.final_values,
  }));
}

/** The house's posted balance: fees taken minus payouts and refunds made (reversals included). */
export async function houseBalance(app: App): Promise<number> {
  const [row] = await selectRows<{ balance: string | number }>(
    app.walletModule.wallet.db,
    sql`select coalesce(sum(credits_posted_cents - debits_posted_cents), 0) as balance from ledger_balances where name = 'house'`,
  );
  return Number(row?.balance ?? 0);
}
