// One API instance's job worker in its own process, on its own pool: the same queue main.ts starts,
// with a kind that records each run in `job_runs` (created by the test).
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { z } from 'zod';
import { openDatabase } from '../../src/platform/db/database.ts';
import { createJobQueue } from '../../src/platform/jobs/queue.ts';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDataDir: 'memory://' });
const queue = createJobQueue({ db: database.db, logger: pino({ level: 'silent' }), pollMs: 20 });
queue.define({
  kind: 'count_me',
  payload: z.object({ n: z.number().int() }),
  async run({ n }) {
    await database.db.execute(sql`insert into job_runs (n, pid) values (${n}, ${process.pid})`);
  },
});
process.once('SIGTERM', async () => {
  await queue.stop();
  await database.close();
  process.exit(0);
});
await queue.start();
console.info('worker ready');
