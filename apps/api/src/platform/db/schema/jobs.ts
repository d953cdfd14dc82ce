import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, textEnum } from './columns.ts';

export const JOB_STATUSES = ['queued', 'running', 'done', 'dead'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Background work shared by every instance (platform/jobs): a row is claimed with
 * `FOR UPDATE SKIP LOCKED` by one instance, which holds it under a lease while it runs. A
 * recurring job is one row per kind that goes back to `queued` after each run.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** Set: a second enqueue of the same kind and key is ignored. Recurring jobs use `recurring`. */
    uniqueKey: text('unique_key'),
    status: textEnum('status', JOB_STATUSES).notNull().default('queued'),
    /** When it may run next: first run, then after each backoff or recurring interval. */
    runAt: instant('run_at').notNull().defaultNow(),
    /** Runs started so far (a run whose instance died counts too). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Set for a recurring job: the wait between the end of one run and the next. */
    everyMs: integer('every_ms'),
    lastError: text('last_error'),
    /** Which claim holds the job; a late answer from an earlier, expired claim changes nothing. */
    leaseId: uuid('lease_id'),
    /** Until then the claiming instance owns the job; after that another may run it again. */
    leaseExpiresAt: instant('lease_expires_at'),
    lockedBy: text('locked_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    finishedAt: instant('finished_at'),
  },
  (table) => [
    check('jobs_status_check', sql`${table.status} in ('queued', 'running', 'done', 'dead')`),
    check('jobs_attempts_check', sql`${table.attempts} >= 0 and ${table.maxAttempts} >= 1`),
    uniqueIndex('jobs_kind_unique_key_idx').on(table.kind, table.uniqueKey),
    index('jobs_due_idx').on(table.runAt).where(sql`${table.status} = 'queued'`),
    index('jobs_lease_idx').on(table.leaseExpiresAt).where(sql`${table.status} = 'running'`),
    index('jobs_dead_idx').on(table.updatedAt).where(sql`${table.status} = 'dead'`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
