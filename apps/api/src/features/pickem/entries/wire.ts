import {
  type GameSummary,
  PICKEM_CANCEL_WINDOW_MS,
  type PickemEntry,
  type PickemEntryStatus,
  type PickemPick,
  type PlayerSummary,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectGameSummaries } from '../../sports/game-summary.ts';
import { playerSummariesById } from '../../sports/read-people.ts';
import { createEntriesRepo, type EntryRow, type PickRow } from './repo.ts';
import { statLabel, statValueOf } from './stat-values.ts';

const iso = (value: Date) => value.toISOString();

/** An open entry is live once any of its games started, by the clock or by its status. */
export function hasStarted(entry: EntryRow, games: ReadonlyMap<string, GameSummary>, now: Date): boolean {
  if (entry.firstGameStartsAt.getTime() <= now.getTime()) return true;
  return entry.gameIds.some((id) => {
    const game = games.get(id);
    return game !== undefined && game.status !== 'scheduled';
  });
}

export function statusOf(entry: EntryRow, started: boolean): PickemEntryStatus {
  if (entry.state === 'cancelled') return 'cancelled';
  if (entry.state === 'settled') return 'settled';
  return started ? 'live' : 'upcoming';
}

/** Until when Cancel is offered: 2 minutes after submission, and before the first game starts. */
export function cancellableUntil(entry: EntryRow, started: boolean, now: Date): Date | null {
  if (entry.state !== 'open' || started) return null;
  const until = Math.min(
    entry.createdAt.getTime() + PICKEM_CANCEL_WINDOW_MS,
    entry.firstGameStartsAt.getTime(),
  );
  return until > now.getTime() ? new Date(until) : null;
}

function pickToWire(
  pick: PickRow,
  stats: ReadonlyMap<string, Record<string, number>>,
  games: ReadonlyMap<string, GameSummary>,
): PickemPick {
  return {
    option_id: pick.optionId,
    line_id: pick.lineId,
    prop_id: pick.propId,
    kind: pick.kind,
    timing: pick.timing,
    choice: pick.choice,
    stat: pick.stat,
    stat_label: statLabel(pick.sportId, pick.stat),
    stat_value: pick.statValue,
    multiplier_hundredths: pick.multiplierHundredths,
    subjects: pick.playerIds.map((playerId, index) => {
      const gameId = pick.gameIds[index] ?? '';
      return {
        player_id: playerId,
        game_id: gameId,
        team_id: pick.teamIds[index] ?? '',
        current_value: statValueOf(
          pick.sportId,
          pick.stat,
          stats.get(`${gameId}/${playerId}`),
          (games.get(gameId)?.status ?? 'scheduled') !== 'scheduled',
        ),
      };
    }),
    result: pick.result,
  };
}

/** What an entry's answer shows beside its rows: its players, its games, and their stat lines so far. */
export interface WireFacts {
  players: ReadonlyMap<string, PlayerSummary>;
  games: readonly GameSummary[];
  /** By `${gameId}/${playerId}`. */
  stats: ReadonlyMap<string, Record<string, number>>;
}

/**
 * Entries as the wire shows them, with their picks, players, games and each subject's stat so far,
 * reading what the answer needs.
 */
export async function entriesToWire(
  db: Database,
  entries: readonly EntryRow[],
  now: Date,
): Promise<PickemEntry[]> {
  if (entries.length === 0) return [];
  const repo = createEntriesRepo(db);
  const picks = await repo.picksOf(entries.map((entry) => entry.id));
  const gameIds = [...new Set(entries.flatMap((entry) => entry.gameIds))];
  // One after another: inside a transaction they share one connection.
  const players = await playerSummariesById(db, [...new Set(picks.flatMap((pick) => pick.playerIds))]);
  const games = await selectGameSummaries(
    db,
    sql`g.id = any(array(select jsonb_array_elements_text(${JSON.stringify(gameIds)}::jsonb)))`,
  );
  const stats = await repo.statLines(gameIds);
  return entriesFromFacts(entries, picks, { players, games, stats }, now);
}

/** Entries as the wire shows them, from their picks and the facts already read (a submission's). */
export function entriesFromFacts(
  entries: readonly EntryRow[],
  picks: readonly PickRow[],
  { players, games, stats }: WireFacts,
  now: Date,
): PickemEntry[] {
  const gamesById = new Map(games.map((game) => [game.id, game]));
  return entries.map((entry) => {
    const own = picks.filter((pick) => pick.entryId === entry.id);
    const started = hasStarted(entry, gamesById, now);
    const until = cancellableUntil(entry, started, now);
    const playerIds = [...new Set(own.flatMap((pick) => pick.playerIds))];
    return {
      id: entry.id,
      type: entry.type,
      status: statusOf(entry, started),
      result: entry.result,
      fee_cents: entry.feeCents,
      max_payout_cents: entry.maxPayoutCents,
      payout_cents: entry.payoutCents,
      sport_ids: entry.sportIds,
      slate_ids: entry.slateIds,
      created_at: iso(entry.createdAt),
      cancellable_until: until === null ? null : iso(until),
      settled_at: entry.settledAt === null ? null : iso(entry.settledAt),
      picks: own.map((pick) => pickToWire(pick, stats, gamesById)),
      players: playerIds.flatMap((id) => {
        const player = players.get(id);
        return player ? [player] : [];
      }),
      games: entry.gameIds.flatMap((id) => {
        const game = gamesById.get(id);
        return game ? [game] : [];
      }),
    };
  });
}
