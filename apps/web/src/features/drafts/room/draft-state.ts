import {
  BEST_BALL_ROSTERS,
  type DraftDelta,
  type DraftPick,
  type DraftRoster,
  type DraftState,
  neededPositions,
} from '@kennel/core';
import { roundPick } from '../common/format.ts';

/**
 * What a delta does to the state a client holds: the next version applies; one at or below the
 * current version was already seen (a duplicate, or older than a refetch); anything further ahead
 * means a delta went missing, so only a full refetch can be trusted.
 */
export type DeltaOutcome = { kind: 'applied'; state: DraftState } | { kind: 'ignored' } | { kind: 'gap' };

/** Positions still open in the seat's starting slots, as the server computes them (RULES.md rosters). */
export function rosterNeeds(sport: DraftState['contest']['sport_id'], picks: readonly DraftPick[]): string[] {
  const shape = BEST_BALL_ROSTERS[sport];
  if (!shape) return [];
  return [
    ...neededPositions(
      shape,
      picks.map((pick) => pick.position),
    ),
  ];
}

function rostersAfter(state: DraftState, picks: readonly DraftPick[]): DraftRoster[] {
  const seatsTouched = new Set(picks.map((pick) => pick.seat));
  const allPicks = [...state.picks, ...picks];
  return state.rosters.map((roster) => {
    if (!seatsTouched.has(roster.seat)) return roster;
    const own = allPicks.filter((pick) => pick.seat === roster.seat);
    return {
      seat: roster.seat,
      pick_numbers: own.map((pick) => pick.pick_number),
      needs: rosterNeeds(state.contest.sport_id, own),
    };
  });
}

export function applyDraftDelta(state: DraftState, delta: DraftDelta): DeltaOutcome {
  if (delta.draft_id !== state.id || delta.version <= state.version) return { kind: 'ignored' };
  if (delta.version !== state.version + 1) return { kind: 'gap' };
  const known = new Set(state.picks.map((pick) => pick.pick_number));
  const newPicks = delta.picks.filter((pick) => !known.has(pick.pick_number));
  const changes = new Map(delta.seats.map((change) => [change.seat, change]));
  return {
    kind: 'applied',
    state: {
      ...state,
      version: delta.version,
      status: delta.status,
      current_pick: delta.current_pick,
      on_the_clock_seat: delta.on_the_clock_seat,
      deadline_at: delta.deadline_at,
      server_now: delta.server_now,
      picks: [...state.picks, ...newPicks].sort((a, b) => a.pick_number - b.pick_number),
      rosters: rostersAfter(state, newPicks),
      seats: state.seats.map((seat) => {
        const change = changes.get(seat.seat);
        return change ? { ...seat, autopick: change.autopick, timed_out: change.timed_out } : seat;
      }),
      started_at: state.started_at ?? (delta.status === 'drafting' ? delta.server_now : null),
      completed_at: state.completed_at ?? (delta.status === 'complete' ? delta.server_now : null),
    },
  };
}

/** The signed-in player's seats here (usually one). */
export const yourSeats = (state: DraftState) => state.seats.filter((seat) => seat.is_you);

export function isYourTurn(state: DraftState): boolean {
  return (
    state.status === 'drafting' &&
    state.on_the_clock_seat !== null &&
    state.seats.some((seat) => seat.is_you && seat.seat === state.on_the_clock_seat)
  );
}

/** 1-based round and pick within the round (common/format.ts `roundPick` names it "3.05"). */
export function roundAndPick(pickNumber: number, seatCount: number) {
  const { round, inRound } = roundPick(pickNumber, seatCount);
  return { round, pickInRound: inRound };
}
