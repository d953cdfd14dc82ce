import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { inBackground } from '../db/background.ts';
import type { Database } from '../db/database.ts';
import type { JobRow } from '../db/schema/jobs.ts';
import type { EventBus } from '../realtime/bus.ts';
import { DEFAULT_RETRY, type JobDefinition } from './job.ts';
import { type RegisteredJob, runJobToRecord } from './run-job.ts';
import {
  claimDue,
  claimDueJobs,
  claimRecurringNow,
  insertJob,
  insertJobs,
  JOBS_CHANNEL,
  makeRecurringDue,
  msUntilNextDue,
  registerRecurring,
} from './store.ts';

/** After a claim found nothing due (another instance took it), the pause before reading again. */
const MISSED_CLAIM_PAUSE_MS = 1_000;

/** The poll once woken by NOTIFY (`wakeOn`): only a fallback, as every enqueue and `dueNow` wakes the queues. */
export const WOKEN_POLL_MS = 30_000;
/**
 * An enqueue inside a caller's transaction sends no NOTIFY (store.ts says why): the queue that made
 * it looks again every LOOK_EVERY_MS for LOOK_AFTER_TRANSACTION_MS, by which the transaction has
 * committed (one index-only read a look; other instances find it by their poll).
 */
const LOOK_AFTER_TRANSACTION_MS = 2_000;
const LOOK_EVERY_MS = 100;

export interface JobQueueOptions {
  db: Database;
  logger: FastifyBaseLogger;
  /** How long a claim keeps other instances off a job; renewed while it runs. */
  leaseMs?: number;
  /**
   * The wait between looks for due work when the last look found none, until `wakeOn` has the
   * queue woken by NOTIFY (then `WOKEN_POLL_MS`, or its own fallback).
   */
  pollMs?: number;
  /** Jobs this instance runs at once. */
  concurrency?: number;
}

export interface EnqueueOptions {
  /** Enqueue inside the caller's transaction: the job exists only if that commits. */
  executor?: Database;
  /** A second enqueue with the same kind and key is ignored (answers null). */
  uniqueKey?: string;
  runAt?: Date;
  delayMs?: number;
}

/**
 * The job queue every instance runs (see store.ts for the table): define kinds, enqueue them, and
 * `start` a loop that claims due jobs, runs them, and retries, reschedules or buries them.
 */
