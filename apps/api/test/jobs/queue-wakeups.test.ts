import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../src/platform/db/database.ts';
import type { JobDefinition } from '../../src/platform/jobs/job.ts';
import { createJobQueue, type JobQueue } from '../../src/platform/jobs/queue.ts';
import { createEventBus, type EventBus } from '../../src/platform/realtime/bus.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { countingDatabase } from '../statements.ts';

const quiet = pino({ level: 'silent' });
/** Longer than any test runs: a job these queues run was woken for, never found by the poll. */
const NEVER_MS = 3_600_000;

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the job queue woken by NOTIFY', () => {
  let database: TestDatabase;
  let db: Database;
  let otherDb: Database;
  let bus: EventBus;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    otherDb = (await database.openAnotherHandle()).db;
    bus = createEventBus(db);
    await bus.ready();
  });
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await bus.close();
    await database.destroy();
  });

  it('runs a job another instance enqueued, or its own enqueued in a transaction, without waiting for its poll', async () => {
    const events: string[] = [];
    const looks: string[] = [];
    const definitions: JobDefinition<unknown>[] = [
      {
        kind: 'wake_me',
        payload: z.object({ n: z.number() }),
        async run(payload) {
          events.push(`ran ${(payload as { n: number }).n}`);
        },
      },
      {
        kind: 'wake_tick',
        payload: z.object({}),
        everyMs: NEVER_MS,
        async run() {
          events.push('ticked');
        },
      },
    ];
    // Listening, with a poll that never comes within the test: only a wake-up can start a job.
    const listening = createJobQueue({
      db: countingDatabase(db, (query) => looks.push(query)),
      logger: quiet,
      pollMs: NEVER_MS,
    });
    const other = createJobQueue({ db: otherDb, logger: quiet, pollMs: NEVER_MS });
    for (const definition of definitions) {
      listening.define(definition);
      other.define(definition);
    }
    queues.push(listening);
    expect(await listening.wakeOn(bus, NEVER_MS)).toBe(true);
    await listening.start();
    // Its first look (when is anything due?) found nothing due: it sleeps for its poll.
    await until(() => looks.some((query) => /^select/i.test(query.trim())));
    await new Promise((resolve) => setTimeout(resolve, 50));
    events.push('asleep');

    await other.enqueue('wake_me', { n: 1 });
    events.push('enqueued by another instance');
    await until(() => events.includes('ran 1'));

    // Inside a transaction the enqueue sends no NOTIFY (it would hold PostgreSQL's one notification
    // lock through the caller's commit): the queue that made it looks for it after.
    const inTransaction: string[] = [];
    await countingDatabase(db, (query) => inTransaction.push(query)).transaction(async (tx) => {
      await listening.enqueue('wake_me', { n: 2 }, { executor: tx });
      events.push('enqueued in a transaction');
    });
    events.push('committed');
    await until(() => events.includes('ran 2'));
    expect(inTransaction.length).toBeGreaterThan(0);
    expect(inTransaction.filter((query) => /pg_notify/i.test(query))).toEqual([]);

    await other.dueNow(['wake_tick']);
    events.push('made due by another instance');
    await until(() => events.includes('ticked'));

    expect(events).toEqual([
      'asleep',
      'enqueued by another instance',
      'ran 1',
      'enqueued in a transaction',
      'committed',
      'ran 2',
      'made due by another instance',
      'ticked',
    ]);
  });

  it('still runs its recurring jobs on time, from what its claims and records say is next', async () => {
    let runs = 0;
    const queue = createJobQueue({ db, logger: quiet, pollMs: NEVER_MS });
    queue.define({
      kind: 'wake_often',
      payload: z.object({}),
      everyMs: 100,
      async run() {
        runs += 1;
      },
    });
    queues.push(queue);
    await queue.wakeOn(bus, NEVER_MS);
    await queue.start();
    await until(() => runs >= 3);
    await queue.stop();
    expect(runs).toBeGreaterThanOrEqual(3);
  });
});
