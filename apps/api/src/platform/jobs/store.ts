import { and, desc, eq, getTableColumns, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { selectRows } from '../db/rows.ts';
import { type JobRow, type JobStatus, jobs } from '../db/schema/jobs.ts';

/** Database time, so every instance agrees on when a job is due and when a lease ends. */
export const fromNow = (ms: number): SQL<Date> => sql`now() + make_interval(secs => ${ms / 1000}::float8)`;

/** The key that makes a recurring job one row per kind. */
export const RECURRING_KEY = 'recurring';

/**
 * The channel every instance's queue LISTENs on: a statement that makes a job due outside any
 * caller's transaction sends a NOTIFY on it in the same statement. One inside a caller's
 * transaction does not (the queue that enqueued it looks again after it, see queue.ts): a NOTIFY
 * takes PostgreSQL's one notification lock from just before the commit to its end, for the whole
 * cluster, and a paid or settling transaction must not queue behind every other one's commit.
 */
export const JOBS_CHANNEL = 'kennel_jobs';

/**
 * A returned column that notifies the queues of the rows it returns (none: no notification). The
 * payload names the queue that sent it when that queue already knows, so it does not read again;
 * '' wakes every queue, the sender's too. `null`: no notification (inside a caller's transaction).
 */
const notifyQueues = (sender: string | null = ''): Record<string, SQL<string>> =>
  sender === null ? {} : { woke: sql<string>`pg_notify(${JOBS_CHANNEL}, ${sender}::text)` };

export interface NewJob {
  kind: string;
  payload: unknown;
  maxAttempts: number;
  uniqueKey?: string | undefined;
  /** When it may first run; unset: now. */
  runAt?: Date | undefined;
  delayMs?: number | undefined;
}

/** Inserts a job with `executor` (pass a transaction to enqueue with the caller's work); null if its key was taken. */
export async function insertJob(
  executor: Database,
  job: NewJob,
  sender?: string | null,
): Promise<string | null> {
  const runAt = job.runAt ?? (job.delayMs ? fromNow(job.delayMs) : sql`now()`);
  const [row] = await executor
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      uniqueKey: job.uniqueKey ?? null,
      maxAttempts: job.maxAttempts,
      runAt,
    })
    .onConflictDoNothing({ target: [jobs.kind, jobs.uniqueKey] })
    .returning({ id: jobs.id, ...notifyQueues(sender) });
  return row?.id ?? null;
}

/** Inserts several one-off jobs in one statement; a job whose kind and key are taken is left out. */
export async function insertJobs(
  executor: Database,
  batch: readonly { kind: string; payload: unknown; maxAttempts: number; uniqueKey: string }[],
  sender?: string | null,
): Promise<void> {
  if (batch.length === 0) return;
  await executor
    .insert(jobs)
    .values(batch.map((job) => ({ ...job, runAt: sql`now()` })))
    .onConflictDoNothing({ target: [jobs.kind, jobs.uniqueKey] })
    .returning({ id: jobs.id, ...notifyQueues(sender) });
}

/**
 * The one row of a recurring kind, created by whichever instance gets there first; later
 * registrations only update its interval and attempts, never its schedule, so no run is duplicated.
 */
export async function registerRecurring(
  db: Database,
  job: { kind: string; everyMs: number; maxAttempts: number },
): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: {},
      uniqueKey: RECURRING_KEY,
      maxAttempts: job.maxAttempts,
      everyMs: job.everyMs,
      // One interval after the first instance starts, as a timer would; not in its busy start-up.
      runAt: fromNow(job.everyMs),
    })
    .onConflictDoUpdate({
      target: [jobs.kind, jobs.uniqueKey],
      set: { everyMs: job.everyMs, maxAttempts: job.maxAttempts },
      setWhere: sql`${jobs.everyMs} is distinct from ${job.everyMs} or ${jobs.maxAttempts} <> ${job.maxAttempts}`,
    });
}

/** Makes a queued recurring job due now (tests and operators; the run itself goes through a claim). */
export async function makeRecurringDue(
  db: Database,
  kinds: readonly string[],
  sender?: string,
): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(inArray(jobs.kind, kinds), eq(jobs.uniqueKey, RECURRING_KEY), eq(jobs.status, 'queued')))
    .returning({ id: jobs.id, ...notifyQueues(sender) });
}

/**
 * Milliseconds until the next job of these kinds is due or a lease runs out (0: now), or null when
 * none is queued or running. Two index-only lookups (the partial indexes on `run_at` and
 * `lease_expires_at`), so the queue can sleep until then instead of trying a claim every turn.
 */
