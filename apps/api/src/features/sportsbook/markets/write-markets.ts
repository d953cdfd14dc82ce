import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { textArray } from '../../sports/upsert.ts';
import type { MarketWrite } from './decide.ts';
import { heldMarketsAlone } from './market-locks.ts';

/**
 * Writes every market change of a run in one statement, with no transaction around it. A change
 * applies only over the version it was decided from (a new market only where none is), so two runs
 * that raced never both move one market: the later finds nothing to write and decides again on its
 * next run. The markets are held alone while they change (bets under way on them finish first):
 * the statement takes their locks before it changes any (market-locks.ts). Answers the ids written.
 */
export async function writeMarkets(
  db: Database,
  writes: readonly MarketWrite[],
  now: Date,
): Promise<Set<string>> {
  if (writes.length === 0) return new Set();
  return upsert(db, writes, now);
}

/** What a write that changes only a market's state carries (its line, prices and quantiles stay as stored). */
const stateOf = (write: MarketWrite) => ({
  id: write.id,
  status: write.status,
  version: write.version,
  suspended_until: write.suspended_until,
  priced_home_score: write.priced_home_score,
  priced_away_score: write.priced_away_score,
  priced_value: write.priced_value,
});

const pricedOf = ({ repriced: _, ...write }: MarketWrite) => write;

/**
 * One statement: the markets' locks (`held`, taken before any row changes: each part below waits
 * for them), the writes that change only a market's state (a bet stop, its end, a close) as an
 * update of those columns, and the new and re-priced markets as an upsert, each over the version
 * it was decided from. A bet stop is most of a busy game's writes, and carries no prices. It
 * answers the markets it did not write (usually none: a row per market written was most of the
 * rows the PGlite thread parsed and posted for the book).
 */
async function upsert(db: Database, writes: readonly MarketWrite[], now: Date): Promise<Set<string>> {
  const at = now.toISOString();
  const ids = writes.map((write) => write.id);
  const rows = await selectRows<{ id: string }>(
    db,
    sql`with ids as materialized (select unnest(${textArray(ids)}) as id),
        held as materialized (${heldMarketsAlone(sql`select id from ids`)}),
        state as (
          update sportsbook_markets as m set status = x.status, version = x.version, suspended_until = x.suspended_until,
            priced_home_score = x.priced_home_score, priced_away_score = x.priced_away_score,
            priced_value = x.priced_value, updated_at = ${at}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(writes.filter((write) => !write.repriced).map(stateOf))}::jsonb)
            as x(id text, status text, version int, suspended_until timestamptz, priced_home_score int,
              priced_away_score int, priced_value double precision)
          where m.id = x.id and m.version = x.version - 1 and (select n from held) >= 0
          returning m.id
        ), priced as (
          insert into sportsbook_markets as m (id, game_id, sport_id, kind, line, player_id, stat, selections, outcomes,
            status, in_game, version, suspended_until, priced_home_score, priced_away_score, priced_value, created_at, updated_at)
          select x.id, x.game_id, x.sport_id, x.kind, x.line, x.player_id, x.stat, x.selections, x.outcomes, x.status,
            x.in_game, x.version,
            x.suspended_until, x.priced_home_score, x.priced_away_score, x.priced_value, ${at}::timestamptz,
            ${at}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(writes.filter((write) => write.repriced).map(pricedOf))}::jsonb) as x(id text, game_id text, sport_id text,
            kind text, line double precision, player_id text, stat text, selections jsonb, outcomes jsonb, status text, in_game boolean, version int,
            suspended_until timestamptz, priced_home_score int, priced_away_score int, priced_value double precision)
          where (select n from held) >= 0
          on conflict (id) do update set line = excluded.line, selections = excluded.selections, outcomes = excluded.outcomes,
            status = excluded.status, in_game = excluded.in_game, version = excluded.version,
            suspended_until = excluded.suspended_until, priced_home_score = excluded.priced_home_score,
            priced_away_score = excluded.priced_away_score, priced_value = excluded.priced_value, updated_at = excluded.updated_at
          where m.version = excluded.version - 1
          returning m.id
        )
        select id from ids where id not in (select id from state union all select id from priced)`,
  );
  const lost = new Set(rows.map((row) => row.id));
  return new Set(ids.filter((id) => !lost.has(id)));
}
