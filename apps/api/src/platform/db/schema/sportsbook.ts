import {
  type SelectionKey,
  SPORT_IDS,
  SPORTSBOOK_BET_KINDS,
  SPORTSBOOK_BET_RESULTS,
  SPORTSBOOK_BET_STATES,
  SPORTSBOOK_MARKET_KINDS,
  SPORTSBOOK_MARKET_STATUSES,
  SPORTSBOOK_SELECTION_KEYS,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, instant, NO_CENTS, oneOf, textEnum } from './columns.ts';
import { games, players } from './sports.ts';
import { users } from './users.ts';

/**
 * The sportsbook (RULES.md, Sportsbook). A market is one question on one game (moneyline, spread,
 * total) with its current line and prices; `version` moves on every change, and a bet's legs name
 * the version they were placed at. Bets are house-banked through the wallet's stakes; each leg keeps
 * a copy of the line and price it was taken at, so grading needs no market history. Legs are
 * written once; their grades live on the bet (`leg_results`).
 */

/** A selection as stored: its side and American price. */
export interface StoredSelection {
  key: SelectionKey;
  price: number;
}

export const sportsbookMarkets = pgTable(
  'sportsbook_markets',
  {
    /** `sb:<game>:<kind>` (a prop `sb:<game>:prop:<player>:<stat>`): one per game and question, priced again in place. */
    id: text('id').primaryKey(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    sportId: textEnum('sport_id', SPORT_IDS).notNull(),
    kind: textEnum('kind', SPORTSBOOK_MARKET_KINDS).notNull(),
    line: doublePrecision('line'),
    /** A player prop's player and stat (pick'em's stat key); null on the game markets. */
    playerId: text('player_id').references(() => players.id),
    stat: text('stat'),
    selections: jsonb('selections').$type<StoredSelection[]>().notNull(),
    /** A line market's outcome quantiles when last priced (core `Market.outcomes`): cash out values moved lines by them. */
    outcomes: jsonb('outcomes').$type<number[]>(),
    status: textEnum('status', SPORTSBOOK_MARKET_STATUSES).notNull(),
    /** Priced from the live state (the game under way) rather than before it. */
    inGame: boolean('in_game').notNull().default(false),
    version: integer('version').notNull().default(1),
    /** A market suspended around a scoring play (a bet stop) reopens, re-priced, after this instant. */
    suspendedUntil: instant('suspended_until'),
    /** The score it was priced at: a new score means a scoring play, so a bet stop. */
    pricedHomeScore: integer('priced_home_score').notNull().default(0),
    pricedAwayScore: integer('priced_away_score').notNull().default(0),
    /**
     * A prop's player's total it was priced at (null on the game markets): a new total moves the
     * prop's question as a score moves the game's, so bets wait for the next price.
     */
    pricedValue: doublePrecision('priced_value'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    index('sportsbook_markets_game_idx').on(table.gameId),
    index('sportsbook_markets_offered_idx').on(table.sportId).where(sql`${table.status} <> 'closed'`),
    oneOf('sportsbook_markets_sport_check', table.sportId, SPORT_IDS),
    oneOf('sportsbook_markets_kind_check', table.kind, SPORTSBOOK_MARKET_KINDS),
    oneOf('sportsbook_markets_status_check', table.status, SPORTSBOOK_MARKET_STATUSES),
  ],
);

export const sportsbookBets = pgTable(
  'sportsbook_bets',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: textEnum('kind', SPORTSBOOK_BET_KINDS).notNull(),
    state: textEnum('state', SPORTSBOOK_BET_STATES).notNull(),
    result: textEnum('result', SPORTSBOOK_BET_RESULTS),
    stakeCents: cents('stake_cents').notNull(),
    /** The part of the stake paid with promo credit: such a bet is never cashed out (RULES.md, Money). */
    promoStakeCents: cents('promo_stake_cents').notNull().default(NO_CENTS),
    /** Every leg won, at the prices taken, capped at the maximum payout. */
    potentialPayoutCents: cents('potential_payout_cents').notNull(),
    /** The current settlement's payout (a push or void: the stake); null while open. */
    payoutCents: cents('payout_cents'),
    /** The ledger transfer that took the stake. */
    stakeTransferId: uuid('stake_transfer_id').notNull(),
    gameIds: text('game_ids').array().notNull(),
    /** The earliest game start: a self-exclusion refunds the bet only before it. */
    firstGameStartsAt: instant('first_game_starts_at').notNull(),
    createdAt: instant('created_at').notNull(),
    settledAt: instant('settled_at'),
    /** 0 while open; each settlement (a correction settles again) adds one. */
    settlementVersion: integer('settlement_version').notNull().default(0),
    /**
     * The current settlement's grade of each leg, in leg order (null while open): written with the
     * bet's own row, so settling a bet is one row written however many legs it has.
     */
    legResults: text('leg_results').array(),
  },
  (table) => [
    index('sportsbook_bets_user_idx').on(table.userId, table.createdAt),
    index('sportsbook_bets_open_idx').on(table.firstGameStartsAt).where(sql`${table.state} = 'open'`),
    oneOf('sportsbook_bets_kind_check', table.kind, SPORTSBOOK_BET_KINDS),
    oneOf('sportsbook_bets_state_check', table.state, SPORTSBOOK_BET_STATES),
    oneOf('sportsbook_bets_result_check', table.result, SPORTSBOOK_BET_RESULTS),
  ],
);

export const sportsbookLegs = pgTable(
  'sportsbook_legs',
  {
    betId: uuid('bet_id')
      .notNull()
      .references(() => sportsbookBets.id),
    position: integer('position').notNull(),
    marketId: text('market_id')
      .notNull()
      .references(() => sportsbookMarkets.id),
    gameId: text('game_id').notNull(),
    sportId: textEnum('sport_id', SPORT_IDS).notNull(),
    marketKind: textEnum('market_kind', SPORTSBOOK_MARKET_KINDS).notNull(),
    selection: textEnum('selection', SPORTSBOOK_SELECTION_KEYS).notNull(),
    /** The market's line when the leg was taken. */
    line: doublePrecision('line'),
    /** A player prop's player and stat (copied from its market, so grading reads the leg alone). */
    playerId: text('player_id'),
    stat: text('stat'),
    price: integer('price').notNull(),
    priceVersion: integer('price_version').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.betId, table.position] }),
    index('sportsbook_legs_game_idx').on(table.gameId),
    oneOf('sportsbook_legs_selection_check', table.selection, SPORTSBOOK_SELECTION_KEYS),
  ],
);

/** The stat-event sequence each final game's bets were graded at: a later one (a correction) grades them again. */
export const sportsbookGradedGames = pgTable('sportsbook_graded_games', {
  gameId: text('game_id')
    .primaryKey()
    .references(() => games.id),
  seq: integer('seq').notNull(),
  gradedAt: instant('graded_at').notNull(),
  /**
   * Settlements that recorded grading the game's bets: a re-grade moves `seq` on only if none
   * committed since it read the row (one still in flight then may have graded on the scores before it).
   */
  gradings: integer('gradings').notNull().default(0),
});
