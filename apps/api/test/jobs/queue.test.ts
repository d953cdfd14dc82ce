import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../src/platform/db/database.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { jobs } from '../../src/platform/db/schema/jobs.ts';
import type { JobDefinition } from '../../src/platform/jobs/job.ts';
import { claimDueJobs, listJobs, recordFailure, retryDeadJob } from '../../src/platform/jobs/store.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { instanceOn, numbered, rowOf, secondsUntilDue, timePasses, until } from './queue-support.ts';

describe('the job queue', () => {
  let database: TestDatabase;
  let db: Database;
  let otherDb: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    otherDb = (await database.openAnotherHandle()).db;
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('runs each of 200 jobs exactly once while two instances work the queue', async () => {
    const runs = new Map<number, number>();
    const byInstance = [0, 0];
    const counting = (instance: 0 | 1): JobDefinition<unknown> => ({
      kind: 'count_me',
      payload: numbered,
      async run({ n }: { n: number }) {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        byInstance[instance] = (byInstance[instance] ?? 0) + 1;
        // A little real work on the instance's own connection, as a job would do.
        await (instance === 0 ? db : otherDb).execute(sql`select 1`);
      },
    });
    const first = instanceOn(db, [counting(0)]);
    const second = instanceOn(otherDb, [counting(1)]);
    await Promise.all([first.start(), second.start()]);
    for (let n = 0; n < 200; n += 1) await (n % 2 ? first : second).enqueue('count_me', { n });
    await until(async () => {
      const [row] = await selectRows<{ done: number }>(
        db,
        sql`select count(*)::int as done from jobs where kind = 'count_me' and status = 'done'`,
      );
      return row?.done === 200;
    });
    await Promise.all([first.stop(), second.stop()]);

    expect(runs.size).toBe(200);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect((byInstance[0] ?? 0) + (byInstance[1] ?? 0)).toBe(200);
    expect(byInstance.every((count) => count > 0)).toBe(true);
  });

  it('retries a failing job with doubling waits, then keeps it dead with its last error for an operator', async () => {
    let calls = 0;
    const queue = instanceOn(db, [
      {
        kind: 'always_fails',
        payload: z.object({}),
        retry: { maxAttempts: 3, firstRetryMs: 60_000, maxRetryMs: 3_600_000 },
        async run() {
          calls += 1;
          throw new Error(`the partner refused (call ${calls})`);
        },
      },
    ]);
    const id = (await queue.enqueue('always_fails', {})) ?? '';

    expect(await queue.drain()).toBe(1);
    expect(await rowOf(db, id)).toMatchObject({ status: 'queued', attempts: 1 });
    // The first wait, with its jitter of up to a tenth.
    expect(await secondsUntilDue(db, id)).toBeGreaterThan(55);
    expect(await secondsUntilDue(db, id)).toBeLessThanOrEqual(66);
    expect(await queue.drain()).toBe(0);
    expect(calls).toBe(1);

    await timePasses(db, id);
    expect(await queue.drain()).toBe(1);
    expect(await secondsUntilDue(db, id)).toBeGreaterThan(115);
    expect(await secondsUntilDue(db, id)).toBeLessThanOrEqual(132);

    await timePasses(db, id);
    expect(await queue.drain()).toBe(1);
    const dead = await rowOf(db, id);
    expect(dead).toMatchObject({
      status: 'dead',
      attempts: 3,
      lastError: 'Error: the partner refused (call 3)',
      leaseId: null,
    });
    expect(dead.finishedAt).toBeInstanceOf(Date);
    await timePasses(db, id);
    expect(await queue.drain()).toBe(0);
    expect(calls).toBe(3);

    expect((await listJobs(db, 'dead')).map((job) => job.id)).toContain(id);
    expect(await retryDeadJob(db, id)).toBe(true);
    expect(await retryDeadJob(db, id)).toBe(false);
    expect(await queue.drain()).toBe(1);
    expect(calls).toBe(4);
    expect(await rowOf(db, id)).toMatchObject({ status: 'queued', attempts: 1 });
  });

  it('keeps one row per recurring kind, and two instances run each turn once', async () => {
    let ticks = 0;
    const ticking = {
      kind: 'tick',
      payload: z.object({}),
      everyMs: 3_600_000,
      async run() {
        ticks += 1;
      },
    };
    const first = instanceOn(db, [ticking]);
    const second = instanceOn(otherDb, [ticking]);
    await Promise.all([first.registerRecurring(), second.registerRecurring(), first.registerRecurring()]);
    const rows = await db.select().from(jobs).where(eq(jobs.kind, 'tick'));
    expect(rows).toHaveLength(1);
    const id = rows[0]?.id ?? '';

    for (let turn = 1; turn <= 5; turn += 1) {
      await timePasses(db, id);
      await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);
      expect(ticks).toBe(turn);
      expect(await rowOf(db, id)).toMatchObject({ status: 'queued', attempts: 0 });
      expect(await secondsUntilDue(db, id)).toBeGreaterThan(3_500);
    }
    // Both started as the server does: registering again adds no row and does not move the schedule.
    await Promise.all([first.start(), second.start()]);
    await Promise.all([first.stop(), second.stop()]);
    expect(await db.select().from(jobs).where(eq(jobs.kind, 'tick'))).toHaveLength(1);
    expect(ticks).toBe(5);
  });

  it('runs again a job whose instance died mid-run once its lease runs out, and ignores the dead run', async () => {
    let runs = 0;
    const leased = {
      kind: 'leased',
      payload: numbered,
      async run() {
        runs += 1;
      },
    };
    const survivor = instanceOn(otherDb, [leased]);
    const id = (await survivor.enqueue('leased', { n: 1 })) ?? '';
    // Another instance claims it, then dies without a word.
    const [claimed] = await claimDueJobs(db, {
      kinds: ['leased'],
      limit: 1,
      leaseMs: 60_000,
      worker: 'dead',
    });
    expect(claimed?.id).toBe(id);
    expect(await survivor.drain()).toBe(0);

    await db.update(jobs).set({ leaseExpiresAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
    expect(await survivor.drain()).toBe(1);
    expect(runs).toBe(1);
    expect(await rowOf(db, id)).toMatchObject({ status: 'done', attempts: 2, leaseId: null });
    // The dead instance's late answer changes nothing.
    if (claimed) await recordFailure(db, claimed, 'late', 0);
    expect(await rowOf(db, id)).toMatchObject({ status: 'done', lastError: null });
  });

  it('buries a job whose instance died during its last attempt, and keeps a failing recurring job alive', async () => {
    let runs = 0;
    const queue = instanceOn(db, [
      {
        kind: 'last_try',
        payload: z.object({}),
        retry: { maxAttempts: 1 },
        async run() {
          runs += 1;
        },
      },
      {
        kind: 'flaky_tick',
        payload: z.object({}),
        everyMs: 600_000,
        retry: { maxAttempts: 2, firstRetryMs: 1_000 },
        async run() {
          runs += 1;
          throw new Error('still broken');
        },
      },
    ]);
    const id = (await queue.enqueue('last_try', {})) ?? '';
    await claimDueJobs(db, { kinds: ['last_try'], limit: 1, leaseMs: 60_000, worker: 'dead' });
    await db.update(jobs).set({ leaseExpiresAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
    await queue.drain();
    expect(runs).toBe(0);
    expect(await rowOf(db, id)).toMatchObject({
      status: 'dead',
      lastError: 'lease expired during the last attempt',
    });

    await queue.registerRecurring();
    const [tick] = await db.select().from(jobs).where(eq(jobs.kind, 'flaky_tick'));
    const tickId = tick?.id ?? '';
    for (const attempt of [1, 2]) {
      await timePasses(db, tickId);
      await queue.drain();
      expect(runs).toBe(attempt);
    }
    // Out of attempts: back to its usual interval with the error kept, never dead.
    expect(await rowOf(db, tickId)).toMatchObject({
      status: 'queued',
      attempts: 0,
      lastError: 'Error: still broken',
    });
    expect(await secondsUntilDue(db, tickId)).toBeGreaterThan(500);
  });

  it('enqueues inside the caller’s transaction, once per unique key, with a checked payload', async () => {
    const queue = instanceOn(db, [{ kind: 'keyed', payload: numbered, run: async () => undefined }]);
    await expect(
      db.transaction(async (tx) => {
        await queue.enqueue('keyed', { n: 1 }, { executor: tx, uniqueKey: 'deposit-1' });
        throw new Error('the caller’s work failed');
      }),
    ).rejects.toThrow('the caller’s work failed');
    expect(await db.select().from(jobs).where(eq(jobs.kind, 'keyed'))).toHaveLength(0);

    const id = await db.transaction((tx) =>
      queue.enqueue('keyed', { n: 1 }, { executor: tx, uniqueKey: 'deposit-1' }),
    );
    expect(id).toEqual(expect.any(String));
    expect(await queue.enqueue('keyed', { n: 2 }, { uniqueKey: 'deposit-1' })).toBeNull();
    await expect(queue.enqueue('keyed', { n: 'one' })).rejects.toThrow();
    await expect(queue.enqueue('unknown_kind', {})).rejects.toThrow('no job kind');
    expect(await db.select().from(jobs).where(eq(jobs.kind, 'keyed'))).toHaveLength(1);
  });

  it('lets running jobs finish when it stops', async () => {
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const queue = instanceOn(db, [
      {
        kind: 'slow',
        payload: z.object({}),
        run: () =>
          new Promise<void>((resolve) => {
            release = resolve;
            started();
          }),
      },
    ]);
    await queue.start();
    const id = (await queue.enqueue('slow', {})) ?? '';
    await running;
    const stopped = queue.stop();
    release();
    await stopped;
    expect(await rowOf(db, id)).toMatchObject({ status: 'done' });
  });
});
