import {
  BEST_BALL_ROSTERS,
  chooseAutopick,
  type DraftDelta,
  type DraftPick,
  neededPositions,
  type PickSource,
  snakeSlot,
} from '@kennel/core';
import type { Database } from '../../../platform/db/database.ts';
import type { PlayerPool } from '../player-pool.ts';
import { createDraftsRepo, type DraftRow, type PickRow, type SeatRow } from '../repo.ts';

/**
 * One committed change to a locked draft: the picks it makes and the seats it switches, kept in
 * memory until `commitStep` saves them with the draft row (its version bumped once) in one
 * statement, and the delta to publish after commit.
 */
export interface DraftStep {
  tx: Database;
  draft: DraftRow;
  seats: SeatRow[];
  picks: PickRow[];
  pool: PlayerPool;
  now: Date;
  made: PickRow[];
  changedSeats: Set<number>;
}

/**
 * Opens a step on a draft whose row the transaction holds locked: its seats and picks come from
 * `known` (this process's copy at the locked version) or else from one read.
 */
export async function openStep(
  tx: Database,
  draft: DraftRow,
  pool: PlayerPool,
  now: Date,
  known?: { seats: SeatRow[]; picks: PickRow[] },
): Promise<DraftStep> {
  const { seats, picks } = known ?? (await createDraftsRepo(tx).seatsAndPicks(draft.id));
  return { tx, draft, seats, picks, pool, now, made: [], changedSeats: new Set() };
}

export const totalPicks = (draft: DraftRow) => draft.seats * draft.rounds;

export function seatOnTheClock(step: DraftStep): SeatRow | undefined {
  const { draft } = step;
  if (draft.status !== 'drafting' || draft.currentPick > totalPicks(draft)) return undefined;
  const seat = snakeSlot(draft.currentPick, draft.seats).seat;
  return step.seats.find((row) => row.seat === seat);
}

/** A bot or a seat on autopick drafts the moment it is on the clock. */
export const picksAtOnce = (seat: SeatRow) => seat.userId === null || seat.autopick;

/** Makes the pick on the clock (saved by `commitStep`). */
export function place(step: DraftStep, seat: SeatRow, playerId: string, source: PickSource) {
  const slot = snakeSlot(step.draft.currentPick, step.draft.seats);
  const pick: PickRow = {
    pickNumber: slot.pickNumber,
    round: slot.round,
    seat: seat.seat,
    entryId: seat.entryId,
    playerId,
    source,
    madeAt: step.now,
  };
  step.picks.push(pick);
  step.made.push(pick);
  step.draft.currentPick += 1;
  return pick;
}

/** The autopick (queue, then the player's rankings, then ADP at a needed position) for the seat on the clock. */
export async function autopick(step: DraftStep, seat: SeatRow): Promise<PickRow> {
  const shape = BEST_BALL_ROSTERS[step.draft.sportId];
  if (!shape) throw new Error(`no best ball roster for ${step.draft.sportId}`);
  const taken = new Set(step.picks.map((pick) => pick.playerId));
  const available = step.pool.players.filter((player) => !taken.has(player.id));
  const drafted = step.picks
    .filter((pick) => pick.seat === seat.seat)
    .map((pick) => step.pool.byId.get(pick.playerId)?.position ?? '');
  // A bot picks from memory; a player's queue and rankings are read fresh (a queue edit elsewhere need not bump the version).
  const { queue, rankings } =
    seat.userId === null
      ? { queue: seat.queue, rankings: [] }
      : await createDraftsRepo(step.tx).autopickLists(
          seat.entryId,
          seat.userId,
          step.draft.sportId,
          step.draft.slateId,
        );
  const choice = chooseAutopick({ shape, available, drafted, queue, rankings });
  if (!choice) throw new Error(`draft ${step.draft.id}: no player left to draft`);
  return place(step, seat, choice.player.id, seat.userId === null ? 'bot' : choice.reason);
}

/**
 * After a pick: the next seat goes on the clock with a fresh deadline (the clock resets every pick),
 * and while that seat is a bot or on autopick it drafts at once; the draft completes after its last pick.
 */
export async function advance(step: DraftStep): Promise<void> {
  const { draft } = step;
  for (;;) {
    if (draft.currentPick > totalPicks(draft)) {
      draft.status = 'complete';
      draft.deadlineAt = null;
      draft.completedAt = step.now;
      return;
    }
    const seat = seatOnTheClock(step);
    if (!seat)
      throw new Error(`draft ${draft.id}: no seat ${snakeSlot(draft.currentPick, draft.seats).seat}`);
    if (!picksAtOnce(seat)) {
      draft.deadlineAt = new Date(step.now.getTime() + draft.pickClockMs);
      return;
    }
    await autopick(step, seat);
  }
}

/** Switches a seat's autopick (saved by `commitStep`). */
export function switchSeat(step: DraftStep, seat: SeatRow, autopickOn: boolean, timedOut: boolean) {
  if (seat.autopick === autopickOn && seat.timedOut === timedOut) return;
  seat.autopick = autopickOn;
  seat.timedOut = timedOut;
  step.changedSeats.add(seat.seat);
}

/** Saves the step's picks, switched seats and the draft (version bumped once) in one statement; answers what changed. */
export async function commitStep(step: DraftStep): Promise<DraftDelta> {
  step.draft.version += 1;
  const switched = step.seats.filter((seat) => step.changedSeats.has(seat.seat));
  await createDraftsRepo(step.tx).saveStep(step.draft, step.made, switched);
  return deltaOf(step);
}

export function pickToWire(pick: PickRow, pool: PlayerPool): DraftPick {
  const player = pool.byId.get(pick.playerId);
  return {
    pick_number: pick.pickNumber,
    round: pick.round,
    seat: pick.seat,
    player_id: pick.playerId,
    player_name: player ? `${player.firstName} ${player.lastName}` : pick.playerId,
    position: player?.position ?? '',
    team: player?.team ?? null,
    source: pick.source,
    made_at: pick.madeAt.toISOString(),
  };
}

export function onTheClockSeatNumber(draft: DraftRow): number | null {
  if (draft.status !== 'drafting' || draft.currentPick > totalPicks(draft)) return null;
  return snakeSlot(draft.currentPick, draft.seats).seat;
}

function deltaOf(step: DraftStep): DraftDelta {
  const { draft } = step;
  return {
    draft_id: draft.id,
    version: draft.version,
    status: draft.status,
    picks: step.made.map((pick) => pickToWire(pick, step.pool)),
    current_pick: draft.currentPick,
    on_the_clock_seat: onTheClockSeatNumber(draft),
    deadline_at: draft.deadlineAt?.toISOString() ?? null,
    server_now: step.now.toISOString(),
    seats: step.seats
      .filter((seat) => step.changedSeats.has(seat.seat))
      .map((seat) => ({ seat: seat.seat, autopick: seat.autopick, timed_out: seat.timedOut })),
  };
}

/** Positions the seat's starting lineup still needs (RULES.md rosters). */
export function needsOf(step: Pick<DraftStep, 'draft' | 'picks' | 'pool'>, seat: number): string[] {
  const shape = BEST_BALL_ROSTERS[step.draft.sportId];
  if (!shape) return [];
  const drafted = step.picks
    .filter((pick) => pick.seat === seat)
    .map((pick) => step.pool.byId.get(pick.playerId)?.position ?? '');
  return [...neededPositions(shape, drafted)];
}
