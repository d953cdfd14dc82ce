import type { SportId } from '../sports/catalog.ts';
import { type Final, type MarketKind, moneylineHasDraw, type SelectionKey } from './markets.ts';
import type { LegResult } from './odds.ts';

/** What a leg was placed on: its market's kind and line at the time, and the side taken. */
export interface LegChoice {
  /** A game market (props are graded on the player's stat line: props.ts). */
  kind: Exclude<MarketKind, 'player_prop'>;
  /** The home side's handicap (spread), the points line (total); null for the moneyline. */
  line: number | null;
  selection: SelectionKey;
  /** The game's sport: it decides the moneyline's shape (three-way where games can end level). */
  sport: SportId;
}

const compare = (a: number, b: number): LegResult => (a > b ? 'won' : a < b ? 'lost' : 'push');

/**
 * Grades a leg on its game's final score (RULES.md, Sportsbook): the moneyline on who won (a level
 * final pushes a two-way moneyline; on a three-way one, priced where games can end level, it wins
 * `draw` and loses home and away, which were priced without the draw), the spread on the home margin plus the
 * handicap, the total against the points line. A whole-number line that the final lands on pushes.
 * A cancelled game voids every leg on it (the caller's call: there is no final).
 */
export function gradeLeg(leg: LegChoice, final: Final): LegResult {
  const { home, away } = final;
  switch (leg.kind) {
    case 'moneyline': {
      if (leg.selection === 'draw') return home === away ? 'won' : 'lost';
      const mine = leg.selection === 'home' ? home : away;
      const theirs = leg.selection === 'home' ? away : home;
      if (mine === theirs && moneylineHasDraw(leg.sport)) return 'lost';
      return compare(mine, theirs);
    }
    case 'spread': {
      const covered = compare(home + (leg.line ?? 0), away);
      if (leg.selection === 'home' || covered === 'push') return covered;
      return covered === 'won' ? 'lost' : 'won';
    }
    case 'total': {
      const over = compare(home + away, leg.line ?? 0);
      if (leg.selection === 'over' || over === 'push') return over;
      return over === 'won' ? 'lost' : 'won';
    }
  }
}
