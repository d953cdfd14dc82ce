import { propValueOf, type SportId, type StatLine } from '@kennel/core';
import { sql } from 'drizzle-orm';

/**
 * The game state a price stands on: the score, and on a prop its player's total so far (null on
 * the game markets). A market keeps the state it was priced from (`priced_*`); a bet or a cash
 * out reads it in the same statement as the game now, so a score or a stat committed since the
 * last price is seen even before the market maker's next run writes the bet stop.
 */
export interface PricedState {
  home: number;
  away: number;
  value: number | null;
}

/** A prop's player's stat line in its game now, for markets `m` (null on the game markets or before any stat). */
export const MARKET_PLAYER_LINE = sql`case when m.player_id is not null then (select s.stats from player_game_stats s
  where s.game_id = m.game_id and s.player_id = m.player_id) end`;

/** A prop's total in its player's line as the market maker prices it (no line yet: 0); null without a stat. */
export function statValueOf(sport: SportId, stat: string | null, line: StatLine | null): number | null {
  return stat === null ? null : propValueOf(sport)(stat, line ?? {});
}

/**
 * Whether the prices were made from the state now. A game market stands on the score; a prop on
 * its player's total alone (its price is made from that total and the time left, never from the
 * score), so a scoring play stops the game's markets and the props of the players in it, not every
 * prop of the game. A prop priced before its total was known never is current.
 */
export function pricedOnCurrent(market: { pricedOn: PricedState; now: PricedState }): boolean {
  const { pricedOn, now } = market;
  if (now.value !== null) return pricedOn.value === now.value;
  return pricedOn.home === now.home && pricedOn.away === now.away;
}