export async function msUntilNextDue(db: Database, kinds: readonly string[]): Promise<number | null> {
  if (kinds.length === 0) return null;
  const [row] = await selectRows<{ ms: number | null }>(db, sql`select ${msUntil(nextDueAt(kinds))} as ms`);
  return row?.ms ?? null;
}

/**
 * When the next job of these kinds is due or a lease runs out (null: none), among the queued rows
 * (`q`) and running rows (`r`) that `which` keeps: in a statement's RETURNING, the rows as they were
 * before it, so the statement's own rows are told apart there.
 */
function nextDueAt(
  kinds: readonly string[],
  which: { queued: SQL; running: SQL } = { queued: sql`true`, running: sql`true` },
): SQL {
  const listed = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return sql`least(
    (select min(q.run_at) from jobs q where q.status = 'queued' and q.kind in (${listed}) and ${which.queued}),
    (select min(r.lease_expires_at) from jobs r where r.status = 'running' and r.kind in (${listed}) and ${which.running}))`;
}

/** Milliseconds from now until `at` (0 when past), null when `at` is (greatest would take it for 0). */
const msUntil = (at: SQL) =>
  sql<number | null>`(select ceil(greatest(0, extract(epoch from next.at - now()) * 1000))::float8
    from (select ${at} as at) next where next.at is not null)`;

export interface ClaimOptions {
  kinds: readonly string[];
  limit: number;
  leaseMs: number;
  worker: string;
}

/**
 * Claims up to `limit` jobs that are due, or whose lease ran out (the instance running them died),
 * in one statement: `FOR UPDATE SKIP LOCKED` means two instances claiming at once get different
 * jobs, and the new lease keeps every other instance off them until it ends.
 */
export async function claimDueJobs(db: Database, options: ClaimOptions): Promise<JobRow[]> {
  return (await claimDue(db, options)).jobs;
}

/**
 * `claimDueJobs`, also answering how long until the next job of its kinds not claimed here is due
 * (read in the same statement; undefined when nothing was claimed), so the queue need not ask.
 */
export async function claimDue(
  db: Database,
  options: ClaimOptions,
): Promise<{ jobs: JobRow[]; nextDueMs: number | null | undefined }> {
  if (options.kinds.length === 0 || options.limit <= 0) return { jobs: [], nextDueMs: undefined };
  const due = and(
    inArray(jobs.kind, options.kinds),
    or(
      and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)),
      and(eq(jobs.status, 'running'), lte(jobs.leaseExpiresAt, sql`now()`)),
    ),
  );
  // Not yet due, by the rows before this claim: what it claims (or leaves to another instance's claim) is due now.
  const later = { queued: sql`q.run_at > now()`, running: sql`r.lease_expires_at > now()` };
  return claimWhere(db, options, due, options.kinds, later);
}

/**
 * Claims the queued rows of these recurring kinds whether due or not (a trigger, such as a game's
 * new score, heard by the instance that will run it): the one statement `makeRecurringDue` and the
 * loop's claim after it were. A run under way (here or on another instance) is left be: nothing is
 * claimed. Also answers, like `claimDue`, how long until the next job of `nextDueOf` is due, the
 * claimed one left out.
 */
export async function claimRecurringNow(
  db: Database,
  options: ClaimOptions & { nextDueOf: readonly string[] },
): Promise<{ jobs: JobRow[]; nextDueMs: number | null | undefined }> {
  if (options.kinds.length === 0 || options.limit <= 0) return { jobs: [], nextDueMs: undefined };
  const queued = and(
    inArray(jobs.kind, options.kinds),
    eq(jobs.uniqueKey, RECURRING_KEY),
    eq(jobs.status, 'queued'),
  );
  const others = { queued: sql`q.id <> ${jobs.id}`, running: sql`r.id <> ${jobs.id}` };
  return claimWhere(db, options, queued, options.nextDueOf, others);
}

async function claimWhere(
  db: Database,
  options: ClaimOptions,
  where: SQL | undefined,
  nextDueOf: readonly string[],
  which: { queued: SQL; running: SQL },
): Promise<{ jobs: JobRow[]; nextDueMs: number | null | undefined }> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(where)
    .orderBy(jobs.runAt)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      leaseId: sql`gen_random_uuid()`,
      leaseExpiresAt: fromNow(options.leaseMs),
      lockedBy: options.worker,
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, due))
    .returning({ ...getTableColumns(jobs), nextDueMs: msUntil(nextDueAt(nextDueOf, which)) });
  return {
    jobs: rows.map(({ nextDueMs: _, ...job }) => job),
    nextDueMs: rows.length === 0 ? undefined : (rows[0]?.nextDueMs ?? null),
  };
}

