import type {
  GameStatus,
  GameSummary,
  SportId,
  SportsbookBetKind,
  SportsbookBetResult,
  SportsbookBetState,
  SportsbookMarket,
  StatLine,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import type { StoredSelection } from '../../../platform/db/schema/sportsbook.ts';
import { type GameRowWithTeams, gameSummaryFromRow, teamColumns } from '../../sports/game-summary.ts';
import { textArray } from '../../sports/upsert.ts';
import { shareMarkets } from '../markets/market-locks.ts';
import { MARKET_PLAYER_LINE, type PricedState, statValueOf } from '../markets/priced-state.ts';
import { PLAYER_NAME } from '../markets/read-markets.ts';

/** A market as a bet reads it, with its game's clock. */
export interface OfferedMarket {
  id: string;
  gameId: string;
  sportId: SportId;
  kind: SportsbookMarket['kind'];
  line: number | null;
  playerId: string | null;
  playerName: string | null;
  stat: string | null;
  selections: StoredSelection[];
  /** A line market's outcome quantiles (cash out values a moved line by them). */
  outcomes: number[] | null;
  status: SportsbookMarket['status'];
  inGame: boolean;
  version: number;
  gameStatus: GameStatus;
  startsAt: Date;
  homeTeam: string;
  awayTeam: string;
  /** The market's game as the wire shows it (read with the market). */
  game: GameSummary;
  /** The game state the prices were made from, and the state now (read in one statement). */
  pricedOn: PricedState;
  now: PricedState;
}

export interface BetRow {
  id: string;
  userId: string;
  kind: SportsbookBetKind;
  state: SportsbookBetState;
  result: SportsbookBetResult | null;
  stakeCents: number;
  /** The part of the stake paid with promo credit. */
  promoStakeCents: number;
  potentialPayoutCents: number;
  payoutCents: number | null;
  stakeTransferId: string;
  gameIds: string[];
  firstGameStartsAt: Date;
  createdAt: Date;
  settledAt: Date | null;
}

export interface LegRow {
  position: number;
  marketId: string;
  gameId: string;
  sportId: SportId;
  /** The teams' names, read with the leg (not stored on it). */
  homeTeam: string;
  awayTeam: string;
  marketKind: SportsbookMarket['kind'];
  selection: StoredSelection['key'];
  line: number | null;
  /** A prop's player and stat (read from its market), and the player's total so far. */
  playerId: string | null;
  playerName: string | null;
  stat: string | null;
  currentValue: number | null;
  price: number;
  priceVersion: number;
  result: SportsbookBetResult | null;
}

export function createBetsRepo(db: Database) {
  return {
    /**
     * The markets a bet names, with their games, held in share mode first (market-locks.ts): a price
     * change waits for the bet's commit, so a bet is never taken at a version already replaced.
     */
    async marketsForBet(marketIds: readonly string[]): Promise<Map<string, OfferedMarket>> {
      await shareMarkets(db, marketIds);
      const rows = await selectRows<
        {
          id: string;
          game_id: string;
          sport_id: SportId;
          kind: SportsbookMarket['kind'];
          line: number | null;
          player_id: string | null;
          player_name: string | null;
          stat: string | null;
          selections: StoredSelection[];
          outcomes: number[] | null;
          status: SportsbookMarket['status'];
          in_game: boolean;
          version: number;
          game_status: GameStatus;
          starts_at: Date | string;
          home_team: string;
          away_team: string;
          priced_home_score: number;
          priced_away_score: number;
          priced_value: number | null;
          player_line: StatLine | null;
        } & Pick<GameRowWithTeams, 'venue' | 'period' | 'clock_seconds' | 'home_score' | 'away_score' | 'seq'>
      >(
        db,
        sql`select m.id, m.game_id, m.sport_id, m.kind, m.line, m.player_id, ${PLAYER_NAME} as player_name, m.stat,
              m.selections, m.outcomes, m.status, m.in_game, m.version, g.status as game_status, g.starts_at, ${TEAM_NAMES},
              g.venue, g.period, g.clock_seconds, g.home_score, g.away_score, g.seq, ${GAME_TEAM_COLUMNS},
              m.priced_home_score, m.priced_away_score, m.priced_value, ${MARKET_PLAYER_LINE} as player_line
            from sportsbook_markets m join games g on g.id = m.game_id left join players p on p.id = m.player_id
              join teams th on th.id = g.home_team_id join teams ta on ta.id = g.away_team_id
            where m.id = any(${textArray(marketIds)}) order by m.id`,
      );
      return new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            gameId: row.game_id,
            sportId: row.sport_id,
            kind: row.kind,
            line: row.line,
            playerId: row.player_id,
            playerName: row.player_name,
            stat: row.stat,
            selections: row.selections,
            outcomes: row.outcomes,
            status: row.status,
            inGame: row.in_game,
            version: Number(row.version),
            gameStatus: row.game_status,
            startsAt: new Date(row.starts_at),
            homeTeam: row.home_team,
            awayTeam: row.away_team,
            game: gameSummaryFromRow({ ...row, id: row.game_id, status: row.game_status }),
            pricedOn: {
              home: Number(row.priced_home_score),
              away: Number(row.priced_away_score),
              value: row.priced_value === null ? null : Number(row.priced_value),
            },
            now: {
              home: Number(row.home_score),
              away: Number(row.away_score),
              value: statValueOf(row.sport_id, row.stat, row.player_line),
            },
          },
        ]),
      );
    },

    /** Writes the bet and its legs: one statement. */
    async insertBet(bet: BetRow, legs: readonly LegRow[]): Promise<void> {
      const row = {
        id: bet.id,
        user_id: bet.userId,
        kind: bet.kind,
        stake_cents: bet.stakeCents,
        promo_stake_cents: bet.promoStakeCents,
        potential_payout_cents: bet.potentialPayoutCents,
        stake_transfer_id: bet.stakeTransferId,
        game_ids: bet.gameIds,
        first_game_starts_at: bet.firstGameStartsAt.toISOString(),
        created_at: bet.createdAt.toISOString(),
      };
      const legRows = legs.map((leg) => ({
        bet_id: bet.id,
        position: leg.position,
        market_id: leg.marketId,
        game_id: leg.gameId,
        sport_id: leg.sportId,
        market_kind: leg.marketKind,
        selection: leg.selection,
        line: leg.line,
        player_id: leg.playerId,
        stat: leg.stat,
        price: leg.price,
        price_version: leg.priceVersion,
      }));
      await db.execute(
        sql`with bet as (
              insert into sportsbook_bets (id, user_id, kind, state, stake_cents, promo_stake_cents,
                potential_payout_cents, stake_transfer_id, game_ids, first_game_starts_at, created_at)
              select x.id, x.user_id, x.kind, 'open', x.stake_cents, x.promo_stake_cents, x.potential_payout_cents,
                x.stake_transfer_id, x.game_ids, x.first_game_starts_at, x.created_at
              from jsonb_to_record(${JSON.stringify(row)}::jsonb) as x(id uuid, user_id uuid, kind text,
                stake_cents bigint, promo_stake_cents bigint, potential_payout_cents bigint, stake_transfer_id uuid, game_ids text[],
                first_game_starts_at timestamptz, created_at timestamptz)
              returning id)
            insert into sportsbook_legs (bet_id, position, market_id, game_id, sport_id, market_kind, selection,
              line, player_id, stat, price, price_version)
            select (select id from bet), x.position, x.market_id, x.game_id, x.sport_id, x.market_kind,
              x.selection, x.line, x.player_id, x.stat, x.price, x.price_version
            from jsonb_to_recordset(${JSON.stringify(legRows)}::jsonb) as x(bet_id uuid, position int,
              market_id text, game_id text, sport_id text, market_kind text, selection text,
              line double precision, player_id text, stat text, price int, price_version int)`,
      );
    },

    /** The player's open and settled bets, and their settlements so far (each correction is one more). */
    async counts(userId: string): Promise<{ open: number; settled: number; settlements: number }> {
      const [row] = await selectRows<{
        open: string | number;
        settled: string | number;
        settlements: string | number;
      }>(
        db,
        sql`select count(*) filter (where state = 'open') as open, count(*) filter (where state = 'settled') as settled,
              coalesce(sum(settlement_version), 0) as settlements
            from sportsbook_bets where user_id = ${userId}::uuid`,
      );
      return {
        open: Number(row?.open ?? 0),
        settled: Number(row?.settled ?? 0),
        settlements: Number(row?.settlements ?? 0),
      };
    },

    /**
     * The player's open bets none of whose games has started (self-exclusion refunds them, RULES.md,
     * Responsible gaming), locked. A game has not started while it is scheduled and its start (as it
     * stands now, not as it was when the bet was taken) is ahead, or while it is postponed: a
     * postponed game never started, whenever it was first due to.
     */
    async lockUnstartedOpenBets(userId: string, now: Date): Promise<BetRow[]> {
      const rows = await selectRows<BetWire>(
        db,
        sql`select ${BET_COLUMNS} from sportsbook_bets b
            where b.user_id = ${userId}::uuid and b.state = 'open'
              and not exists (select 1 from games g where g.id = any(b.game_ids)
                and not (g.status = 'postponed'
                  or (g.status = 'scheduled' and g.starts_at > ${now.toISOString()}::timestamptz)))
            order by b.id for update of b`,
      );
      return rows.map(betFromRow);
    },

    async markRefunded(betId: string, now: Date): Promise<void> {
      await db.execute(
        sql`update sportsbook_bets set state = 'settled', result = 'void', payout_cents = stake_cents,
              settled_at = ${now.toISOString()}::timestamptz, leg_results = array_fill('void'::text, array[cardinality(game_ids)])
            where id = ${betId}::uuid`,
      );
    },
  };
}

