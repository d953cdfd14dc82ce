import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  optionIdOf,
  type PickemChoice,
  type PickemLineTiming,
  type PickemPropKind,
  SPORT_IDS,
  SPORTS,
  type SportId,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/platform/db/database.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { pickemLines, pickemProps } from '../../src/platform/db/schema/pickem.ts';
import type { App } from '../../src/platform/http/server.ts';
import { nextGameId, playerId, sportsWorldFixture, teamId } from '../support/sports-world.ts';
import { newKey, type Player } from '../wallet/helpers.ts';

/**
 * Props and lines written straight into the tables for the fixture world's next games: a
 * higher/lower prop on each player's first stat, a second stat for one player, and a rivals prop.
 */

export interface TestLine {
  propId: string;
  lineId: string;
  kind: PickemPropKind;
  gameId: string;
  playerIds: string[];
}

export interface TestBoard {
  /** Higher/lower on the first stat, by sport then `${team}-${n}`. */
  lines: Record<SportId, Record<string, TestLine>>;
  /** Another stat of the NBA's player 1-0 (so one player can be picked twice). */
  secondStat: TestLine;
  /** NBA player 1-0 against player 2-0 on the first stat. */
  rivals: TestLine;
}

async function insertProp(
  db: Database,
  now: Date,
  prop: {
    id: string;
    kind: PickemPropKind;
    timing?: PickemLineTiming;
    sport: SportId;
    stat: string;
    players: [number, number][];
  },
  multipliers: [number, number] = [100, 100],
): Promise<TestLine> {
  const gameId = nextGameId(prop.sport);
  const playerIds = prop.players.map(([team, n]) => playerId(prop.sport, team as 1 | 2, n));
  const lineId = `ln-${randomUUID()}`;
  await db.insert(pickemProps).values({
    id: prop.id,
    kind: prop.kind,
    timing: prop.timing ?? 'pre_game',
    sportId: prop.sport,
    stat: prop.stat,
    playerIds,
    gameIds: playerIds.map(() => gameId),
    teamIds: prop.players.map(([team]) => teamId(prop.sport, team as 1 | 2)),
    status: 'open',
    currentLineId: lineId,
    createdAt: now,
    updatedAt: now,
  });
  await insertLine(db, prop.id, lineId, prop.kind === 'rivals' ? 1.5 : 2.5, multipliers, now);
  return { propId: prop.id, lineId, kind: prop.kind, gameId, playerIds };
}

async function insertLine(
  db: Database,
  propId: string,
  lineId: string,
  statValue: number,
  [first, second]: [number, number],
  now: Date,
) {
  const kind = propId.startsWith('rv:') ? 'rivals' : 'higher_lower';
  const choices: [PickemChoice, PickemChoice] = kind === 'rivals' ? ['first', 'second'] : ['higher', 'lower'];
  await db.insert(pickemLines).values({
    id: lineId,
    propId,
    statValue,
    options: [
      { id: optionIdOf(lineId, choices[0]), choice: choices[0], multiplierHundredths: first },
      { id: optionIdOf(lineId, choices[1]), choice: choices[1], multiplierHundredths: second },
    ],
    createdAt: now,
  });
}

