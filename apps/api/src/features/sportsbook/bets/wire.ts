import {
  type GameSummary,
  pickemStatValue,
  type SportsbookBet,
  type SportsbookBetResult,
  type StatLine,
} from '@kennel/core';
import type { StoredSelection } from '../../../platform/db/schema/sportsbook.ts';
import { statValueOf } from '../markets/priced-state.ts';
import { statLabelOf } from '../markets/read-markets.ts';
import type { LegToQuote } from './quote.ts';
import type { BetRow, LegRow } from './repo.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A bet and its legs as the wire shows them, with the legs' games and the cash out offer. */
export function betToWire(
  bet: BetRow,
  legs: readonly LegRow[],
  games: readonly GameSummary[],
  cashOutOfferCents: number | null,
): SportsbookBet {
  const gameIds = new Set(legs.map((leg) => leg.gameId));
  return {
    id: bet.id,
    kind: bet.kind,
    state: bet.state,
    result: bet.result,
    stake_cents: bet.stakeCents,
    potential_payout_cents: bet.potentialPayoutCents,
    payout_cents: bet.payoutCents,
    created_at: bet.createdAt.toISOString(),
    settled_at: iso(bet.settledAt),
    legs: [...legs]
      .sort((a, b) => a.position - b.position)
      .map((leg) => ({
        selection_id: `${leg.marketId}.${leg.selection}`,
        market_id: leg.marketId,
        game_id: leg.gameId,
        sport_id: leg.sportId,
        home_team: leg.homeTeam,
        away_team: leg.awayTeam,
        market_kind: leg.marketKind,
        selection: leg.selection,
        line: leg.line,
        player_id: leg.playerId,
        player_name: leg.playerName,
        stat: leg.stat,
        stat_label: statLabelOf(leg.sportId, leg.stat),
        current_value: leg.currentValue,
        price: leg.price,
        price_version: leg.priceVersion,
        result: leg.result,
      })),
    games: games.filter((game) => gameIds.has(game.id)),
    cash_out_offer_cents: bet.state === 'open' ? cashOutOfferCents : null,
  };
}

/** A leg as the bet reads return it (LEGS_JSON): what was taken, its game, its market now, its player's line. */
export interface StoredLeg {
  position: number;
  market_id: string;
  game_id: string;
  sport_id: LegRow['sportId'];
  home_team: string;
  away_team: string;
  market_kind: LegRow['marketKind'];
  selection: LegRow['selection'];
  line: number | null;
  price: number;
  price_version: number;
  player_id: string | null;
  player_name: string | null;
  stat: string | null;
  player_line: StatLine | null;
  game_status: string;
  home: number;
  away: number;
  starts_at: string;
  market_status: LegToQuote['market']['status'];
  market_line: number | null;
  market_in_game: boolean;
  market_selections: StoredSelection[];
  market_outcomes: number[] | null;
  /** The state the market was priced on (priced-state.ts), read with the game's now. */
  market_priced_home: number;
  market_priced_away: number;
  market_priced_value: number | null;
}

export const legFromJson = (leg: StoredLeg, result: SportsbookBetResult | null): LegRow => ({
  position: leg.position,
  marketId: leg.market_id,
  gameId: leg.game_id,
  sportId: leg.sport_id,
  homeTeam: leg.home_team,
  awayTeam: leg.away_team,
  marketKind: leg.market_kind,
  selection: leg.selection,
  line: leg.line,
  playerId: leg.player_id,
  playerName: leg.player_name,
  stat: leg.stat,
  currentValue:
    leg.stat === null || leg.player_line === null
      ? null
      : pickemStatValue(leg.sport_id, leg.stat, leg.player_line),
  price: leg.price,
  priceVersion: leg.price_version,
  result,
});

export const legToQuote = (leg: StoredLeg): LegToQuote => ({
  ...leg,
  market: {
    status: leg.market_status,
    gameStatus: leg.game_status as LegToQuote['market']['gameStatus'],
    inGame: leg.market_in_game,
    startsAt: new Date(leg.starts_at),
    line: leg.market_line,
    selections: leg.market_selections,
    outcomes: leg.market_outcomes,
    pricedOn: {
      home: Number(leg.market_priced_home),
      away: Number(leg.market_priced_away),
      value: leg.market_priced_value === null ? null : Number(leg.market_priced_value),
    },
    now: {
      home: Number(leg.home),
      away: Number(leg.away),
      value: statValueOf(leg.sport_id, leg.stat, leg.player_line),
    },
  },
});
