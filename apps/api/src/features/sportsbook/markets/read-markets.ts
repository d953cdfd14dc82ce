import {
  pickemStatOf,
  type SportId,
  type SportsbookMarket,
  type SportsbookMarkets,
  type StatLine,
  selectionIdOf,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import type { StoredSelection } from '../../../platform/db/schema/sportsbook.ts';
import { MARKET_PLAYER_LINE, pricedOnCurrent, statValueOf } from './priced-state.ts';

interface Row {
  id: string;
  game_id: string;
  sport_id: SportId;
  kind: SportsbookMarket['kind'];
  line: number | null;
  player_id: string | null;
  player_name: string | null;
  stat: string | null;
  selections: StoredSelection[];
  status: SportsbookMarket['status'];
  in_game: boolean;
  version: number;
  updated_at: Date | string;
  starts_at: Date | string;
  game_status: SportsbookMarkets['events'][number]['status'];
  home_team_id: string;
  away_team_id: string;
  home_score: number;
  away_score: number;
  priced_home_score: number;
  priced_away_score: number;
  priced_value: number | null;
  player_line: StatLine | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** A player's name as a slip shows it, in SQL, for the players table aliased `p`. */
export const PLAYER_NAME = sql.raw(`p.first_name || ' ' || p.last_name`);

/** What a prop's stat is called ("Points", "Passing yards"): pick'em's label. */
export const statLabelOf = (sport: SportId, stat: string | null) =>
  stat === null ? null : (pickemStatOf(sport, stat)?.label ?? stat);

/** A market as the wire shows it. */
export function marketToWire(
  row: Pick<
    Row,
    | 'id'
    | 'game_id'
    | 'sport_id'
    | 'kind'
    | 'line'
    | 'player_id'
    | 'player_name'
    | 'stat'
    | 'selections'
    | 'status'
    | 'in_game'
    | 'version'
    | 'updated_at'
  >,
): SportsbookMarket {
  return {
    id: row.id,
    game_id: row.game_id,
    kind: row.kind,
    line: row.line,
    player_id: row.player_id,
    player_name: row.player_name,
    stat: row.stat,
    stat_label: statLabelOf(row.sport_id, row.stat),
    status: row.status,
    price_version: Number(row.version),
    in_game: row.in_game,
    selections: row.selections.map((selection) => ({
      id: selectionIdOf(row.id, selection.key),
      key: selection.key,
      price: selection.price,
    })),
    updated_at: iso(row.updated_at),
  };
}

/**
 * An in-game market priced before the latest score (or its player's stat) shows suspended, as a
 * bet on it is answered, until the market maker's next run writes the bet stop.
 */
function shownStatus(row: Row): Row['status'] {
  if (row.status !== 'open' || !row.in_game) return row.status;
  const pricedOn = {
    home: Number(row.priced_home_score),
    away: Number(row.priced_away_score),
    value: row.priced_value === null ? null : Number(row.priced_value),
  };
  const now = {
    home: Number(row.home_score),
    away: Number(row.away_score),
    value: statValueOf(row.sport_id, row.stat, row.player_line),
  };
  return pricedOnCurrent({ pricedOn, now }) ? 'open' : 'suspended';
}

/** The markets on offer (open, and suspended for a bet stop), by game, soonest game first: one statement. */
export async function readMarkets(
  db: Database,
  sport: SportId | undefined,
  now: Date,
): Promise<SportsbookMarkets> {
  const rows = await selectRows<Row>(
    db,
    sql`select m.id, m.game_id, m.sport_id, m.kind, m.line, m.player_id, ${PLAYER_NAME} as player_name, m.stat,
          m.selections, m.status, m.in_game, m.version, m.updated_at, g.starts_at, g.status as game_status,
          g.home_team_id, g.away_team_id, g.home_score, g.away_score, m.priced_home_score, m.priced_away_score,
          m.priced_value, ${MARKET_PLAYER_LINE} as player_line
        from sportsbook_markets m join games g on g.id = m.game_id left join players p on p.id = m.player_id
        where m.status <> 'closed' ${sport ? sql`and m.sport_id = ${sport}` : sql``}
        order by g.starts_at, g.id,
          array_position(array['moneyline', 'spread', 'total', 'player_prop'], m.kind), m.stat, player_name, m.id`,
  );
  const events = new Map<string, SportsbookMarkets['events'][number]>();
  for (const row of rows) {
    let event = events.get(row.game_id);
    if (!event) {
      event = {
        game_id: row.game_id,
        sport_id: row.sport_id,
        starts_at: iso(row.starts_at),
        status: row.game_status,
        home_team_id: row.home_team_id,
        away_team_id: row.away_team_id,
        home_score: Number(row.home_score),
        away_score: Number(row.away_score),
        markets: [],
      };
      events.set(row.game_id, event);
    }
    event.markets.push(marketToWire({ ...row, status: shownStatus(row) }));
  }
  return { events: [...events.values()], as_of: now.toISOString() };
}
