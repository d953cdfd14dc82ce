import { type DraftDelta, type DraftPick, draftTopic } from '@kennel/core';
import type { SQL } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import type { EventBus } from '../../../platform/realtime/bus.ts';
import type { PlayerPools } from '../player-pool.ts';
import { createDraftsRepo, type DraftRow } from '../repo.ts';
import { createDraftMemory } from './draft-memory.ts';
import {
  advance,
  commitStep,
  type DraftStep,
  openStep,
  pickToWire,
  place,
  seatOnTheClock,
  switchSeat,
} from './draft-step.ts';

export const DRAFT_DELTA = 'draft';

/**
 * How long past its seat's deadline a pick that reached the server in time may still land: it waited
 * behind the draft's row lock (another write to the draft held it). Bounded, so a pick never lands
 * long after its clock ran out; one the sweeper already autopicked for is refused all the same.
 */
export const PICK_LOCK_GRACE_MS = 2_000;

/**
 * A pick is late when it reached the server after its deadline, or got the draft's lock more than
 * the grace after it (it arrived in time but waited too long).
 */
export function pickIsLate(arrivedAt: Date, lockedAt: Date, deadlineAt: Date | null): boolean {
  if (!deadlineAt) return false;
  const deadline = deadlineAt.getTime();
  return arrivedAt.getTime() > deadline || lockedAt.getTime() > deadline + PICK_LOCK_GRACE_MS;
}

export interface DraftEngineOptions {
  db: Database;
  clock: Clock;
  bus: EventBus;
  pools: PlayerPools;
  /**
   * A shorter pick clock than the fast contests' (tests); null keeps theirs. Slow drafts keep their
   * hours: what a test of one is about (the on-the-clock notice, its deadline) needs the real clock.
   */
  maxPickClockMs?: number | null;
  /**
   * Bots think for a human-like moment before each pick (DRAFT_BOT_THINK, development): their
   * moment is the draft's stored deadline, so the clock sweeper of any process makes the pick,
   * after a restart too. The draws in [0, 1) vary it (Math.random unless a test says).
   */
  botsThink?: boolean;
  random?: () => number;
  onPublishError?: (error: unknown) => void;
  onSweepError?: (error: unknown, draftId: string) => void;
  /** Inside the transaction whose pick completed the draft (the ADP job is enqueued there). */
  onDraftComplete?: (tx: Database, draftId: string) => Promise<void>;
  /** Inside the transaction that started the draft, with its players (bots left out). */
  onDraftStarted?: (tx: Database, draft: DraftRow, userIds: readonly string[]) => Promise<void>;
  /** Inside the transaction of a step that put a player (not on autopick) on the clock. */
  onPlayerOnTheClock?: (tx: Database, draft: DraftRow, userId: string) => Promise<void>;
  /**
   * Whether a player may draft now (RULES.md: not during a time-out or exclusion): its facts are
   * read in the step's statement that reads the slate's games, after the draft's lock, and `decide`
   * throws the refusal before the step changes anything. None: everyone may.
   */
  playGuard?: PlayGuard;
}

/** A check of another feature, read with a step's games (drafts import no other feature). */
export interface PlayGuard {
  /** One SQL value: what decides whether `userId` may play at `now`. */
  facts(userId: string, now: Date): SQL;
  /** Throws the refusal when the facts say no. */
  decide(facts: unknown, now: Date): void;
}

const draftNotFound = () => new ApiProblem('not_found', { detail: 'There is no such draft.' });

/**
 * The draft engine (RULES.md, Best ball drafts): every change to a draft runs under a lock on its
 * row (`FOR UPDATE`), so two instances never both accept a pick; deltas go out only after commit.
 */
