import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createNoticeDelivery,
  NOTIFICATION_BATCH_JOB,
  NOTIFICATION_JOB,
} from '../../src/features/notifications/delivery.ts';
import type { Notice } from '../../src/features/notifications/port.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { createJobQueue } from '../../src/platform/jobs/queue.ts';
import { createMailer, type Mailer } from '../../src/platform/mail/mailer.ts';
import { useTestApp } from '../app.ts';
import { signIn } from '../wallet/helpers.ts';
import { noticeMails, notificationsOf } from './helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const db = () => testApp.current.database.handle.db;
let now = new Date('2026-11-27T12:00:00.000Z');

/** A mailer whose first `failures` outbox writes fail after writing: the job's transaction rolls back. */
function flakyMailer(failures: number): Mailer {
  const { app } = testApp.current;
  const real = createMailer({ db: db(), logger: app.log, from: 'kennel@test.kennel.invalid' });
  let left = failures;
  return {
    ...real,
    async enqueue(executor, mail) {
      const queued = await real.enqueue(executor, mail);
      if (left > 0) {
        left -= 1;
        throw new Error('the mail server connection dropped mid-transaction');
      }
      return queued;
    },
  };
}

function delivery(mailer: Mailer) {
  const { app } = testApp.current;
  const jobs = createJobQueue({ db: db(), logger: app.log });
  const made = createNoticeDelivery({
    db: db(),
    clock: () => now,
    jobs,
    mailer,
    bus: app.eventBus,
    publicUrl: 'http://localhost:3000',
  });
  return { jobs, ...made };
}

const notice = (userId: string, key: string): Notice => ({
  userId,
  type: 'deposit_landed',
  event: key,
  title: 'Your deposit landed',
  body: '$10.00 is in your balance.',
  link: '/account/transactions',
});

async function jobOf(key: string) {
  return selectRows<{ status: string; attempts: number }>(
    db(),
    sql`select status, attempts from jobs where kind = ${NOTIFICATION_JOB} and unique_key = ${`deposit_landed:${key}`}`,
  );
}

describe('notice delivery through the job queue', () => {
  it('a job that failed and is retried notifies and emails once, dated when it happened', async () => {
    const player = await signIn(testApp.current.app);
    const { jobs, notices } = delivery(flakyMailer(1));
    await notices.send(db(), notice(player.id, 'retried'));
    // The same event queued again (a replayed webhook) is the same job.
    await notices.send(db(), notice(player.id, 'retried'));
    expect(await jobs.drain()).toBe(1);
    expect(await jobOf('retried')).toEqual([{ status: 'queued', attempts: 1 }]);
    expect((await notificationsOf(player)).data).toEqual([]);

    // Its backoff waited out, the retry succeeds ten minutes later.
    const happened = now;
    now = new Date(now.getTime() + 10 * 60_000);
    await db().execute(
      sql`update jobs set run_at = now() where kind = ${NOTIFICATION_JOB} and status = 'queued'`,
    );
    expect(await jobs.drain()).toBe(1);
    expect(await jobOf('retried')).toEqual([{ status: 'done', attempts: 2 }]);
    expect((await notificationsOf(player)).data).toEqual([
      expect.objectContaining({ created_at: happened.toISOString() }),
    ]);
    expect(await noticeMails(db(), player, 'deposit_landed')).toBe(1);
  });

  it('a job run again after it already delivered (its success never recorded) changes nothing', async () => {
    const player = await signIn(testApp.current.app);
    const { deliver } = delivery(flakyMailer(0));
    expect(await deliver(notice(player.id, 'twice'))).toBe(true);
    expect(await deliver(notice(player.id, 'twice'))).toBe(false);
    await Promise.all([deliver(notice(player.id, 'racing')), deliver(notice(player.id, 'racing'))]);
    expect((await notificationsOf(player)).data).toHaveLength(2);
    expect(await noticeMails(db(), player, 'deposit_landed')).toBe(2);
  });

  it('a notice queued in a transaction that rolls back is never delivered', async () => {
    const player = await signIn(testApp.current.app);
    const { jobs, notices } = delivery(flakyMailer(0));
    await expect(
      db().transaction(async (tx) => {
        await notices.send(tx, notice(player.id, 'rolled-back'));
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await jobs.drain()).toBe(0);
    expect(await jobOf('rolled-back')).toEqual([]);
    expect((await notificationsOf(player)).data).toEqual([]);
  });

  it('many notices at once (a settlement run) go as one job per 250, each written once, emailed where wanted', async () => {
    const { app } = testApp.current;
    const emailing = await signIn(app);
    const quiet = await signIn(app);
    await db().execute(
      sql`insert into notification_preferences (user_id, type, email, updated_at)
          values (${quiet.id}, 'deposit_landed', false, now())`,
    );
    const { jobs, notices, deliver } = delivery(flakyMailer(0));
    const list = [
      ...Array.from({ length: 300 }, (_, n) => notice(emailing.id, `batch-${n}`)),
      ...Array.from({ length: 5 }, (_, n) => notice(quiet.id, `batch-quiet-${n}`)),
    ];
    // One of them already went out on its own.
    expect(await deliver(list[0]!)).toBe(true);
    await notices.sendAll(db(), list);
    await notices.sendAll(db(), list); // replayed: the same batches, not queued again
    const [queued] = await selectRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from jobs where kind = ${NOTIFICATION_BATCH_JOB}`,
    );
    expect(queued?.count).toBe(2);
    expect(await jobs.drain()).toBe(2);

    const stored = await selectRows<{ user_id: string; count: number }>(
      db(),
      sql`select user_id, count(*)::int as count from notifications
          where user_id in (${emailing.id}, ${quiet.id}) group by user_id order by count desc`,
    );
    expect(stored).toEqual([
      { user_id: emailing.id, count: 300 },
      { user_id: quiet.id, count: 5 },
    ]);
    expect(await noticeMails(db(), emailing, 'deposit_landed')).toBe(300);
    expect(await noticeMails(db(), quiet, 'deposit_landed')).toBe(0);
  });
});
