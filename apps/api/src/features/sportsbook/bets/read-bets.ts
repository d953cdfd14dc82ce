import type { BetHistoryState, SportsbookBet, SportsbookBets } from '@kennel/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import { selectGameSummaries } from '../../sports/game-summary.ts';
import { textArray } from '../../sports/upsert.ts';
import { PLAYER_NAME } from '../markets/read-markets.ts';
import { PLAYER_LINE } from '../settlement/repo.ts';
import { cashOutQuote } from './quote.ts';
import { BET_COLUMNS, type BetWire, betFromRow, teamNameSql } from './repo.ts';
import { betToWire, legFromJson, legToQuote, type StoredLeg } from './wire.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The legs of bet `b` (StoredLeg) in leg order: what was taken, its game, its market now, its player's line. */
const LEGS_JSON = sql`(select json_agg(json_build_object('position', l.position, 'market_id', l.market_id,
    'game_id', l.game_id, 'sport_id', l.sport_id, 'market_kind', l.market_kind, 'selection', l.selection,
    'line', l.line, 'price', l.price, 'price_version', l.price_version,
    'home_team', ${teamNameSql('th')}, 'away_team', ${teamNameSql('ta')},
    'player_id', l.player_id, 'player_name', ${PLAYER_NAME}, 'stat', l.stat, 'player_line', ${PLAYER_LINE},
    'game_status', g.status, 'home', g.home_score, 'away', g.away_score, 'starts_at', g.starts_at,
    'market_status', m.status, 'market_line', m.line, 'market_in_game', m.in_game,
    'market_selections', m.selections, 'market_outcomes', m.outcomes, 'market_priced_home', m.priced_home_score,
    'market_priced_away', m.priced_away_score, 'market_priced_value', m.priced_value) order by l.position)
  from sportsbook_legs l join games g on g.id = l.game_id join sportsbook_markets m on m.id = l.market_id
    left join players p on p.id = l.player_id
    join teams th on th.id = g.home_team_id join teams ta on ta.id = g.away_team_id
  where l.bet_id = b.id)`;

export type BetWithLegs = BetWire & { legs: StoredLeg[] | null };

/** Bets matching `where` with their legs (one statement); `rest` orders, limits or locks them. */
export async function selectBets(db: Database, where: SQL, rest: SQL): Promise<BetWithLegs[]> {
  return selectRows<BetWithLegs>(
    db,
    sql`select ${BET_COLUMNS}, ${LEGS_JSON} as legs from sportsbook_bets b where ${where} ${rest}`,
  );
}

/** Bets as the wire shows them: their games read in one statement, each open bet's cash out offer now. */
export async function betsToWire(
  db: Database,
  rows: readonly BetWithLegs[],
  now: Date,
): Promise<SportsbookBet[]> {
  const gameIds = [...new Set(rows.flatMap((row) => (row.legs ?? []).map((leg) => leg.game_id)))];
  const games =
    gameIds.length === 0
      ? []
      : await selectGameSummaries(
          db,
          sql`g.id = any(${textArray(gameIds)})`,
          sql`order by g.starts_at, g.id`,
        );
  return rows.map((row) => {
    const bet = betFromRow(row);
    const legs = row.legs ?? [];
    const offer = bet.state === 'open' ? cashOutQuote(bet, legs.map(legToQuote), now) : null;
    return betToWire(
      bet,
      legs.map((leg) => legFromJson(leg, row.leg_results?.[leg.position] ?? null)),
      games,
      offer,
    );
  });
}

const STATE_FILTERS: Readonly<Record<BetHistoryState, SQL>> = {
  open: sql`b.state = 'open'`,
  settled: sql`b.state = 'settled'`,
  won: sql`b.state = 'settled' and b.result = 'won'`,
  lost: sql`b.state = 'settled' and b.result = 'lost'`,
};

/** A page of the player's bets in a history state, after the cursor (the last bet id of the page before). */
export async function listBets(
  db: Database,
  query: { userId: string; state: BetHistoryState; cursor?: string; limit: number },
  now: Date,
): Promise<SportsbookBets> {
  if (query.cursor !== undefined && !UUID.test(query.cursor)) {
    throw new ApiProblem('invalid_request', { detail: 'The cursor is not one this list gave.' });
  }
  const after = query.cursor
    ? sql`and (b.created_at, b.id) < (select created_at, id from sportsbook_bets where id = ${query.cursor}::uuid)`
    : sql``;
  const rows = await selectBets(
    db,
    sql`b.user_id = ${query.userId}::uuid and ${STATE_FILTERS[query.state]} ${after}`,
    sql`order by b.created_at desc, b.id desc limit ${query.limit + 1}`,
  );
  const bets = await betsToWire(db, rows.slice(0, query.limit), now);
  return { bets, next_cursor: rows.length > query.limit ? (bets.at(-1)?.id ?? null) : null };
}
