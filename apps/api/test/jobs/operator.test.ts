import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '../../src/platform/db/schema/jobs.ts';
import { runJobsCommand } from '../../src/platform/jobs/operator.ts';
import { createJobQueue } from '../../src/platform/jobs/queue.ts';
import { createMigratedPgliteDataDir, createTestDatabase, type TestDatabase } from '../db.ts';
import { apiEntryArgs } from '../support/api-process.ts';

describe('the operator’s jobs command', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
  });

  async function run(...args: string[]) {
    const printed: string[] = [];
    const code = await runJobsCommand(database.handle.db, args, (text) => printed.push(text));
    return { code, output: printed.join('\n') };
  }

  it('lists dead jobs with their error and puts one back in the queue', async () => {
    const { db } = database.handle;
    const queue = createJobQueue({ db, logger: pino({ level: 'silent' }) });
    queue.define({
      kind: 'payout_report',
      payload: z.object({}),
      retry: { maxAttempts: 1 },
      run: async () => {
        throw new Error('the bank is closed');
      },
    });
    const id = (await queue.enqueue('payout_report', {})) ?? '';
    expect(await run('dead')).toEqual({ code: 0, output: 'no dead jobs' });
    await queue.drain();

    const dead = await run('dead');
    expect(dead.code).toBe(0);
    expect(dead.output).toContain(id);
    expect(dead.output).toContain('payout_report');
    expect(dead.output).toContain('Error: the bank is closed');
    expect((await run('list')).output).toMatch(new RegExp(`${id}.*dead\\s+1/1`));

    expect(await run('retry', id)).toEqual({ code: 0, output: `job ${id} is queued again` });
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await run('retry', id)).code).toBe(1);
    expect((await run('retry', 'not-an-id')).code).toBe(1);
    expect((await run('explode')).code).toBe(1);
  });

  it('runs as `npm run jobs` on the API’s own settings', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'kennel-jobs-cli-'));
    try {
      const env: Record<string, string> = { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent' };
      if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
      else {
        // Like the PostgreSQL database above, a data folder the API has already migrated.
        env.PGLITE_DATA_DIR = path.join(folder, 'pglite');
        await createMigratedPgliteDataDir(env.PGLITE_DATA_DIR);
      }
      const { stdout } = await promisify(execFile)(process.execPath, [...apiEntryArgs('cli/jobs'), 'list'], {
        env,
      });
      expect(stdout).toMatch(/payout_report|no jobs/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
