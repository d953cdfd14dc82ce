import {
  impliedProbability,
  liveFinals,
  liveTotals,
  type Market,
  marketsFromFinals,
  priced as pricedSelections,
  propLineOf,
  propMarketOf,
  propValueOf,
  SPORTSBOOK_MARGIN,
  type StatLine,
  sportsbookProgress,
} from '@kennel/core';
import type { StoredSelection } from '../../../platform/db/schema/sportsbook.ts';
import type { PlayedOut } from './game-finals.ts';
import type { BookGame, MarketRow } from './world-reads.ts';

/** How long a game's markets stay suspended after a scoring play (the bet stop) before reopening at new prices. */
export const BET_STOP_MS = 5_000;

/** A market as it is to be written: its new state and the version it replaces (0: a new market). */
export interface MarketWrite {
  id: string;
  game_id: string;
  sport_id: BookGame['sport_id'];
  kind: Market['kind'];
  line: number | null;
  player_id: string | null;
  stat: string | null;
  selections: StoredSelection[];
  outcomes: number[] | null;
  status: MarketRow['status'];
  in_game: boolean;
  version: number;
  suspended_until: string | null;
  priced_home_score: number;
  priced_away_score: number;
  /** A prop's player's total it was priced at (null on the game markets). */
  priced_value: number | null;
  /**
   * Whether its line, prices, quantiles or in-game flag may differ from the stored market's (a new
   * market, a re-pricing). False: only its status, bet stop and the state it was priced at change,
   * so the write leaves the rest of the row as it is (write-markets.ts).
   */
  repriced: boolean;
}

/** A market's id: `sb:<game>:<kind>`, or `sb:<game>:prop:<player>:<stat>` for a player prop. */
export function marketIdOf(gameId: string, market: Pick<Market, 'kind' | 'prop'>): string {
  return market.prop
    ? `sb:${gameId}:prop:${market.prop.playerId}:${market.prop.stat}`
    : `sb:${gameId}:${market.kind}`;
}

const OVER: ReadonlySet<BookGame['status']> = new Set(['final', 'cancelled']);

/** Whether the game is under way at `now` (started by the clock even before its first event). */
export function isUnderWay(game: BookGame, now: Date): boolean {
  return game.status === 'in_progress' || (game.status === 'scheduled' && game.starts_at <= now);
}

/**
 * The least move of a side's chance (implied by its price) that re-prices an open market on its
 * own: in-game prices drift with the clock every run, and a book moves them in steps, not by every
 * cent of odds (a score, a new line or a reopening after a bet stop re-prices at once). A price
 * left standing is never more than this from the fair one plus the margin, so no bet at it has an
 * edge; the next run compares with what stands, so the drift never adds up past it.
 */
export const PRICE_STEP = 0.01;

const closePrice = (a: StoredSelection, b: StoredSelection | undefined) =>
  b !== undefined &&
  a.key === b.key &&
  Math.abs(impliedProbability(a.price) - impliedProbability(b.price)) < PRICE_STEP;

const samePrices = (a: readonly StoredSelection[], b: readonly StoredSelection[]) =>
  a.length === b.length && a.every((one, i) => closePrice(one, b[i]));

/** A market to decide on: its line and prices, and (only when it is written) its whole pricing. */
interface Candidate {
  kind: Market['kind'];
  prop?: Market['prop'];
  line: Market['line'];
  selections: readonly StoredSelection[];
  /** The whole market as priced now (its quantiles too): what a write carries. */
  whole: () => Market;
}

/** What a game's markets were last priced from, and what of them was priced (a prop's whole market only once asked for). */
interface Priced {
  inputs: string;
  games: readonly Market[];
  props: (Market | null | undefined)[];
}

/**
 * Per game played out, the markets last priced from it and what they were priced from: a game
 * decided again with the same inputs (its bet stop ending, a run that looks at it again with no
 * new score, clock or stat) is not priced again. Dropped with the game's plays (a new version).
 */
const lastPriced = new WeakMap<PlayedOut, Priced>();

const pricesOf = (market: Pick<Market, 'selections'>): StoredSelection[] =>
  market.selections.map(({ key, price }) => ({ key, price }));

/**
 * The markets a game should show now: priced before the game from its plays, in-game from the
 * score (a prop from the player's total so far) and the time left. A prop with nothing left to
 * bet on is left out (and closed). A prop's line and prices come from its count of plays above
 * the line (core `propLineOf`, no totals built); its whole market, quantiles included, only when
 * a write needs it: most props of a game under way stand where they are at each look.
 */
function pricedMarkets(
  game: BookGame,
  played: PlayedOut,
  currents: readonly number[],
  now: Date,
): Candidate[] {
  const inGame = isUnderWay(game, now);
  const progress = inGame ? sportsbookProgress(game.sport_id, game.period, game.clock_seconds) : 0;
  const score = { home: game.home_score, away: game.away_score };
  const inputs = [inGame, progress, score.home, score.away, ...currents].join('|');
  let priced = lastPriced.get(played);
  if (priced?.inputs !== inputs) {
    const finals = inGame ? liveFinals(played.finals, score, progress) : played.finals;
    priced = { inputs, games: marketsFromFinals(game.sport_id, finals), props: [] };
    lastPriced.set(played, priced);
  }
  const known = priced;
  const candidates: Candidate[] = known.games.map((market) => ({
    ...market,
    selections: pricesOf(market),
    whole: () => market,
  }));
  for (const [index, { prop, totals }] of played.props.entries()) {
    const current = currents[index] ?? 0;
    const whole = () => {
      let market = known.props[index];
      if (market === undefined) {
        const live = inGame ? liveTotals(game.sport_id, prop.stat, totals, current, progress) : totals;
        market = propMarketOf(game.sport_id, prop, live);
        known.props[index] = market;
      }
      return market;
    };
    const quick =
      known.props[index] === undefined
        ? propLineOf(game.sport_id, prop, totals, current, inGame ? progress : null)
        : undefined;
    if (quick === null) continue;
    if (quick === undefined) {
      const market = whole();
      if (market) candidates.push({ ...market, selections: pricesOf(market), whole: () => market });
      continue;
    }
    const counts = { over: quick.above, under: totals.length - quick.above };
    candidates.push({
      kind: 'player_prop',
      prop,
      line: quick.line,
      selections: pricesOf({ selections: pricedSelections(counts, SPORTSBOOK_MARGIN) }),
      whole: () => whole() as Market,
    });
  }
  return candidates;
}

