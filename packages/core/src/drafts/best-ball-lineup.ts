import type { RosterShape } from './rosters.ts';

export interface ScoredPlayer {
  id: string;
  position: string;
  /** Fantasy points in the scoring period. */
  points: number;
}

export interface BestBallLineup {
  /** Sum of the starters' points, to the hundredth. */
  points: number;
  starters: { slot: string; playerId: string; points: number }[];
}

/**
 * The highest-scoring legal starting lineup from a roster (RULES.md, Best ball: users never set
 * lineups). Exact, not greedy: overlapping slots (NBA's G and W both take an SG) can make the
 * greedy choice wrong. A DP over players with the set of filled slots as state: rosters are at most
 * ~20 players and ~8 slots, so 20 × 2^8 states.
 */
export function bestBallLineup(shape: RosterShape, roster: readonly ScoredPlayer[]): BestBallLineup {
  const slots = shape.starters;
  const full = 1 << slots.length;
  // best[mask] = the best total with exactly the slots in `mask` filled, over the players seen so far.
  let best = new Array<number>(full).fill(Number.NEGATIVE_INFINITY);
  const choice: (readonly [number, number] | null)[][] = [];
  best[0] = 0;
  roster.forEach((player, playerIndex) => {
    const next = [...best];
    const picks = new Array<readonly [number, number] | null>(full).fill(null);
    for (let mask = 0; mask < full; mask++) {
      if (best[mask] === Number.NEGATIVE_INFINITY) continue;
      slots.forEach((slot, slotIndex) => {
        const bit = 1 << slotIndex;
        if (mask & bit || !slot.positions.includes(player.position)) return;
        const total = best[mask]! + player.points;
        if (total > next[mask | bit]!) {
          next[mask | bit] = total;
          picks[mask | bit] = [mask, slotIndex];
        }
      });
    }
    choice[playerIndex] = picks;
    best = next;
  });
  // The fullest lineup with the most points (a roster short of a position leaves its slot empty).
  let end = 0;
  for (let mask = 0; mask < full; mask++) {
    const filled = bitCount(mask);
    const endFilled = bitCount(end);
    if (best[mask] === Number.NEGATIVE_INFINITY) continue;
    if (filled > endFilled || (filled === endFilled && best[mask]! > best[end]!)) end = mask;
  }
  const starters: BestBallLineup['starters'] = [];
  let mask = end;
  for (let playerIndex = roster.length - 1; playerIndex >= 0 && mask !== 0; playerIndex--) {
    // The last player (from the end) who improved `mask` holds its last slot; earlier ones built the rest.
    const step = choice[playerIndex]![mask];
    if (!step) continue;
    const [previous, slotIndex] = step;
    const player = roster[playerIndex]!;
    starters.push({ slot: slots[slotIndex]!.name, playerId: player.id, points: player.points });
    mask = previous;
  }
  starters.reverse();
  return {
    points: Math.round(starters.reduce((sum, starter) => sum + starter.points, 0) * 100) / 100,
    starters,
  };
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count++;
  return count;
}
