import {
  BEST_BALL_ROSTERS,
  chooseAutopick,
  type DraftDelta,
  type DraftPick,
  neededPositions,
  type PickSource,
  pickClockAt,
  snakeSlot,
} from '@kennel/core';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import type { PlayerPool } from '../player-pool.ts';
import { createDraftsRepo, type DraftRow, type PickRow, type SeatRow } from '../repo.ts';
import { botPicksAt } from './bot-moment.ts';

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
  /** The slate's first game (or the contest's lock, if earlier): the draft finishes by then. */
  closesAt: Date;
  /** Past `closesAt`, or a game of the slate has begun: every pick left goes to the autopick now. */
  closed: boolean;
  /** Players whose game has started as the step reads the games: nobody may draft them. */
  started: ReadonlySet<string>;
  /** Bots think for a moment before they pick (development): draws in [0, 1); null, they pick at once. */
  botsThink: (() => number) | null;
  /** What `openStep` was asked to read with the games (`also`), as read; undefined when not asked. */
  also: unknown;
}

/**
 * Opens a step on a draft whose row the transaction holds locked: its seats and picks come from
 * `known` (this process's copy at the locked version) or else from one read; the slate's games are
 * always read fresh, after the lock was taken, so a game that started a moment ago counts.
 */
export async function openStep(
  tx: Database,
  draft: DraftRow,
  pool: PlayerPool,
  now: Date,
  known?: { seats: SeatRow[]; picks: PickRow[] },
  botsThink: (() => number) | null = null,
  also?: SQL,
): Promise<DraftStep> {
  const repo = createDraftsRepo(tx);
  const { seats, picks } = known ?? (await repo.seatsAndPicks(draft.id));
  const slate = await repo.slateClock(draft.contestId, now, also);
  const closed = slate.begun || now.getTime() >= slate.closesAt.getTime();
  return {
    tx,
    draft,
    seats,
    picks,
    pool,
    now,
    made: [],
    changedSeats: new Set(),
    closesAt: slate.closesAt,
    closed,
    started: slate.started,
    botsThink,
    also: slate.also,
  };
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

/**
 * The autopick (queue, then the player's rankings, then ADP at a needed position) for the seat on
 * the clock, among players still undrafted whose game has not started. Null when nobody is left.
 */
export async function autopick(step: DraftStep, seat: SeatRow): Promise<PickRow | null> {
  const shape = BEST_BALL_ROSTERS[step.draft.sportId];
  if (!shape) throw new Error(`no best ball roster for ${step.draft.sportId}`);
  const taken = new Set(step.picks.map((pick) => pick.playerId));
  const available = step.pool.players.filter(
    (player) => !taken.has(player.id) && !step.started.has(player.id),
  );
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
  if (!choice) return null;
  return place(step, seat, choice.player.id, seat.userId === null ? 'bot' : choice.reason);
}

/** Picks from the one on the clock to the last that players (not bots) still make. */
function playerPicksLeft(step: DraftStep): number {
  const players = new Set(step.seats.filter((seat) => seat.userId !== null).map((seat) => seat.seat));
  let left = 0;
  for (let pick = step.draft.currentPick; pick <= totalPicks(step.draft); pick++) {
    if (players.has(snakeSlot(pick, step.draft.seats).seat)) left += 1;
  }
  return left;
}

/**
 * After a pick: the next seat goes on the clock with a fresh deadline (the clock resets every pick,
 * shortened when needed so the players' picks left fit before the draft closes), and while that
 * seat is a bot or on autopick it drafts at once (a bot that thinks first gets its moment as the
 * deadline; `due`: the seat on the clock is a bot whose moment has come). Once the draft has
 * closed every pick left is autopicked. The draft completes after its last pick, or is cancelled
 * when no draftable player is left for a pick (its games have all started: its entries are refunded).
 */
export async function advance(step: DraftStep, { due = false }: { due?: boolean } = {}): Promise<void> {
  const { draft } = step;
  for (let first = true; ; first = false) {
    if (draft.currentPick > totalPicks(draft)) {
      draft.status = 'complete';
      draft.deadlineAt = null;
      draft.completedAt = step.now;
      return;
    }
    const seat = seatOnTheClock(step);
    if (!seat)
      throw new Error(`draft ${draft.id}: no seat ${snakeSlot(draft.currentPick, draft.seats).seat}`);
    if (seat.userId === null && !(first && due)) {
      const picksAt = botPicksAt(step, {
        playerPicksLeft: playerPicksLeft(step),
        needs: needsOf(step, seat.seat),
      });
      if (picksAt) {
        draft.deadlineAt = picksAt;
        return;
      }
    }
    if (!step.closed && !picksAtOnce(seat)) {
      const clock = pickClockAt({
        pickClockMs: draft.pickClockMs,
        now: step.now,
        closesAt: step.closesAt,
        playerPicksLeft: playerPicksLeft(step),
      });
      if (clock > 0) {
        draft.deadlineAt = new Date(step.now.getTime() + clock);
        return;
      }
      step.closed = true;
    }
    if (!(await autopick(step, seat))) {
      cancel(step);
      return;
    }
  }
}

/** No draftable player is left for the pick on the clock: the draft cannot finish, so it is cancelled. */
function cancel(step: DraftStep) {
  step.draft.status = 'cancelled';
  step.draft.deadlineAt = null;
  step.draft.completedAt = null;
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

/**
 * The deadline clients show: for a bot thinking on the clock, the pick's whole clock from when it
 * went on it (as a person's would be), not the moment it picks, which only the server needs.
 */
export function shownDeadline(
  draft: DraftRow,
  seats: readonly SeatRow[],
  picks: readonly PickRow[],
  closesAt: Date,
): Date | null {
  const seat = onTheClockSeatNumber(draft);
  if (!draft.deadlineAt || seat === null) return draft.deadlineAt;
  if (seats.find((row) => row.seat === seat)?.userId !== null) return draft.deadlineAt;
  const since = picks.find((pick) => pick.pickNumber === draft.currentPick - 1)?.madeAt ?? draft.startedAt;
  if (!since) return draft.deadlineAt;
  const clockEnds = Math.min(since.getTime() + draft.pickClockMs, closesAt.getTime());
  return new Date(Math.max(clockEnds, draft.deadlineAt.getTime()));
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
    deadline_at: shownDeadline(draft, step.seats, step.picks, step.closesAt)?.toISOString() ?? null,
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
