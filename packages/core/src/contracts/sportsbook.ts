import { z } from 'zod';
import { GAME_STATUSES, SPORT_IDS } from '../sports/catalog.ts';
import {
  BET_HISTORY_STATES,
  SPORTSBOOK_BET_KINDS,
  SPORTSBOOK_BET_RESULTS,
  SPORTSBOOK_BET_STATES,
  SPORTSBOOK_MARKET_KINDS,
  SPORTSBOOK_MARKET_STATUSES,
  SPORTSBOOK_SELECTION_KEYS,
} from '../sportsbook/model.ts';
import { PARLAY_MAX_LEGS, SPORTSBOOK_MAX_PAYOUT } from '../sportsbook/odds.ts';
import type { Endpoint } from './endpoint.ts';
import { gameSummarySchema } from './sports.ts';
import { timestampField } from './timestamp-field.ts';
import { usePromoField } from './use-promo.ts';

/**
 * Wire contracts of the sportsbook (RULES.md, Sportsbook): markets with American prices, each
 * market's price version moving on every change, bets placed against the version shown, and the
 * player's bets with their legs. Money in cents; prices are whole American odds.
 */

const idSchema = z.string().min(1).max(200);
const americanOdds = z
  .number()
  .int()
  .refine((price) => Math.abs(price) >= 100, 'An American price is at least +100 or at most -100.');

/** A player prop's player and stat (pick'em's stats: `points`, `passing_yards`, `fantasy_points`…); null on game markets. */
const propFields = {
  player_id: z.string().nullable(),
  player_name: z.string().nullable(),
  stat: z.string().nullable(),
  stat_label: z.string().nullable(),
};

export const sportsbookSelectionSchema = z
  .object({
    /** What a bet's leg names: `<market id>.<key>`. */
    id: z.string(),
    key: z.enum(SPORTSBOOK_SELECTION_KEYS),
    price: z.number().int(),
  })
  .meta({ id: 'SportsbookSelection' });

export const sportsbookMarketSchema = z
  .object({
    id: z.string(),
    game_id: z.string(),
    kind: z.enum(SPORTSBOOK_MARKET_KINDS),
    /** The home side's handicap (spread), the points line (total) or the stat line (a player prop); null for the moneyline. */
    line: z.number().nullable(),
    ...propFields,
    status: z.enum(SPORTSBOOK_MARKET_STATUSES),
    /** Moves on every change of line, price or status: what a bet's leg names. */
    price_version: z.number().int(),
    in_game: z.boolean(),
    selections: z.array(sportsbookSelectionSchema),
    updated_at: timestampField,
  })
  .meta({ id: 'SportsbookMarket' });
export type SportsbookMarket = z.infer<typeof sportsbookMarketSchema>;

export const sportsbookEventSchema = z
  .object({
    game_id: z.string(),
    sport_id: z.enum(SPORT_IDS),
    starts_at: timestampField,
    status: z.enum(GAME_STATUSES),
    home_team_id: z.string(),
    away_team_id: z.string(),
    home_score: z.number().int(),
    away_score: z.number().int(),
    markets: z.array(sportsbookMarketSchema),
  })
  .meta({ id: 'SportsbookEvent' });

export const sportsbookMarketsQuerySchema = z.object({
  sport: z.enum(SPORT_IDS).optional(),
});

export const sportsbookMarketsSchema = z
  .object({ events: z.array(sportsbookEventSchema), as_of: timestampField })
  .meta({ id: 'SportsbookMarkets' });
export type SportsbookMarkets = z.infer<typeof sportsbookMarketsSchema>;

/** A leg as the bet slip sends it: the selection at the price and version it showed. */
export const sportsbookLegRequestSchema = z.object({
  selection_id: idSchema,
  price_version: z.number().int().min(0),
  price: americanOdds,
  /** The line shown (spread, total; null or absent for the moneyline): a better price is taken only on it. */
  line: z.number().nullable().optional(),
});

export const sportsbookBetRequestSchema = z.object({
  /** At least $1; the payout cap (RULES.md) and the player's limits are rules: 422. */
  stake_cents: z.number().int().min(1).max(SPORTSBOOK_MAX_PAYOUT),
  /** One leg is a single; two to twelve a parlay (legs from different games: `sportsbook_bet_not_allowed`). */
  legs: z.array(sportsbookLegRequestSchema).min(1).max(PARLAY_MAX_LEGS),
  /** Take a leg at its current price when that pays at least what was shown (the line unchanged). */
  accept_better_odds: z.boolean().optional(),
  /** The player's choice (RULES.md, Money): promo credit before cash only when true. */
  use_promo: usePromoField,
});
export type SportsbookBetRequest = z.infer<typeof sportsbookBetRequestSchema>;

