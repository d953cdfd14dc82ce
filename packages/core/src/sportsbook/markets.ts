import type { SportId } from '../sports/catalog.ts';
import { runGame } from '../sports/simulator/simulate-game.ts';
import type { Game, Player } from '../sports/world-file.ts';
import { type AmericanOdds, americanOddsOf } from './odds.ts';

// A game's sportsbook markets priced from the simulator's own probabilities (RULES.md, Sportsbook):
// the game is played many times with other random draws than the one the world will use, and each
// market's chances are counted from those finals, then priced with the book's margin. Lines sit on
// half points, so a spread or a total never pushes.

/** A simulated final score. */
export interface Final {
  home: number;
  away: number;
}

/** The book's margin over fair odds on each market (4.5%: a fair coin prices −110 on both sides). */
export const SPORTSBOOK_MARGIN = 0.045;

/** Simulated plays of a game that pricing reads: enough for steady chances, cheap enough per game. */
export const MARKET_RUNS = 200;

/** A player's stat whose game totals the plays count (a player prop). */
export interface PropStat {
  playerId: string;
  stat: string;
}

/** What plays of a game gave: each play's final score, and each prop's total in each play. */
export interface PlayedGames {
  finals: Final[];
  /** In the order of the props asked for: one total per play. */
  props: number[][];
}

/**
 * `runs` plays of the game, each with its own random draws (deterministic per seed), starting at
 * play `from`: plays 0–99 and 100–199 are plays 0–199, so a caller may play a game out in parts and
 * let other work run between them. Each play's final score is kept, and the totals of the props
 * named (`value` turns a player's stat line into the prop's total: fantasy points are derived).
 */
export function simulatedGames(
  seed: number | string,
  game: Pick<Game, 'id'>,
  home: readonly Player[],
  away: readonly Player[],
  options: {
    runs?: number;
    from?: number;
    props?: readonly PropStat[];
    value?: (stat: string, line: Record<string, number>) => number;
  } = {},
): PlayedGames {
  const { runs = MARKET_RUNS, from = 0, props = [], value = (stat, line) => line[stat] ?? 0 } = options;
  // Each wanted player's stats are summed by number (a slot per player, an index per stat met),
  // not by name into an object per play's change: this is the innermost loop of pricing a game.
  const slotOf = new Map<string, number>();
  for (const prop of props) if (!slotOf.has(prop.playerId)) slotOf.set(prop.playerId, slotOf.size);
  const statIndex = new Map<string, number>();
  const statNames: string[] = [];
  const played: PlayedGames = { finals: [], props: props.map(() => []) };
  for (let run = from; run < from + runs; run += 1) {
    const { result } = runGame(seed, `${seed}:markets:${game.id}:${run}`, game, home, away);
    let homePoints = 0;
    let awayPoints = 0;
    const sums: (number | undefined)[][] = Array.from({ length: slotOf.size }, () => []);
    for (const play of result.plays) {
      homePoints += play.homePoints;
      awayPoints += play.awayPoints;
      for (const change of play.stats) {
        const slot = slotOf.get(change.player_id);
        if (slot === undefined) continue;
        let stat = statIndex.get(change.stat);
        if (stat === undefined) {
          stat = statNames.length;
          statNames.push(change.stat);
          statIndex.set(change.stat, stat);
        }
        const sum = sums[slot]!;
        sum[stat] = (sum[stat] ?? 0) + change.delta;
      }
    }
    played.finals.push({ home: homePoints, away: awayPoints });
    // Each player's line as the stats credited to him in this play (in the order first met).
    const lines = sums.map((sum) => {
      const line: Record<string, number> = {};
      for (const [stat, total] of sum.entries()) if (total !== undefined) line[statNames[stat]!] = total;
      return line;
    });
    for (const [index, prop] of props.entries())
      played.props[index]!.push(value(prop.stat, lines[slotOf.get(prop.playerId)!]!));
  }
  return played;
}

/** The final scores of `runs` plays of the game from play `from` (simulatedGames without props). */
export function simulatedFinals(
  seed: number | string,
  game: Pick<Game, 'id'>,
  home: readonly Player[],
  away: readonly Player[],
  runs = MARKET_RUNS,
  from = 0,
): Final[] {
  return simulatedGames(seed, game, home, away, { runs, from }).finals;
}

export type MarketKind = 'moneyline' | 'spread' | 'total' | 'player_prop';
export type SelectionKey = 'home' | 'away' | 'draw' | 'over' | 'under';

export interface MarketSelection {
  key: SelectionKey;
  price: AmericanOdds;
  /** The fair chance the finals gave this selection (before the margin). */
  chance: number;
}

export interface Market {
  kind: MarketKind;
  /** A player prop's player and stat. */
  prop?: PropStat;
  /** The home side's handicap (spread) or the points line (total); null for the moneyline. */
  line: number | null;
  selections: MarketSelection[];
  /**
   * What the market is decided on (the home margin, the points total, a player's total) in the
   * plays it was priced from, as OUTCOME_QUANTILES quantiles: a bet taken on another line is
   * valued from them (cash out). Absent on the moneyline, whose question never moves.
   */
  outcomes?: number[];
}

