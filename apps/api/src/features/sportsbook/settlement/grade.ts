import {
  type BetOutcome,
  cents,
  gradeLeg,
  gradeProp,
  type LegResult,
  type SelectionKey,
  type SportId,
  type SportsbookMarket,
  type StatLine,
  settleBet,
} from '@kennel/core';

/** A leg as settlement reads it: what was taken, its game as it stands, and (a prop) its player's box score. */
export interface LegToGrade {
  position: number;
  market_kind: SportsbookMarket['kind'];
  selection: SelectionKey;
  line: number | null;
  price: number;
  game_id: string;
  sport_id: SportId;
  game_status: string;
  home: number;
  away: number;
  /** A prop's stat, and its player's stat line in the game (null: no line, the player did not play). */
  stat: string | null;
  player_line: StatLine | null;
}

/** One leg's result on its game: a cancelled game voids it; a prop is graded on its player's line. */
export function gradeOneLeg(leg: LegToGrade): LegResult {
  if (leg.game_status === 'cancelled') return 'void';
  if (leg.market_kind === 'player_prop') {
    const selection = leg.selection === 'under' ? 'under' : 'over';
    return gradeProp(leg.sport_id, { stat: leg.stat ?? '', line: leg.line ?? 0, selection }, leg.player_line);
  }
  return gradeLeg(
    { kind: leg.market_kind, line: leg.line, selection: leg.selection, sport: leg.sport_id },
    { home: Number(leg.home), away: Number(leg.away) },
  );
}

/** Each leg's result, and the bet's outcome from them (core's settleBet). */
export function gradeBet(
  stakeCents: number,
  legs: readonly LegToGrade[],
): { results: LegResult[]; outcome: BetOutcome } {
  const results = legs.map(gradeOneLeg);
  const outcome = settleBet(
    cents(stakeCents),
    legs.map((leg, index) => ({ price: leg.price, result: results[index]! })),
  );
  return { results, outcome };
}
