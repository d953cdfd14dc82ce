import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../src/platform/db/database.ts';
import { createJobQueue } from '../../src/platform/jobs/queue.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';

// The queue's slots: a job that comes due while every slot is busy waits for one to free.

const quiet = pino({ level: 'silent' });

async function until(condition: () => Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 25));
}

describe('the job queue with every slot busy', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('waits for a free slot without spinning when every slot is busy and a job is due', async () => {
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const ran: string[] = [];
    const queue = createJobQueue({ db, logger: quiet, pollMs: 5_000, leaseMs: 60_000, concurrency: 1 });
    queue.define({
      kind: 'busy',
      payload: z.object({}),
      run: () =>
        new Promise<void>((resolve) => {
          release = resolve;
          started();
        }),
    });
    queue.define({ kind: 'next', payload: z.object({}), run: async () => void ran.push('next') });
    await queue.start();
    await queue.enqueue('busy', {});
    await running;
    const spy = vi.spyOn(globalThis, 'setTimeout');
    try {
      // Due now, with the one slot taken: the loop sleeps until the slot frees.
      await queue.enqueue('next', {});
      await new Promise((resolve) => setTimeout(resolve, 300));
      const immediate = spy.mock.calls.filter(([, ms]) => (ms ?? 0) === 0).length;
      expect(immediate).toBeLessThan(10);
    } finally {
      spy.mockRestore();
    }
    release();
    await until(async () => ran.length === 1);
    await queue.stop();
  });
});