/** Only the claim that still holds the job may change it. */
const heldBy = (job: JobRow) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.leaseId, job.leaseId ?? ''));

const released = { leaseId: null, leaseExpiresAt: null, lockedBy: null, updatedAt: sql`now()` } as const;

/** Keeps a long run's lease alive; false when the job is no longer this claim's. */
export async function renewLease(db: Database, job: JobRow, leaseMs: number): Promise<boolean> {
  const renewed = await db
    .update(jobs)
    .set({ leaseExpiresAt: fromNow(leaseMs) })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return renewed.length > 0;
}

/**
 * Read in a record's RETURNING: how long until the next job of `kinds` is due, the recorded one
 * with its new state (the subqueries see it as it was, running, so it is left out of them).
 */
function nextDueAfterRecord(job: JobRow, kinds: readonly string[]) {
  const others = { queued: sql`q.id <> ${job.id}`, running: sql`r.id <> ${job.id}` };
  return msUntil(
    sql`least(case when ${jobs.status} = 'queued' then ${jobs.runAt} end, ${nextDueAt(kinds, others)})`,
  );
}

/** What a record answers: how long until the next job of the kinds it was given is due (undefined: not asked, or the job was no longer this claim's). */
export type NextDue = number | null | undefined;

/** A run succeeded: a one-off job is done; a recurring one waits for its next turn. */
export async function recordSuccess(
  db: Database,
  job: JobRow,
  nextDueOf: readonly string[] = [],
): Promise<NextDue> {
  const recorded = db
    .update(jobs)
    .set(
      job.everyMs === null
        ? { ...released, status: 'done', finishedAt: sql`now()`, lastError: null }
        : { ...released, status: 'queued', attempts: 0, runAt: fromNow(job.everyMs), lastError: null },
    )
    .where(heldBy(job));
  if (nextDueOf.length === 0) {
    await recorded;
    return undefined;
  }
  const [row] = await recorded.returning({ nextDueMs: nextDueAfterRecord(job, nextDueOf) });
  return row ? row.nextDueMs : undefined;
}

export type FailureOutcome = 'retrying' | 'dead' | 'rescheduled';

/**
 * A run failed: retry after `retryInMs` while attempts remain; then a one-off job is dead (kept,
 * with its error, for an operator) and a recurring one waits for its next turn.
 */
export async function recordFailure(
  db: Database,
  job: JobRow,
  error: string,
  retryInMs: number,
  nextDueOf: readonly string[] = [],
): Promise<FailureOutcome> {
  return (await recordFailureKnowingNext(db, job, error, retryInMs, nextDueOf)).outcome;
}

/** `recordFailure`, also answering what `recordSuccess` does about the next due job. */
export async function recordFailureKnowingNext(
  db: Database,
  job: JobRow,
  error: string,
  retryInMs: number,
  nextDueOf: readonly string[],
): Promise<{ outcome: FailureOutcome; nextDueMs: NextDue }> {
  const outcome: FailureOutcome =
    job.attempts < job.maxAttempts ? 'retrying' : job.everyMs === null ? 'dead' : 'rescheduled';
  const change = {
    retrying: { ...released, status: 'queued', runAt: fromNow(retryInMs), lastError: error },
    dead: { ...released, status: 'dead', finishedAt: sql`now()`, lastError: error },
    rescheduled: {
      ...released,
      status: 'queued',
      attempts: 0,
      runAt: fromNow(job.everyMs ?? 0),
      lastError: error,
    },
  } as const;
  const recorded = db.update(jobs).set(change[outcome]).where(heldBy(job));
  if (nextDueOf.length === 0) {
    await recorded;
    return { outcome, nextDueMs: undefined };
  }
  const [row] = await recorded.returning({ nextDueMs: nextDueAfterRecord(job, nextDueOf) });
  return { outcome, nextDueMs: row ? row.nextDueMs : undefined };
}

/** What an operator sees: the newest jobs, optionally of one status. */
export async function listJobs(db: Database, status?: JobStatus, limit = 100): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(status ? eq(jobs.status, status) : undefined)
    .orderBy(desc(jobs.updatedAt))
    .limit(limit);
}

/** Puts a dead job back in the queue with fresh attempts; false if no dead job has that id. */
export async function retryDeadJob(db: Database, id: string): Promise<boolean> {
  const revived = await db
    .update(jobs)
    .set({ ...released, status: 'queued', attempts: 0, runAt: sql`now()`, finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'dead')))
    .returning({ id: jobs.id, ...notifyQueues() });
  return revived.length > 0;
}