/**
 * What changes in one game's markets at `now` (RULES.md, Sportsbook): new markets priced; prices
 * moved with a new version; the game's markets suspended for a few seconds when the score changed,
 * and a prop when its player's total did (a bet stop), and reopened at new prices after it; closed when the game is over, and a prop when
 * there is nothing left to bet on. `played` is null when the game cannot be priced (no rosters):
 * its markets are then only closed or left alone. `boxScore` is the players' totals so far.
 */
export function decideGame(
  game: BookGame,
  existing: readonly MarketRow[],
  played: PlayedOut | null,
  boxScore: ReadonlyMap<string, StatLine>,
  now: Date,
): MarketWrite[] {
  const byId = new Map(existing.map((market) => [market.id, market]));
  const score = { priced_home_score: game.home_score, priced_away_score: game.away_score };
  const writes: MarketWrite[] = [];
  const write = (row: MarketRow, change: Partial<MarketWrite>) =>
    writes.push({
      id: row.id,
      game_id: game.id,
      sport_id: game.sport_id,
      kind: row.kind,
      line: row.line,
      player_id: row.player_id,
      stat: row.stat,
      selections: row.selections,
      outcomes: row.outcomes,
      status: row.status,
      in_game: row.in_game,
      suspended_until: row.suspended_until?.toISOString() ?? null,
      priced_home_score: row.priced_home_score,
      priced_away_score: row.priced_away_score,
      priced_value: row.priced_value,
      ...change,
      version: row.version + 1,
      repriced: change.selections !== undefined,
    });

  if (OVER.has(game.status) || game.status === 'postponed') {
    const status = game.status === 'postponed' ? 'suspended' : 'closed';
    for (const row of existing) if (row.status !== status) write(row, { status, suspended_until: null });
    return writes;
  }
  if (played === null) return writes;
  const inGame = isUnderWay(game, now);
  const value = propValueOf(game.sport_id);
  const currents = played.props.map(({ prop }) => value(prop.stat, boxScore.get(prop.playerId) ?? {}));
  const valueOfProp = new Map(played.props.map(({ prop }, index) => [prop, currents[index] ?? 0]));
  const offered = new Set<string>();
  for (const market of pricedMarkets(game, played, currents, now)) {
    // A prop is priced from its player's total so far: the state it stands on, with the score.
    const state = {
      ...score,
      priced_value: market.prop ? (valueOfProp.get(market.prop) ?? null) : null,
    };
    const priced = () => {
      const whole = market.whole();
      return {
        line: whole.line,
        selections: pricesOf(whole),
        outcomes: whole.outcomes ?? null,
        in_game: inGame,
        ...state,
      };
    };
    const id = marketIdOf(game.id, market);
    offered.add(id);
    const row = byId.get(id);
    if (!row) {
      writes.push({
        id,
        game_id: game.id,
        sport_id: game.sport_id,
        kind: market.kind,
        player_id: market.prop?.playerId ?? null,
        stat: market.prop?.stat ?? null,
        status: 'open',
        suspended_until: null,
        ...priced(),
        version: 1,
        repriced: true,
      });
      continue;
    }
    // A game market stands on the score, a prop on its player's total alone (its price is made
    // from that and the time left, priced-state.ts): a scoring play stops what it moved, not every
    // prop of the game. A prop priced before the game never saw a stat: going in-game re-prices it
    // anyway (below).
    const moved = market.prop
      ? row.in_game && row.priced_value !== state.priced_value
      : row.priced_home_score !== game.home_score || row.priced_away_score !== game.away_score;
    if (inGame && moved) {
      // A scoring play (or, on a prop, its player's stat moving): no bets until the stop is over
      // (extended by a further change during it).
      write(row, {
        status: 'suspended',
        suspended_until: new Date(now.getTime() + BET_STOP_MS).toISOString(),
        ...state,
      });
      continue;
    }
    if (row.status === 'suspended' && row.suspended_until !== null && row.suspended_until > now) continue;
    const repriced = row.line !== market.line || !samePrices(row.selections, market.selections);
    if (row.status !== 'open' || repriced || row.in_game !== inGame) {
      write(row, { status: 'open', suspended_until: null, ...priced() });
    }
  }
  // A prop no longer offered (its player ruled out, or nothing left to bet on) closes.
  for (const row of existing) {
    if (row.kind === 'player_prop' && !offered.has(row.id) && row.status !== 'closed')
      write(row, { status: 'closed', suspended_until: null });
  }
  return writes;
}

/** When the game's earliest bet stop ends (the next run that has something to do for it), or null. */
export function reopensAt(
  rows: readonly { status: string; suspended_until: string | Date | null }[],
): number | null {
  const ends = rows
    .filter((row) => row.status === 'suspended' && row.suspended_until !== null)
    .map((row) => new Date(row.suspended_until!).getTime());
  return ends.length === 0 ? null : Math.min(...ends);
}
