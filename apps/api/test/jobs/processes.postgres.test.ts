import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { selectRows } from '../../src/platform/db/rows.ts';
import { createJobQueue } from '../../src/platform/jobs/queue.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';

const WORKER = fileURLToPath(new URL('./worker-process.ts', import.meta.url));

function startWorker(databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => String(chunk).includes('worker ready') && resolve());
    child.on('exit', (code) => reject(new Error(`the worker exited with ${code} before it was ready`)));
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, ready, exit };
}

describe('two API processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await database.destroy();
  });

  it('each start the worker, and every one of 200 jobs runs exactly once', async () => {
    const { db } = database.handle;
    await db.execute(sql`create table job_runs (n integer not null, pid integer not null)`);
    const workers = [startWorker(database.databaseUrl ?? ''), startWorker(database.databaseUrl ?? '')];
    children.push(...workers.map((worker) => worker.child));
    await Promise.all(workers.map((worker) => worker.ready));

    // This handle only enqueues, as a request handler would.
    const producer = createJobQueue({ db, logger: pino({ level: 'silent' }) });
    producer.define({
      kind: 'count_me',
      payload: z.object({ n: z.number().int() }),
      run: async () => undefined,
    });
    for (let n = 0; n < 200; n += 1) await producer.enqueue('count_me', { n });
    for (;;) {
      const [row] = await selectRows<{ done: number }>(
        db,
        sql`select count(*)::int as done from jobs where kind = 'count_me' and status = 'done'`,
      );
      if (row?.done === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const worker of workers) worker.child.kill('SIGTERM');
    expect(await Promise.all(workers.map((worker) => worker.exit))).toEqual([0, 0]);

    const runs = await selectRows<{ n: number; runs: number }>(
      db,
      sql`select n, count(*)::int as runs from job_runs group by n order by n`,
    );
    expect(runs).toHaveLength(200);
    expect(runs.filter((row) => row.runs !== 1)).toEqual([]);
    const [processes] = await selectRows<{ pids: number }>(
      db,
      sql`select count(distinct pid)::int as pids from job_runs`,
    );
    // Both processes took part.
    expect(processes?.pids).toBe(2);
  });
});