export function createJobQueue({
  db,
  logger,
  leaseMs = 60_000,
  pollMs: firstPollMs = 1_000,
  concurrency = 4,
}: JobQueueOptions) {
  let pollMs = firstPollMs;
  const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const kinds = new Map<string, RegisteredJob>();
  const active = new Set<Promise<unknown>>();
  let loop: Promise<void> | null = null;
  let stopping = false;
  let wake: () => void = () => undefined;
  let stopWakeups: (() => Promise<void>) | null = null;

  function definitionOf(kind: string): RegisteredJob {
    const registered = kinds.get(kind);
    if (!registered) throw new Error(`no job kind "${kind}" is defined`);
    return registered;
  }

  /** Kinds this instance is running now, with how many runs of each. */
  const runningHere = new Map<string, number>();

  /** Runs one claimed job to its recorded end; answers what the handler returned. */
  async function runClaimed(job: JobRow): Promise<number> {
    runningHere.set(job.kind, (runningHere.get(job.kind) ?? 0) + 1);
    try {
      return await runToRecord(job);
    } finally {
      const left = (runningHere.get(job.kind) ?? 1) - 1;
      if (left > 0) runningHere.set(job.kind, left);
      else runningHere.delete(job.kind);
    }
  }

  async function runToRecord(job: JobRow): Promise<number> {
    const { handled, nextDueMs } = await runJobToRecord(db, logger, job, definitionOf(job.kind), {
      leaseMs,
      nextDueOf: [...kinds.keys()],
    });
    learnNextDue(nextDueMs);
    return handled;
  }

  function track<T>(work: Promise<T>): Promise<T> {
    const tracked = work.finally(() => {
      active.delete(tracked);
      wake();
    });
    active.add(tracked);
    return tracked;
  }

  async function claim(limit: number, only?: readonly string[]): Promise<JobRow[]> {
    return claimDueJobs(db, { kinds: only ?? [...kinds.keys()], limit, leaseMs, worker });
  }

  /**
   * When the next job of this instance's kinds is due, by this clock: undefined when not known (the
   * loop reads it), null when none is queued or running. Claims and records answer it in their own
   * statement, so a recurring run costs its claim and its record, and no read.
   */
  let nextDueAt: number | null | undefined;
  /** Something may be due that this instance did not claim or record (an enqueue, a poll): read again. */
  let readAgain = true;

  function learnNextDue(ms: number | null | undefined) {
    if (ms === undefined) readAgain = true;
    else if (ms !== null) nextDueAt = Math.min(nextDueAt ?? Number.POSITIVE_INFINITY, Date.now() + ms);
  }

  /**
   * Claims what is due and sleeps until the next due time it knows (from the claim, the records of
   * the runs, or else an index-only read of it), at most `pollMs`, which bounds how late another
   * instance's enqueue is seen (this instance's own enqueues wake it at once). A claim that finds
   * nothing due (another instance took it) makes it read the next due time again, after a pause.
   */
  async function pollLoop(): Promise<void> {
    while (!stopping) {
      const free = concurrency - active.size;
      let claimed: JobRow[] = [];
      let missed = false;
      if (free > 0) {
        try {
          if (readAgain || nextDueAt === undefined) {
            readAgain = false;
            const ms = await msUntilNextDue(db, [...kinds.keys()]);
            nextDueAt = ms === null ? null : Date.now() + ms;
          }
          if (nextDueAt !== null && nextDueAt <= Date.now()) {
            // Taken now; what the claim (or a record meanwhile) says is next replaces it.
            nextDueAt = null;
            const found = await claimDue(db, { kinds: [...kinds.keys()], limit: free, leaseMs, worker });
            claimed = found.jobs;
            missed = claimed.length === 0;
            if (missed) nextDueAt = undefined;
            else learnNextDue(found.nextDueMs);
          }
        } catch (error) {
          nextDueAt = undefined;
          missed = true;
          logger.error({ err: error }, 'jobs could not be claimed');
        }
        for (const job of claimed) void track(runClaimed(job)).catch((error) => logger.error({ err: error }));
      }
      if (stopping || (free > 0 && claimed.length === free)) continue;
      const untilDue = typeof nextDueAt === 'number' ? nextDueAt - Date.now() : Number.POSITIVE_INFINITY;
      const byPoll = !missed && untilDue > pollMs;
      // Every slot busy: a job due now waits for one (a finishing run wakes the loop), never a 0 ms spin.
      const sleepMs =
        free <= 0
          ? pollMs
          : missed
            ? Math.min(pollMs, MISSED_CLAIM_PAUSE_MS)
            : Math.max(0, Math.min(pollMs, untilDue));
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          if (byPoll) readAgain = true;
          resolve();
        }, sleepMs);
        timer.unref();
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = () => undefined;
    }
  }

  let lookingUntil = 0;
  let lookTimer: NodeJS.Timeout | undefined;
  function lookAfterTransaction() {
    lookingUntil = Date.now() + LOOK_AFTER_TRANSACTION_MS;
    if (lookTimer || stopping) return;
    const look = () => {
      readAgain = true;
      wake();
      lookTimer = Date.now() < lookingUntil && !stopping ? setTimeout(look, LOOK_EVERY_MS) : undefined;
      lookTimer?.unref();
    };
    lookTimer = setTimeout(look, LOOK_EVERY_MS);
    lookTimer.unref();
  }

  return {
    worker,

    /** Adds a kind this instance can enqueue and run; recurring kinds are registered in the table at `start`. */
    define<Payload>(definition: JobDefinition<Payload>): void {
      if (kinds.has(definition.kind)) throw new Error(`job kind "${definition.kind}" is defined twice`);
      const retry = { ...DEFAULT_RETRY, ...definition.retry };
      kinds.set(definition.kind, { definition: definition as JobDefinition, retry });
    },

    /** Queues one run of `kind` with a payload checked against its schema; answers its id, or null for a taken key. */
    async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<string | null> {
      const { definition, retry } = definitionOf(kind);
      if (definition.everyMs !== undefined) throw new Error(`job kind "${kind}" is recurring`);
      const id = await insertJob(
        options.executor ?? db,
        {
          kind,
          payload: definition.payload.parse(payload),
          maxAttempts: retry.maxAttempts,
          uniqueKey: options.uniqueKey,
          runAt: options.runAt,
          delayMs: options.delayMs,
        },
        options.executor ? null : worker,
      );
      if (options.executor) lookAfterTransaction();
      else if (id !== null) {
        learnNextDue(
          options.runAt ? Math.max(0, options.runAt.getTime() - Date.now()) : (options.delayMs ?? 0),
        );
        wake();
      }
      return id;
    },

    /** Queues one run of `kind` per payload in one statement (each with its own key; taken keys are skipped). */
    async enqueueMany(
      kind: string,
      items: readonly { payload: unknown; uniqueKey: string }[],
      options: Pick<EnqueueOptions, 'executor'> = {},
    ): Promise<void> {
      const { definition, retry } = definitionOf(kind);
      if (definition.everyMs !== undefined) throw new Error(`job kind "${kind}" is recurring`);
      await insertJobs(
        options.executor ?? db,
        items.map((item) => ({
          kind,
          payload: definition.payload.parse(item.payload),
          maxAttempts: retry.maxAttempts,
          uniqueKey: item.uniqueKey,
        })),
        options.executor ? null : worker,
      );
      if (options.executor) lookAfterTransaction();
      else {
        learnNextDue(0);
        wake();
      }
    },

    /** Makes sure every recurring kind has its one row. */
    async registerRecurring(): Promise<void> {
      for (const { definition, retry } of kinds.values()) {
        if (definition.everyMs === undefined) continue;
        await registerRecurring(db, {
          kind: definition.kind,
          everyMs: definition.everyMs,
          maxAttempts: retry.maxAttempts,
        });
      }
    },

    /**
     * Has every enqueue outside a caller's transaction, `dueNow` and revived job (on any instance,
     * at its commit: the store sends a NOTIFY in the statement) wake this queue to read what is due,
     * so its poll is only a fallback, `fallbackPollMs` long. Its own enqueues inside a transaction it
     * looks for itself just after them; its own due times (recurring runs, retries) it knows from its
     * claims and records, so they run on time. A bus that cannot listen leaves the poll as it was.
     */
    async wakeOn(bus: Pick<EventBus, 'wakeOn'>, fallbackPollMs = WOKEN_POLL_MS): Promise<boolean> {
      const stop = await bus.wakeOn(JOBS_CHANNEL, (sender) => {
        // This queue's own enqueues outside a transaction already told it when they are due.
        if (sender === worker) return;
        readAgain = true;
        wake();
      });
      if (!stop) return false;
      await stopWakeups?.();
      stopWakeups = stop;
      pollMs = fallbackPollMs;
      // Anything enqueued before the queue listened is read on the next look.
      readAgain = true;
      wake();
      return true;
    },

    /** Registers recurring kinds, then claims and runs due jobs until `stop`. */
    async start(): Promise<void> {
      if (loop) return;
      stopping = false;
      await this.registerRecurring();
      loop = inBackground(pollLoop, 'job_queue_poll');
    },

    /** Claims nothing more and waits for the jobs already running to finish (at app close). */
    async stop(): Promise<void> {
      stopping = true;
      clearTimeout(lookTimer);
      wake();
      await stopWakeups?.();
      stopWakeups = null;
      await loop;
      loop = null;
      while (active.size > 0) await Promise.allSettled([...active]);
    },

    /**
     * Makes the given recurring kinds due now (a trigger, such as a game's new score). A started
     * queue with a free slot claims and runs them itself, in one statement (the instance that heard
     * the trigger runs it, and no other is woken); otherwise they are made due for the loops (this
     * one's at once, another's on its NOTIFY). A run under way is left be.
     */
    async dueNow(due: readonly string[]): Promise<void> {
      let pending = due;
      const free = concurrency - active.size;
      // Only kinds this instance runs are claimed here; others are made due for the instance that does.
      const own = due.filter((kind) => kinds.has(kind));
      if (loop && !stopping && free > 0 && own.length > 0) {
        // This instance heard the trigger and runs the job: claimed in one statement, with no
        // NOTIFY and no look of the loop after it (a trigger on every scoring play made three).
        const found = await claimRecurringNow(db, {
          kinds: own,
          limit: free,
          leaseMs,
          worker,
          nextDueOf: [...kinds.keys()],
        });
        if (found.jobs.length > 0) {
          nextDueAt = null;
          learnNextDue(found.nextDueMs);
        }
        for (const job of found.jobs)
          void track(runClaimed(job)).catch((error) => logger.error({ err: error }));
        const claimed = new Set(found.jobs.map((job) => job.kind));
        // A run of the kind under way here is left be (one run at a time). Any other kind not
        // claimed (no free slot left, another instance's kind, or its row locked for a moment while
        // the last run's record commits, which the claim skips) is not dropped: it is made due as
        // before (that update waits for the lock), for the loops to claim.
        pending = due.filter((kind) => !claimed.has(kind) && !runningHere.has(kind));
        if (pending.length === 0) return;
      }
      await makeRecurringDue(db, pending, worker);
      // Due now, unless a run is under way (then the claim finds nothing and the loop reads again).
      learnNextDue(0);
      wake();
    },

    /**
     * Runs the given recurring kinds now, through the same claim as the loop (a kind another
     * instance is running is left to it); answers what each handled. For tests and operators.
     */
    async runNow(only: readonly string[]): Promise<Record<string, number>> {
      await this.registerRecurring();
      await makeRecurringDue(db, only);
      const handled: Record<string, number> = {};
      for (const job of await claim(only.length, only)) {
        handled[job.kind] = await track(runClaimed(job));
      }
      return handled;
    },

    /** Claims and runs due jobs one batch at a time until none is due; answers how many ran. */
    async drain(): Promise<number> {
      let ran = 0;
      for (let batch = await claim(concurrency); batch.length > 0; batch = await claim(concurrency)) {
        await Promise.all(batch.map((job) => track(runClaimed(job))));
        ran += batch.length;
      }
      return ran;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