/** A game's teams (`th`, `ta`) as a game summary reads them (`h_…`, `a_…`). */
const GAME_TEAM_COLUMNS = sql.raw(`${teamColumns('th', 'h')}, ${teamColumns('ta', 'a')}`);

/** core's `teamName` in SQL, for the teams table aliased `alias`: a soccer club by its own name. */
export const teamNameSql = (alias: 'th' | 'ta') =>
  sql.raw(
    `case when ${alias}.sport_id = 'soccer' then ${alias}.nickname else ${alias}.location || ' ' || ${alias}.nickname end`,
  );

export const TEAM_NAMES = sql`${teamNameSql('th')} as home_team, ${teamNameSql('ta')} as away_team`;

/** The bet columns every read selects (aliased `b`). */
export const BET_COLUMNS = sql`b.id, b.user_id, b.kind, b.state, b.result, b.stake_cents, b.promo_stake_cents, b.potential_payout_cents,
  b.payout_cents, b.stake_transfer_id, b.game_ids, b.first_game_starts_at, b.created_at, b.settled_at, b.leg_results`;

export interface BetWire {
  id: string;
  user_id: string;
  kind: SportsbookBetKind;
  state: SportsbookBetState;
  result: SportsbookBetResult | null;
  stake_cents: string | number;
  promo_stake_cents: string | number;
  potential_payout_cents: string | number;
  payout_cents: string | number | null;
  stake_transfer_id: string;
  game_ids: string[];
  first_game_starts_at: Date | string;
  created_at: Date | string;
  settled_at: Date | string | null;
  leg_results: SportsbookBetResult[] | null;
}

export function betFromRow(row: BetWire): BetRow {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    state: row.state,
    result: row.result,
    stakeCents: Number(row.stake_cents),
    promoStakeCents: Number(row.promo_stake_cents),
    potentialPayoutCents: Number(row.potential_payout_cents),
    payoutCents: row.payout_cents === null ? null : Number(row.payout_cents),
    stakeTransferId: row.stake_transfer_id,
    gameIds: row.game_ids,
    firstGameStartsAt: new Date(row.first_game_starts_at),
    createdAt: new Date(row.created_at),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
  };
}
