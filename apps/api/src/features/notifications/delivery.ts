import { createHash } from 'node:crypto';
import { DEFAULT_EMAIL_PREFERENCE, NOTIFICATION_TYPES } from '@kennel/core';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { defineJob } from '../../platform/jobs/job.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { EventBus } from '../../platform/realtime/bus.ts';
import { notificationEmail } from './email.ts';
import { NOTIFICATIONS_CHANGED, type Notice, type Notices } from './port.ts';
import { notificationsRepo } from './repo.ts';

/** The job that turns a queued notice into the player's notification (and email). */
export const NOTIFICATION_JOB = 'notification';
/** The job that delivers many notices at once (a settlement run's): one job and one transaction each. */
export const NOTIFICATION_BATCH_JOB = 'notifications';
/** Notices per batch job: a settlement chunk of 1,000 entries is four jobs, not a thousand. */
export const NOTICES_PER_JOB = 250;

const noticeSchema = z.object({
  userId: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  event: z.string().min(1).max(200),
  title: z.string().min(1).max(200),
  body: z.string().min(1).max(1000),
  link: z.string().startsWith('/'),
  emailedSeparately: z.boolean().optional(),
  /** When the event happened (set as it is queued): the notice's time, however late a retry delivers it. */
  at: z.iso.datetime().optional(),
});

type QueuedNotice = z.output<typeof noticeSchema>;

/** The event's one name across every retry and replay: its type and its key. */
export const dedupeKeyOf = (notice: Pick<Notice, 'type' | 'event'>) => `${notice.type}:${notice.event}`;

/** A batch's one name: the events it carries, so the same batch is queued once. */
const batchKeyOf = (batch: readonly Notice[]) =>
  `batch:${createHash('sha256').update(batch.map(dedupeKeyOf).join('\n')).digest('base64url')}`;

export interface DeliveryOptions {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  mailer: Mailer;
  bus: EventBus;
  publicUrl: string;
}

/**
 * Notices go through the job queue: `send` queues one job per event (its dedupe key is the job's
 * unique key), `sendAll` one job per batch; a job writes the notifications, and their emails where
 * wanted, in one transaction, and each notification's dedupe key lets it in once, so a retried job
 * or a replayed event never notifies twice.
 */
export function createNoticeDelivery({ db, clock, jobs, mailer, bus, publicUrl }: DeliveryOptions) {
  /** Writes each notification once, in one transaction; answers how many this run wrote. */
  async function deliverAll(list: readonly QueuedNotice[]): Promise<number> {
    const delivered = await inTransaction(db, async (tx) => {
      const written = await notificationsRepo.insertEachOnce(
        tx,
        list.map((notice) => ({
          userId: notice.userId,
          type: notice.type,
          title: notice.title,
          body: notice.body,
          link: notice.link,
          dedupeKey: dedupeKeyOf(notice),
          createdAt: notice.at ? new Date(notice.at) : clock(),
        })),
      );
      const fresh = list.filter((notice) => written.delete(dedupeKeyOf(notice)));
      const emailed = fresh.filter((notice) => !notice.emailedSeparately);
      const recipientOf = await notificationsRepo.emailRecipients(
        tx,
        emailed.map((notice) => notice.userId),
        DEFAULT_EMAIL_PREFERENCE,
      );
      const mails = [];
      for (const notice of emailed) {
        const recipient = recipientOf(notice.userId, notice.type);
        if (recipient) mails.push(await mailer.enqueue(tx, notificationEmail(notice, recipient, publicUrl)));
      }
      return { fresh, mails };
    });
    const players = new Set(delivered.fresh.map((notice) => notice.userId));
    if (players.size > 0)
      bus.publish([...players].map((userId) => ({ type: NOTIFICATIONS_CHANGED, userId })));
    mailer.deliverAfterCommit(...delivered.mails);
    return delivered.fresh.length;
  }

  /** Writes the notification once; answers whether this run wrote it. */
  const deliver = async (notice: QueuedNotice) => (await deliverAll([notice])) === 1;

  jobs.define(
    defineJob({
      kind: NOTIFICATION_JOB,
      payload: noticeSchema,
      retry: { maxAttempts: 8, firstRetryMs: 5_000 },
      run: async (notice) => ((await deliver(notice)) ? 1 : 0),
    }),
  );
  jobs.define(
    defineJob({
      kind: NOTIFICATION_BATCH_JOB,
      payload: z.object({ notices: z.array(noticeSchema).min(1).max(NOTICES_PER_JOB) }),
      retry: { maxAttempts: 8, firstRetryMs: 5_000 },
      run: ({ notices: list }) => deliverAll(list),
    }),
  );

  const notices: Notices = {
    async send(executor, notice) {
      await jobs.enqueue(
        NOTIFICATION_JOB,
        { ...notice, at: clock().toISOString() },
        {
          executor,
          uniqueKey: dedupeKeyOf(notice),
        },
      );
    },
    async sendAll(executor, list) {
      const at = clock().toISOString();
      const batches: Notice[][] = [];
      for (let start = 0; start < list.length; start += NOTICES_PER_JOB)
        batches.push(list.slice(start, start + NOTICES_PER_JOB));
      if (batches.length === 0) return;
      await jobs.enqueueMany(
        NOTIFICATION_BATCH_JOB,
        batches.map((batch) => ({
          // `Object.assign`: a spread per notice cost this Node about a microsecond each (measured).
          payload: { notices: batch.map((notice) => Object.assign({}, notice, { at })) },
          uniqueKey: batchKeyOf(batch),
        })),
        { executor },
      );
    },
  };

  return { notices, deliver, deliverAll };
}