export function createDraftEngine(options: DraftEngineOptions) {
  // Saves a step; the step that made the last pick also tells onDraftComplete, in its transaction.
  const commit = async (step: Parameters<typeof commitStep>[0]) => {
    const delta = await commitStep(step);
    const moved = step.made.length > 0 || step.draft.startedAt?.getTime() === step.now.getTime();
    const onTheClock = moved && step.draft.deadlineAt ? seatOnTheClock(step) : undefined;
    if (onTheClock?.userId && !onTheClock.autopick) {
      await options.onPlayerOnTheClock?.(step.tx, step.draft, onTheClock.userId);
    }
    if (step.draft.status === 'complete' && step.draft.completedAt?.getTime() === step.now.getTime()) {
      await options.onDraftComplete?.(step.tx, step.draft.id);
    }
    return delta;
  };
  const { db, clock, bus, pools, onPublishError, onSweepError } = options;
  function publish(deltas: readonly (DraftDelta | null)[]) {
    const events = deltas
      .filter((delta): delta is DraftDelta => delta !== null)
      .map((delta) => ({ type: DRAFT_DELTA, topic: draftTopic(delta.draft_id), data: delta }));
    try {
      if (events.length > 0) bus.publish(events);
    } catch (error) {
      onPublishError?.(error);
    }
  }

  // This process's copy of the drafts it moves, trusted only at the version the row lock shows.
  const memory = createDraftMemory();
  const botsThink = options.botsThink ? (options.random ?? Math.random) : null;
  const open = async (tx: Database, draft: DraftRow, now: Date, also?: SQL) =>
    openStep(
      tx,
      draft,
      await pools(tx, draft.sportId, draft.slateId),
      now,
      memory.recall(draft),
      botsThink,
      also,
    );
  /** After the step's transaction committed: the next step on this draft needs no read. */
  const remember = (step: DraftStep | null) => {
    if (step) memory.remember(step.draft, step.seats, step.picks);
  };

  /**
   * Locks the draft's row, then reads the time (after any wait for the lock) and the step. For a
   * player's own action (`player`), the play guard's facts come with the step's games and a
   * refusal is thrown before anything changes.
   */
  async function lockedStep(tx: Database, draftId: string, at?: Date, player?: string): Promise<DraftStep> {
    const draft = await createDraftsRepo(tx).draft(draftId, true);
    if (!draft) throw draftNotFound();
    const now = at ?? clock();
    const guard = player === undefined ? undefined : options.playGuard;
    const step = await open(tx, draft, now, guard?.facts(player as string, now));
    guard?.decide(step.also, now);
    return step;
  }

  /** The player's seats in the step's draft; a draft they hold no seat in is not theirs to know of (404). */
  function seatsOf(step: DraftStep, userId: string) {
    const own = step.seats.filter((seat) => seat.userId === userId);
    if (own.length === 0) throw draftNotFound();
    return own;
  }

  /**
   * The seat on the clock ran out of time: the autopick drafts for it, and it stays on autopick until
   * its player acts (a thinking bot's moment came: it picks). A draft past its close autopicks every
   * pick left instead (nobody timed out).
   */
  async function timeOut(step: DraftStep): Promise<boolean> {
    const seat = seatOnTheClock(step);
    if (!seat) return false;
    const due = step.draft.deadlineAt !== null && step.draft.deadlineAt.getTime() <= step.now.getTime();
    // The deadline as read under the lock decides: a claim that saw an older row (a pick landed
    // since, with a fresh clock) is not a time-out, and nothing is autopicked early or twice.
    if (!step.closed && !due) return false;
    if (!step.closed && seat.userId !== null && !seat.autopick) switchSeat(step, seat, true, true);
    await advance(step, { due });
    return true;
  }

  // Starts answered inside the lobby's transaction, published by `announce` once it commits.
  const started = new Map<string, { delta: DraftDelta; step: DraftStep }>();

  /**
   * `expireClocks`, answering also whether any draft is still on the clock (the sweeper rests
   * longer while none is).
   */
  async function sweepClocks(limit = 20): Promise<{ moved: number; drafting: boolean }> {
    // Most sweeps find nothing: a read of the deadline index spares them the transaction.
    const { expired, drafting } = await createDraftsRepo(db).clocks(clock());
    if (!expired) return { moved: 0, drafting };
    const moved = await inTransaction(db, async (tx) => {
      const now = clock();
      const claimed = await createDraftsRepo(tx).claimExpired(now, limit);
      const out: { delta: DraftDelta; step: DraftStep }[] = [];
      for (const claim of claimed) {
        // A savepoint per draft: one draft's failure leaves the others' moves standing.
        try {
          const moved = await tx.transaction(async (one) => {
            // Read again under the lock the claim took (a statement after it sees every commit).
            const draft = await createDraftsRepo(one).draft(claim.id, true);
            if (draft?.status !== 'drafting') return null;
            const step = await open(one, draft, now);
            if (!(await timeOut(step))) return null;
            return { delta: await commit(step), step };
          });
          if (moved) out.push(moved);
        } catch (error) {
          onSweepError?.(error, claim.id);
        }
      }
      return out;
    });
    for (const { step } of moved) remember(step);
    publish(moved.map(({ delta }) => delta));
    return { moved: moved.length, drafting: true };
  }

  return {
    publish,

    /** The engine's clock (a pick's arrival is taken by it before any wait for the draft's lock). */
    now: () => clock(),

    /**
     * Starts a draft that just filled, inside the transaction that filled it: pick 1 goes on the
     * clock (bots and seats on autopick draft at once). Answers the delta to publish after commit.
     */
    async startDraft(tx: Database, draftId: string, now: Date): Promise<DraftDelta | null> {
      const step = await lockedStep(tx, draftId, now);
      if (step.draft.status !== 'filling') return null;
      step.draft.status = 'drafting';
      step.draft.startedAt = now;
      step.draft.currentPick = 1;
      if (options.maxPickClockMs && step.draft.speed === 'fast')
        step.draft.pickClockMs = Math.min(step.draft.pickClockMs, options.maxPickClockMs);
      await advance(step);
      const players = new Set(step.seats.flatMap((seat) => (seat.userId ? [seat.userId] : [])));
      await options.onDraftStarted?.(tx, step.draft, [...players]);
      const delta = await commit(step);
      started.set(draftId, { delta, step });
      return delta;
    },

    /** After the filling transaction committed: publishes the starts `startDraft` answered. */
    announce(draftIds: readonly string[]) {
      publish(draftIds.map((draftId) => started.get(draftId)?.delta ?? null));
      for (const draftId of draftIds) {
        remember(started.get(draftId)?.step ?? null);
        started.delete(draftId);
      }
    },

    /**
     * A player's pick for the pick on the clock. Idempotent on (draft, pick number): the same pick
     * again answers it; another player for a pick already made is refused.
     */
    async makePick(input: {
      userId: string;
      draftId: string;
      pickNumber: number;
      playerId: string;
      /** When the request reached the server (before any wait for the draft's lock); now unless told. */
      arrivedAt?: Date;
    }): Promise<DraftPick> {
      const arrivedAt = input.arrivedAt ?? clock();
      const { pick, delta, step } = await inTransaction(db, async (tx) => {
        const step = await lockedStep(tx, input.draftId, undefined, input.userId);
        const own = seatsOf(step, input.userId);
        const made = step.picks.find((pick) => pick.pickNumber === input.pickNumber);
        if (made) {
          if (made.playerId !== input.playerId || !own.some((seat) => seat.seat === made.seat))
            throw new ApiProblem('draft_pick_made');
          return { pick: pickToWire(made, step.pool), delta: null, step: null };
        }
        const { draft } = step;
        if (draft.status !== 'drafting') throw new ApiProblem('draft_not_started');
        if (!step.pool.byId.has(input.playerId)) throw new ApiProblem('draft_player_not_draftable');
        // The games as read under the draft's lock: a player whose game has started is nobody's.
        if (step.started.has(input.playerId)) throw new ApiProblem('draft_player_locked');
        // Closed (its slate's first game has come): the autopick makes every pick left, now.
        if (step.closed) {
          await advance(step);
          return { pick: null, delta: await commit(step), step };
        }
        if (input.pickNumber !== draft.currentPick) throw new ApiProblem('draft_pick_not_current');
        const seat = seatOnTheClock(step);
        if (!seat || seat.userId !== input.userId) throw new ApiProblem('draft_not_your_turn');
        // The clock is the server's: a pick that reached it past the deadline belongs to the
        // autopick; one that came in time and waited behind the lock lands within a bounded grace.
        if (pickIsLate(arrivedAt, step.now, draft.deadlineAt))
          throw new ApiProblem('draft_pick_not_current', { detail: 'Your clock ran out for this pick.' });
        if (step.picks.some((pick) => pick.playerId === input.playerId))
          throw new ApiProblem('draft_player_taken');
        const pick = place(step, seat, input.playerId, 'user');
        // Acting ends a time-out's autopick (for all of the player's seats here).
        for (const mine of own) if (mine.timedOut) switchSeat(step, mine, false, false);
        await advance(step);
        return { pick: pickToWire(pick, step.pool), delta: await commit(step), step };
      });
      remember(step);
      publish([delta]);
      if (!pick) throw new ApiProblem('draft_closed');
      return pick;
    },

    /** Turns the autopick on or off for the player's seats; turning it on drafts at once when on the clock. */
    async setAutopick(userId: string, draftId: string, enabled: boolean) {
      const { seats, delta, step } = await inTransaction(db, async (tx) => {
        const step = await lockedStep(tx, draftId, undefined, userId);
        const own = seatsOf(step, userId);
        for (const seat of own) switchSeat(step, seat, enabled, false);
        const onClock = seatOnTheClock(step);
        if (enabled && onClock && own.includes(onClock)) await advance(step);
        const changed = step.changedSeats.size > 0 || step.made.length > 0;
        return {
          seats: own.map((seat) => ({ seat: seat.seat, autopick: seat.autopick, timed_out: seat.timedOut })),
          delta: changed ? await commit(step) : null,
          step: changed ? step : null,
        };
      });
      remember(step);
      publish([delta]);
      return { seats };
    },

    /** Replaces the player's queue here; editing it also ends a time-out's autopick. */
    async setQueue(userId: string, draftId: string, playerIds: readonly string[]) {
      const { queue, delta, step } = await inTransaction(db, async (tx) => {
        const step = await lockedStep(tx, draftId, undefined, userId);
        const own = seatsOf(step, userId);
        const queue = [...new Set(playerIds)];
        const unknown = queue.filter((id) => !step.pool.byId.has(id));
        if (unknown.length > 0)
          throw new ApiProblem('draft_player_not_draftable', {
            detail: `Not in this draft: ${unknown.join(', ')}`,
          });
        const repo = createDraftsRepo(tx);
        for (const seat of own) {
          seat.queue = queue;
          await repo.setQueue(seat.entryId, queue);
          if (seat.timedOut) switchSeat(step, seat, false, false);
        }
        const changed = step.changedSeats.size > 0;
        return { queue, delta: changed ? await commit(step) : null, step: changed ? step : null };
      });
      remember(step);
      publish([delta]);
      return { player_ids: queue };
    },

    /**
     * Closes a draft whose slate's first game has come (the lobby's lock sweep, behind the clock
     * worker): every pick left is autopicked from players whose games have not started, or the
     * draft is cancelled when none is left; one that never started is cancelled. Answers the
     * draft's status after, or null when it was not due to close (or already finished).
     */
    async closeDraft(draftId: string): Promise<DraftRow['status'] | null> {
      const { delta, step } = await inTransaction(db, async (tx) => {
        const step = await lockedStep(tx, draftId);
        const { draft } = step;
        if (!step.closed || (draft.status !== 'drafting' && draft.status !== 'filling'))
          return { delta: null, step: null };
        if (draft.status === 'filling') {
          draft.status = 'cancelled';
          draft.deadlineAt = null;
        } else await advance(step);
        return { delta: await commit(step), step };
      });
      remember(step);
      publish([delta]);
      return step?.draft.status ?? null;
    },

    /**
     * The clock worker's sweep: claims drafts whose deadline passed, whose contest has locked or a
     * game of whose slate has begun (ones another instance holds are skipped), autopicks for each
     * timed-out seat and closes each draft past its close. Answers how many drafts it moved on.
     */
    sweepClocks,

    async expireClocks(limit = 20): Promise<number> {
      return (await sweepClocks(limit)).moved;
    },
  };
}

export type DraftEngine = ReturnType<typeof createDraftEngine>;
export type { DraftRow };