/** The fixture world and a board on its next games (boosted 1.10× higher on the NBA's player 1-1). */
export async function seedEntryBoard(app: App, db: Database, now: Date): Promise<TestBoard> {
  await app.walletModule.sports.store.upsertWorld(sportsWorldFixture());
  // The next games start three days after `now`, whatever clock the test runs on.
  for (const sport of SPORT_IDS) await setGame(db, nextGameId(sport), { startsAt: gamesStartAt(now) });
  const lines = {} as TestBoard['lines'];
  for (const sport of SPORT_IDS) {
    const stat = SPORTS[sport].stats[0]!.key;
    lines[sport] = {};
    for (const team of [1, 2]) {
      for (const n of [0, 1, 2]) {
        const id = `hl:pre:${nextGameId(sport)}:${playerId(sport, team as 1 | 2, n)}:${stat}`;
        const boosted = sport === 'nba' && team === 1 && n === 1;
        lines[sport][`${team}-${n}`] = await insertProp(
          db,
          now,
          { id, kind: 'higher_lower', sport, stat, players: [[team, n]] },
          boosted ? [110, 100] : [100, 100],
        );
      }
    }
  }
  const secondStat = SPORTS.nba.stats[1]!.key;
  const firstStat = SPORTS.nba.stats[0]!.key;
  return {
    lines,
    secondStat: await insertProp(db, now, {
      id: `hl:pre:${nextGameId('nba')}:${playerId('nba', 1, 0)}:${secondStat}`,
      kind: 'higher_lower',
      sport: 'nba',
      stat: secondStat,
      players: [[1, 0]],
    }),
    rivals: await insertProp(db, now, {
      id: `rv:pre:${nextGameId('nba')}:${playerId('nba', 1, 0)}:${playerId('nba', 2, 0)}:${firstStat}`,
      kind: 'rivals',
      sport: 'nba',
      stat: firstStat,
      players: [
        [1, 0],
        [2, 0],
      ],
    }),
  };
}

/** When the board's games start: three days after the clock the board was seeded at. */
export const gamesStartAt = (now: Date) => new Date(now.getTime() + 3 * 24 * 3_600_000);

/** What the slip sends for one pick. */
export function pickOf(line: TestLine, choice?: PickemChoice) {
  const chosen = choice ?? (line.kind === 'rivals' ? 'first' : 'higher');
  return { option_id: optionIdOf(line.lineId, chosen), line_id: line.lineId, prop_id: line.propId };
}

/** A new priced version of the prop: a new line id, made current. */
export async function moveLine(db: Database, line: TestLine, now: Date, statValue = 3.5): Promise<string> {
  const lineId = `ln-${randomUUID()}`;
  await insertLine(db, line.propId, lineId, statValue, [100, 100], now);
  await db.execute(
    sql`update pickem_props set current_line_id = ${lineId}, version = version + 1 where id = ${line.propId}`,
  );
  return lineId;
}

export async function setPropStatus(db: Database, line: TestLine, status: 'open' | 'suspended' | 'locked') {
  await db.execute(sql`update pickem_props set status = ${status} where id = ${line.propId}`);
}

export async function setGame(db: Database, gameId: string, values: { startsAt?: Date; status?: string }) {
  if (values.startsAt) {
    await db.execute(
      sql`update games set starts_at = ${values.startsAt.toISOString()}::timestamptz where id = ${gameId}`,
    );
  }
  if (values.status) await db.execute(sql`update games set status = ${values.status} where id = ${gameId}`);
}

export interface EntryBody {
  type: 'standard' | 'flex';
  fee_cents: number;
  picks: ReturnType<typeof pickOf>[];
  use_promo?: boolean;
  payout_schedule_version?: number;
}

export function submitEntry(player: Player, body: EntryBody, key = newKey()) {
  return player.browser.post('/v1/pickem/entries', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
}

export function cancelEntry(player: Player, entryId: string, key = newKey()) {
  return player.browser.post(`/v1/pickem/entries/${entryId}/cancel`, undefined, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });
}

/** The house's balance: every fee kept less every refund and payout. */
export async function houseBalance(db: Database): Promise<number> {
  const [row] = await selectRows<{ balance: string | number }>(
    db,
    sql`select coalesce(sum(balance_cents), 0) as balance from ledger_balances where name = 'house'`,
  );
  return Number(row?.balance ?? 0);
}

export async function entryCount(db: Database, userId: string): Promise<number> {
  const [row] = await selectRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from pickem_entries where user_id = ${userId}::uuid`,
  );
  return Number(row?.n);
}

export function expectStatus(response: { statusCode: number; body: string }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}
