import { cents } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { deferWrite } from '../../../platform/db/deferred-writes.ts';
import type { NewEntry, NewPick } from './entry-rows.ts';

/**
 * Writes the entry and its picks with the transaction's next write (nothing reads them back
 * before commit). Each as one JSON parameter: Drizzle's insert builder made a parameter per
 * column and value, and compiling those was a tenth of an entry's CPU.
 */
export async function deferEntryInsert(
  db: Database,
  entry: NewEntry,
  picks: readonly NewPick[],
): Promise<void> {
  const row = {
    id: entry.id,
    user_id: entry.userId,
    type: entry.type,
    fee_cents: cents(entry.feeCents),
    max_payout_cents: cents(entry.maxPayoutCents),
    fee_transfer_id: entry.feeTransferId,
    sport_ids: entry.sportIds,
    slate_ids: entry.slateIds,
    game_ids: entry.gameIds,
    first_game_starts_at: entry.firstGameStartsAt.toISOString(),
    created_at: entry.createdAt.toISOString(),
    payout_schedule_version: entry.payoutScheduleVersion,
  };
  await deferWrite(
    db,
    sql`insert into pickem_entries (id, user_id, type, state, fee_cents, max_payout_cents, fee_transfer_id,
          sport_ids, slate_ids, game_ids, first_game_starts_at, created_at, payout_schedule_version)
        select x.id, x.user_id, x.type, 'open', x.fee_cents, x.max_payout_cents, x.fee_transfer_id,
          x.sport_ids, x.slate_ids, x.game_ids, x.first_game_starts_at, x.created_at, x.payout_schedule_version
        from jsonb_to_record(${JSON.stringify(row)}::jsonb) as x(id uuid, user_id uuid, type text,
          fee_cents bigint, max_payout_cents bigint, fee_transfer_id uuid, sport_ids text[], slate_ids text[],
          game_ids text[], first_game_starts_at timestamptz, created_at timestamptz, payout_schedule_version int)`,
  );
  const rows = picks.map((pick) => ({
    entry_id: entry.id,
    position: pick.position,
    prop_id: pick.propId,
    line_id: pick.lineId,
    option_id: pick.optionId,
    choice: pick.choice,
    multiplier_hundredths: pick.multiplierHundredths,
    stat_value: pick.statValue,
    player_ids: pick.playerIds,
    game_ids: pick.gameIds,
    team_ids: pick.teamIds,
  }));
  await deferWrite(
    db,
    sql`insert into pickem_picks (entry_id, position, prop_id, line_id, option_id, choice, multiplier_hundredths,
          stat_value, player_ids, game_ids, team_ids)
        select x.entry_id, x.position, x.prop_id, x.line_id, x.option_id, x.choice, x.multiplier_hundredths,
          x.stat_value, x.player_ids, x.game_ids, x.team_ids
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(entry_id uuid, position int, prop_id text,
          line_id text, option_id text, choice text, multiplier_hundredths int, stat_value double precision,
          player_ids text[], game_ids text[], team_ids text[])`,
  );
}
