import {
  type ChangedSelection,
  cents,
  formatCents,
  maxStakeFor,
  payoutOf,
  paysAtLeast,
  type SelectionKey,
  SPORTSBOOK_MAX_PAYOUT,
  SPORTSBOOK_MIN_STAKE,
  type SportsbookBetRequest,
  selectionIdOf,
} from '@kennel/core';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import { pricedOnCurrent } from '../markets/priced-state.ts';
import type { OfferedMarket } from './repo.ts';

type RequestedLeg = SportsbookBetRequest['legs'][number];

/** A leg as it is taken: the market's line and the price the bet gets. */
export interface TakenLeg {
  position: number;
  market: OfferedMarket;
  selection: SelectionKey;
  price: number;
  priceVersion: number;
}

const badLeg = (detail: string) => new ApiProblem('invalid_request', { detail });
const notAllowed = (detail: string) => new ApiProblem('sportsbook_bet_not_allowed', { detail });

/** The market id and side a selection id names (`<market id>.<key>`), or null. */
export function parseSelectionId(selectionId: string): { marketId: string; key: string } | null {
  const dot = selectionId.lastIndexOf('.');
  if (dot <= 0) return null;
  return { marketId: selectionId.slice(0, dot), key: selectionId.slice(dot + 1) };
}

/** The market's state for a bet at `now`: as stored, or suspended, or closed by the clock. */
export function statusNow(
  market: Pick<OfferedMarket, 'status' | 'gameStatus' | 'inGame' | 'startsAt' | 'pricedOn' | 'now'>,
  now: Date,
): OfferedMarket['status'] {
  if (market.status !== 'open') return market.status;
  if (market.gameStatus === 'in_progress') {
    if (!market.inGame) return 'closed';
    // A score (or a prop's stat) committed since these prices: a bet stop the market maker has not
    // written yet. Nothing is taken at prices made before it.
    return pricedOnCurrent(market) ? 'open' : 'suspended';
  }
  if (market.gameStatus !== 'scheduled') return 'closed';
  if (market.inGame) return pricedOnCurrent(market) ? 'open' : 'suspended';
  return market.startsAt.getTime() > now.getTime() ? 'open' : 'closed';
}

/**
 * Whether the market takes bets at `now`: open, its game neither over nor (for a pre-game price)
 * started, and an in-game price made from the game as it stands now.
 */
export function takesBets(
  market: Pick<OfferedMarket, 'status' | 'gameStatus' | 'inGame' | 'startsAt' | 'pricedOn' | 'now'>,
  now: Date,
): boolean {
  return statusNow(market, now) === 'open';
}

/**
 * Checks the legs against the markets as they are now, under the player's lock (RULES.md,
 * Sportsbook): each names a real selection; a parlay's legs come from different games (so never
 * two from one market); a leg on a changed, suspended or closed market is stale, unless the
 * player accepts better odds and the line is the same and its price now pays at least what they
 * saw (then the bet takes the current price); the line is the one the leg names. Throws the first refusal; answers the legs taken.
 */
export function takeLegs(
  request: SportsbookBetRequest,
  markets: ReadonlyMap<string, OfferedMarket>,
  now: Date,
): TakenLeg[] {
  const named = request.legs.map((leg) => {
    const parsed = parseSelectionId(leg.selection_id);
    const market = parsed ? markets.get(parsed.marketId) : undefined;
    if (!parsed || !market) throw badLeg(`There is no sportsbook selection ${leg.selection_id}.`);
    if (!market.selections.some((selection) => selection.key === parsed.key)) {
      throw badLeg(`There is no sportsbook selection ${leg.selection_id}.`);
    }
    return { leg, market, key: parsed.key as SelectionKey };
  });
  if (named.length > 1) {
    if (new Set(named.map(({ market }) => market.id)).size < named.length) {
      throw notAllowed('A parlay takes one leg per market: two legs name the same market.');
    }
    const games = new Set(named.map(({ market }) => market.gameId));
    if (games.size < named.length) {
      throw notAllowed('A parlay takes one leg per game: two legs name the same game.');
    }
  }

  const changed: ChangedSelection[] = [];
  const taken = named.map(({ leg, market, key }, position): TakenLeg => {
    const current = market.selections.find((selection) => selection.key === key)!;
    const status = statusNow(market, now);
    const open = status === 'open';
    const same = market.version === leg.price_version && current.price === leg.price;
    const better =
      request.accept_better_odds === true &&
      (leg.line ?? null) === market.line &&
      paysAtLeast(current.price, leg.price);
    if (!open || !(same || better)) changed.push(changedSelection(market, leg, current.price, status));
    return { position, market, selection: key, price: current.price, priceVersion: market.version };
  });
  if (changed.length > 0) {
    throw new ApiProblem('sportsbook_prices_changed', {
      changed_selections: changed,
      invalid_options: changed.map((one) => ({
        id: one.selection_id,
        line_id: `${one.market_id}@${one.price_version}`,
        prop_id: one.market_id,
      })),
    });
  }
  return taken;
}

function changedSelection(
  market: OfferedMarket,
  leg: RequestedLeg,
  price: number,
  status: OfferedMarket['status'],
): ChangedSelection {
  const { key } = parseSelectionId(leg.selection_id)!;
  const open = status === 'open';
  return {
    selection_id: selectionIdOf(market.id, key),
    market_id: market.id,
    status,
    line: market.line,
    price: open ? price : null,
    price_version: market.version,
  };
}

/** The stake rules (RULES.md, Sportsbook): at least $1, and a payout within $100,000; answers the payout. */
export function checkedPayout(stakeCents: number, legs: readonly TakenLeg[]): number {
  if (stakeCents < SPORTSBOOK_MIN_STAKE) throw notAllowed('The least a bet can stake is $1.00.');
  const prices = legs.map((leg) => leg.price);
  const payout = payoutOf(cents(stakeCents), prices);
  if (payout > SPORTSBOOK_MAX_PAYOUT) {
    const most = maxStakeFor(prices);
    throw notAllowed(
      `A bet pays out at most $100,000.00: at these odds the most you can stake is ${formatCents(most)}.`,
    );
  }
  return payout;
}
