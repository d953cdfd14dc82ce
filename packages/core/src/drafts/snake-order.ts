/**
 * Snake order (RULES.md, Best ball): round r goes seats 1→N when r is odd and N→1 when even.
 * Pick numbers, rounds and seats count from 1.
 */

export interface PickSlot {
  pickNumber: number;
  round: number;
  /** The seat on the clock for this pick. */
  seat: number;
}

export function snakeSlot(pickNumber: number, seats: number): PickSlot {
  if (!Number.isInteger(pickNumber) || pickNumber < 1)
    throw new RangeError(`Not a pick number: ${pickNumber}`);
  if (!Number.isInteger(seats) || seats < 1) throw new RangeError(`Not a draft size: ${seats}`);
  const round = Math.ceil(pickNumber / seats);
  const indexInRound = pickNumber - (round - 1) * seats;
  const seat = round % 2 === 1 ? indexInRound : seats - indexInRound + 1;
  return { pickNumber, round, seat };
}

export function snakeSeatForPick(pickNumber: number, seats: number): number {
  return snakeSlot(pickNumber, seats).seat;
}

/** The pick numbers a seat makes over a draft of `rounds` rounds. */
export function picksOfSeat(seat: number, seats: number, rounds: number): number[] {
  const picks: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const indexInRound = round % 2 === 1 ? seat : seats - seat + 1;
    picks.push((round - 1) * seats + indexInRound);
  }
  return picks;
}