/** Quantiles kept of a line market's outcomes (every 2.5%). */
export const OUTCOME_QUANTILES = 41;

/** The values at 0%, 2.5%, … 100% of the sorted values (the nearest rank): OUTCOME_QUANTILES of them. */
export function quantilesOf(values: readonly number[]): number[] {
  if (values.length === 0) return [];
  const sorted = inAscendingOrder(values) ? values : [...values].sort((a, b) => a - b);
  return Array.from({ length: OUTCOME_QUANTILES }, (_, index) => {
    const rank = Math.round((index / (OUTCOME_QUANTILES - 1)) * (sorted.length - 1));
    return Math.round(sorted[rank]! * 100) / 100;
  });
}

/** Sports whose games can end level: their moneyline is three-way. */
const DRAWS: ReadonlySet<SportId> = new Set(['soccer']);

/** Whether a sport's moneyline is three-way (home/draw/away): its games can end level. */
export function moneylineHasDraw(sport: SportId): boolean {
  return DRAWS.has(sport);
}

/**
 * Whether the values are in ascending order, none NaN (a prop's totals are: game-finals.ts sorts
 * them once, and an in-game total keeps their order): then they need no sorted copy, and a count
 * above a line is a binary search. Checking costs one pass; a sort and a count cost several.
 */
export function inAscendingOrder(values: readonly number[]): boolean {
  for (let index = 1; index < values.length; index++)
    if (!((values[index - 1] as number) <= (values[index] as number))) return false;
  return values.length === 0 || !Number.isNaN(values[0]);
}

/** How many of the ascending values are above `line`. */
function countAbove(sorted: readonly number[], line: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) > line) high = middle;
    else low = middle + 1;
  }
  return sorted.length - low;
}

/** The value below which half the values lie (the lower middle one of an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/**
 * The half-point line next to the median that splits the values most evenly (the lower one when
 * both split alike), and how many values lie above it.
 */
export function evenLine(values: readonly number[]): { line: number; above: number } {
  const sorted = inAscendingOrder(values);
  const middle = Math.floor(sorted ? (values[Math.floor((values.length - 1) / 2)] ?? 0) : median(values));
  const [lower, upper] = [middle - 0.5, middle + 0.5].map((line) => ({
    line,
    above: sorted ? countAbove(values, line) : values.filter((value) => value > line).length,
  })) as [{ line: number; above: number }, { line: number; above: number }];
  const half = values.length / 2;
  return Math.abs(upper.above - half) < Math.abs(lower.above - half) ? upper : lower;
}

/** Prices outcomes counted in `counts` (every final in exactly one), smoothed so none is certain. */
export function priced(counts: Partial<Record<SelectionKey, number>>, margin: number): MarketSelection[] {
  const keys = Object.keys(counts) as SelectionKey[];
  const total = keys.reduce((sum, key) => sum + (counts[key] ?? 0), 0);
  return keys.map((key) => {
    // Laplace smoothing: one imagined outcome each, so a side no run favoured still gets a price.
    const chance = ((counts[key] ?? 0) + 1) / (total + keys.length);
    return { key, chance, price: americanOddsOf(chance, margin) };
  });
}

/**
 * The moneyline, the spread and the total of a game from its simulated finals. The moneyline is
 * home/away (a level final is a push, left out of the chances), or home/draw/away where games can
 * end level. The spread (the home side's handicap) and the total sit on the half point next to the
 * median margin and the median total that splits the finals most evenly.
 */
export function marketsFromFinals(
  sport: SportId,
  finals: readonly Final[],
  margin = SPORTSBOOK_MARGIN,
): Market[] {
  if (finals.length === 0) throw new RangeError('Markets need at least one simulated final');
  const homeWins = finals.filter((final) => final.home > final.away).length;
  const awayWins = finals.filter((final) => final.home < final.away).length;
  const moneyline: Market = {
    kind: 'moneyline',
    line: null,
    selections: moneylineHasDraw(sport)
      ? priced({ home: homeWins, draw: finals.length - homeWins - awayWins, away: awayWins }, margin)
      : priced({ home: homeWins, away: awayWins }, margin),
  };

  // The home side covers when its margin is over the line: a line of 3.5 is the home side giving 3.5.
  const homeMargins = finals.map((final) => final.home - final.away);
  const margins = evenLine(homeMargins);
  const spread: Market = {
    kind: 'spread',
    line: -margins.line,
    selections: priced({ home: margins.above, away: finals.length - margins.above }, margin),
    outcomes: quantilesOf(homeMargins),
  };

  const totals = finals.map((final) => final.home + final.away);
  const points = evenLine(totals);
  const total: Market = {
    kind: 'total',
    line: points.line,
    selections: priced({ over: points.above, under: finals.length - points.above }, margin),
    outcomes: quantilesOf(totals),
  };
  return [moneyline, spread, total];
}
