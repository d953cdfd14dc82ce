import { type CashOutLeg, cashOutOffer, cents, chanceBeyond, fairChances } from '@kennel/core';
import type { StoredSelection } from '../../../platform/db/schema/sportsbook.ts';
import { gradeOneLeg, type LegToGrade } from '../settlement/grade.ts';
import type { TakenLeg } from './legs.ts';
import { takesBets } from './legs.ts';
import type { OfferedMarket } from './repo.ts';

/** A leg as a cash out quote reads it: as settlement grades it, and its market as offered now. */
export interface LegToQuote extends LegToGrade {
  market: Pick<
    OfferedMarket,
    'status' | 'gameStatus' | 'inGame' | 'startsAt' | 'line' | 'outcomes' | 'pricedOn' | 'now'
  > & {
    selections: StoredSelection[];
  };
}

const OVER = new Set(['final', 'cancelled']);

/**
 * The fair chance that a leg still to play wins, from its market as it is now: from the prices
 * (the margin taken out) on the line the leg was taken at; on a line the market has moved from, from
 * the market's outcome quantiles (the home margin over the handicap, a total over or under its
 * line); null when the market has neither.
 */
function chanceNow(leg: LegToQuote): number | null {
  const { market } = leg;
  if (market.line === leg.line) {
    const side = market.selections.findIndex((selection) => selection.key === leg.selection);
    if (side < 0) return null;
    return fairChances(market.selections.map((selection) => selection.price))[side]!;
  }
  if (market.outcomes === null || market.outcomes.length === 0 || leg.line === null) return null;
  if (leg.market_kind === 'spread')
    return chanceBeyond(market.outcomes, -leg.line, leg.selection === 'home' ? 'above' : 'below');
  return chanceBeyond(market.outcomes, leg.line, leg.selection === 'over' ? 'above' : 'below');
}

/**
 * The cash out offer of an open bet now (core's cashOutOffer), or null when none is offered: a
 * leg whose game is over counts with its grade (as settlement will grade it); a leg still to play
 * counts with its fair chance now (chanceNow), which exists only while its market takes bets (not
 * in a bet stop, written or not yet: an in-game price made before the latest score or stat, nor
 * once closed). A bet staked with any promo credit is never cashed out: its
 * offer would turn credit that cannot be withdrawn into cash at once, with no risk (bonus bets are
 * not cashed out at the books players know either).
 */
export function cashOutQuote(
  bet: { stakeCents: number; promoStakeCents: number },
  legs: readonly LegToQuote[],
  now: Date,
): number | null {
  if (bet.promoStakeCents > 0) return null;
  const stakeCents = bet.stakeCents;
  const quoted: CashOutLeg[] = [];
  for (const leg of legs) {
    if (OVER.has(leg.game_status)) {
      quoted.push({ price: leg.price, result: gradeOneLeg(leg) });
      continue;
    }
    const chance = takesBets(leg.market, now) ? chanceNow(leg) : null;
    if (chance === null) return null;
    quoted.push({ price: leg.price, chance });
  }
  return cashOutOffer(cents(stakeCents), quoted);
}

/** A leg just taken, as a quote reads it (its game has not ended: the bet was just taken on it). */
export const quotedLeg = (leg: TakenLeg): LegToQuote => ({
  position: leg.position,
  market_kind: leg.market.kind,
  selection: leg.selection,
  line: leg.market.line,
  price: leg.price,
  game_id: leg.market.gameId,
  sport_id: leg.market.sportId,
  game_status: leg.market.gameStatus,
  home: leg.market.game.home_score,
  away: leg.market.game.away_score,
  stat: leg.market.stat,
  player_line: null,
  market: leg.market,
});