export const sportsbookLegSchema = z
  .object({
    selection_id: z.string(),
    market_id: z.string(),
    game_id: z.string(),
    sport_id: z.enum(SPORT_IDS),
    /** The game's teams by name ("Harbor City Gulls"), so a leg reads without another request. */
    home_team: z.string(),
    away_team: z.string(),
    market_kind: z.enum(SPORTSBOOK_MARKET_KINDS),
    selection: z.enum(SPORTSBOOK_SELECTION_KEYS),
    line: z.number().nullable(),
    ...propFields,
    /** A prop's player's total so far in the game (the box score); null on game markets or before the player has one. */
    current_value: z.number().nullable(),
    price: z.number().int(),
    price_version: z.number().int(),
    /** null until graded. */
    result: z.enum(SPORTSBOOK_BET_RESULTS).nullable(),
  })
  .meta({ id: 'SportsbookLeg' });
export type SportsbookLeg = z.infer<typeof sportsbookLegSchema>;

export const sportsbookBetSchema = z
  .object({
    id: z.string(),
    kind: z.enum(SPORTSBOOK_BET_KINDS),
    state: z.enum(SPORTSBOOK_BET_STATES),
    /** Set once settled. */
    result: z.enum(SPORTSBOOK_BET_RESULTS).nullable(),
    stake_cents: z.number().int(),
    /** What the bet pays back (stake included) if every leg wins, at the prices taken. */
    potential_payout_cents: z.number().int(),
    /** What it paid (settled): winnings with the stake, the stake back on a push or void, 0 lost. */
    payout_cents: z.number().int().nullable(),
    created_at: timestampField,
    settled_at: timestampField.nullable(),
    legs: z.array(sportsbookLegSchema),
    /** The legs' games as they stand (score, clock); the socket's `game:<id>` topics push newer ones. */
    games: z.array(gameSummarySchema),
    /**
     * What the book offers now to settle the open bet early (cash out): its worth at the live prices
     * less the margin; null when none is offered (settled, a leg lost or suspended, a line moved, or
     * any of the stake paid with promo credit).
     */
    cash_out_offer_cents: z.number().int().nullable(),
  })
  .meta({ id: 'SportsbookBet' });
export type SportsbookBet = z.infer<typeof sportsbookBetSchema>;

export const sportsbookBetsQuerySchema = z.object({
  state: z.enum(BET_HISTORY_STATES).default('open'),
  /** The last bet id of the previous page. */
  cursor: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const sportsbookBetsSchema = z
  .object({ bets: z.array(sportsbookBetSchema), next_cursor: z.string().nullable() })
  .meta({ id: 'SportsbookBets' });
export type SportsbookBets = z.infer<typeof sportsbookBetsSchema>;

export const sportsbookCashOutParamsSchema = z.object({ id: z.uuid() });

export const sportsbookCashOutRequestSchema = z.object({
  /** The offer shown: an offer that moved since is refused (422 `sportsbook_cash_out_changed`, with the new one). */
  offer_cents: z.number().int().min(1).max(SPORTSBOOK_MAX_PAYOUT),
});
export type SportsbookCashOutRequest = z.infer<typeof sportsbookCashOutRequestSchema>;

export const SPORTSBOOK_ENDPOINTS = {
  sportsbookMarkets: {
    method: 'GET',
    path: '/v1/sportsbook/markets',
    summary:
      'Open sportsbook markets (moneyline, spread, total, player props) by game, with their price versions',
    auth: false,
    idempotent: false,
    query: sportsbookMarketsQuerySchema,
    status: 200,
    response: sportsbookMarketsSchema,
  },
  placeSportsbookBet: {
    method: 'POST',
    path: '/v1/sportsbook/bets',
    summary:
      'Place a single or a parlay (Idempotency-Key); 422 sportsbook_prices_changed lists changed or suspended selections',
    auth: true,
    idempotent: true,
    paidAction: 'bet',
    playerBudget: 'entries',
    body: sportsbookBetRequestSchema,
    status: 201,
    response: sportsbookBetSchema,
  },
  cashOutSportsbookBet: {
    method: 'POST',
    path: '/v1/sportsbook/bets/:id/cash-out',
    summary:
      'Cash out an open bet at the offer shown (Idempotency-Key); 422 sportsbook_cash_out_changed carries the new offer',
    auth: true,
    idempotent: true,
    playerBudget: 'entries',
    params: sportsbookCashOutParamsSchema,
    body: sportsbookCashOutRequestSchema,
    status: 200,
    response: sportsbookBetSchema,
  },
  sportsbookBets: {
    method: 'GET',
    path: '/v1/sportsbook/bets',
    summary: "The player's bets by history state (open, settled, won, lost), newest first, with legs",
    auth: true,
    idempotent: false,
    query: sportsbookBetsQuerySchema,
    status: 200,
    response: sportsbookBetsSchema,
  },
} as const satisfies Record<string, Endpoint>;

/** The bus event after a player's bets changed (placed, settled, settled again): their sockets get a snapshot. */
export const SPORTSBOOK_BETS_CHANGED = 'sportsbook.bets_changed';

/** The per-player `sportsbook_bets` snapshot: how many bets are open and how many settled. */
export const sportsbookBetsSnapshotSchema = z.object({
  type: z.literal('sportsbook_bets'),
  data: z.object({ open: z.number().int(), settled: z.number().int(), settlements: z.number().int() }),
});
export type SportsbookBetsSnapshot = z.infer<typeof sportsbookBetsSnapshotSchema>;
