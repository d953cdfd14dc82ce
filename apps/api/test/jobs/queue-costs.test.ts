import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../src/platform/db/database.ts';
import { jobs } from '../../src/platform/db/schema/jobs.ts';
import { createJobQueue } from '../../src/platform/jobs/queue.ts';
import { claimDueJobs, msUntilNextDue } from '../../src/platform/jobs/store.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { countingDatabase } from '../statements.ts';
import { instanceOn, quiet, rowOf, secondsUntilDue, timePasses, until } from './queue-support.ts';

/** What the queue's runs and triggers cost in statements, and how it knows the next due time. */
describe('the job queue’s costs', () => {
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

  it('costs a recurring run two statements: its claim and its record, each of which tells when the next job is due', async () => {
    const statements: string[] = [];
    const seenAtRun: number[] = [];
    const queue = createJobQueue({
      db: countingDatabase(db, (query) => statements.push(query)),
      logger: quiet,
      pollMs: 10_000,
      leaseMs: 60_000,
    });
    queue.define({
      kind: 'often',
      payload: z.object({}),
      everyMs: 150,
      async run() {
        seenAtRun.push(statements.length);
      },
    });
    await queue.start();
    await until(async () => seenAtRun.length >= 6);
    await queue.stop();
    // From one run to the next: the record of the first (which answers when the next is due), then,
    // woken at that time, the claim of the next: no read of the next due time in between.
    const between = seenAtRun.slice(1).map((at, index) => at - (seenAtRun[index] ?? 0));
    expect(between.slice(1)).toEqual(between.slice(1).map(() => 2));
    expect(statements.slice(seenAtRun[1]).filter((query) => /^select/i.test(query.trim()))).toEqual([]);
  });

  it('runs a recurring job a trigger made due with its claim and its record alone (no NOTIFY, no look), and leaves a run under way be', async () => {
    const statements: string[] = [];
    let runs = 0;
    let release: () => void = () => undefined;
    const queue = createJobQueue({
      db: countingDatabase(db, (query) => statements.push(query)),
      logger: quiet,
      pollMs: 3_600_000,
      leaseMs: 60_000,
    });
    queue.define({
      kind: 'triggered',
      payload: z.object({}),
      everyMs: 3_600_000,
      async run() {
        runs += 1;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    });
    await queue.start();
    // Started: its first look found the job due in an hour; it sleeps.
    await until(async () => statements.some((query) => /^select/i.test(query.trim())));
    await new Promise((resolve) => setTimeout(resolve, 50));
    statements.splice(0);

    await queue.dueNow(['triggered']);
    await until(async () => runs === 1);
    // A second trigger while it runs claims nothing: one run at a time.
    await queue.dueNow(['triggered']);
    release();
    await until(async () => statements.length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await queue.stop();
    expect(runs).toBe(1);
    // The claim of the run, the claim that found it under way, the record: nothing else.
    expect(statements.map((query) => query.trim().split(/\s+/)[0]?.toLowerCase())).toEqual([
      'update',
      'update',
      'update',
    ]);
    expect(statements.filter((query) => /pg_notify/i.test(query))).toEqual([]);
    const [row] = await db.select().from(jobs).where(eq(jobs.kind, 'triggered'));
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await secondsUntilDue(db, row?.id ?? '')).toBeGreaterThan(3_500);
  });

  it('makes a trigger of a kind it does not run due for the instance that runs it, and never claims it', async () => {
    let runs = 0;
    const runner = instanceOn(db, [
      {
        kind: 'theirs',
        payload: z.object({}),
        everyMs: 3_600_000,
        run: async () => {
          runs += 1;
        },
      },
    ]);
    await runner.registerRecurring();
    const [row] = await db.select().from(jobs).where(eq(jobs.kind, 'theirs'));
    expect(await secondsUntilDue(db, row?.id ?? '')).toBeGreaterThan(3_500);
    // Another instance, started, that runs other kinds only, hears the trigger.
    const hearer = instanceOn(otherDb, [{ kind: 'mine', payload: z.object({}), run: async () => undefined }]);
    await hearer.start();
    await hearer.dueNow(['theirs']);
    await hearer.stop();
    // Not claimed by the instance that cannot run it (it stayed queued, not running under its lease),
    // and due now for the one that can.
    const [after] = await db.select().from(jobs).where(eq(jobs.kind, 'theirs'));
    expect(after).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await secondsUntilDue(db, after?.id ?? '')).toBeLessThanOrEqual(0);
    await runner.drain();
    expect(runs).toBe(1);
  });

  it('knows how long until the next job of its kinds is due, without claiming anything', async () => {
    const kinds = ['next_due_a', 'next_due_b'];
    expect(await msUntilNextDue(db, kinds)).toBeNull();
    const later = instanceOn(db, [
      { kind: 'next_due_a', payload: z.object({}), run: async () => undefined },
      { kind: 'next_due_b', payload: z.object({}), run: async () => undefined },
      { kind: 'next_due_other', payload: z.object({}), run: async () => undefined },
    ]);
    await later.enqueue('next_due_other', {});
    expect(await msUntilNextDue(db, kinds)).toBeNull();
    const inTenMinutes = (await later.enqueue('next_due_a', {}, { delayMs: 600_000 })) ?? '';
    const wait = await msUntilNextDue(db, kinds);
    expect(wait).toBeGreaterThan(590_000);
    expect(wait).toBeLessThanOrEqual(600_000);
    await later.enqueue('next_due_b', {}, { delayMs: 60_000 });
    expect(await msUntilNextDue(db, kinds)).toBeLessThanOrEqual(60_000);
    await timePasses(db, inTenMinutes);
    expect(await msUntilNextDue(db, kinds)).toBe(0);
    // Asking claims nothing: the due job is still queued, with no attempt made.
    expect(await rowOf(db, inTenMinutes)).toMatchObject({ status: 'queued', attempts: 0 });
    // A claim whose lease ran out (its instance died) is due again.
    const [claimed] = await claimDueJobs(db, {
      kinds: ['next_due_a'],
      limit: 1,
      leaseMs: 60_000,
      worker: 'gone',
    });
    expect(claimed?.id).toBe(inTenMinutes);
    await db.update(jobs).set({ runAt: sql`now() + interval '1 hour'` }).where(eq(jobs.kind, 'next_due_b'));
    expect(await msUntilNextDue(db, ['next_due_a'])).toBeGreaterThan(50_000);
    await db
      .update(jobs)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, inTenMinutes));
    expect(await msUntilNextDue(db, ['next_due_a'])).toBe(0);
  });
});
