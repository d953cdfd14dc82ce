import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { z } from 'zod';
import type { Database } from '../../src/platform/db/database.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { jobs } from '../../src/platform/db/schema/jobs.ts';
import type { JobDefinition } from '../../src/platform/jobs/job.ts';
import { createJobQueue, type JobQueue } from '../../src/platform/jobs/queue.ts';

export const quiet = pino({ level: 'silent' });
export const numbered = z.object({ n: z.number().int() });

/** A queue as one API instance has it, with the given kinds. */
export function instanceOn(db: Database, definitions: JobDefinition<unknown>[], concurrency = 4): JobQueue {
  const queue = createJobQueue({ db, logger: quiet, pollMs: 20, leaseMs: 60_000, concurrency });
  for (const definition of definitions) queue.define(definition);
  return queue;
}

export async function rowOf(db: Database, id: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

/** Seconds from now until the job may run, by the database's clock. */
export async function secondsUntilDue(db: Database, id: string): Promise<number> {
  const [row] = await selectRows<{ seconds: number }>(
    db,
    sql`select extract(epoch from run_at - now())::float8 as seconds from jobs where id = ${id}`,
  );
  return Number(row?.seconds);
}

/** Time passes: the job's backoff or interval is over. */
export async function timePasses(db: Database, id: string) {
  await db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
}

export async function until(condition: () => Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 25));
}
