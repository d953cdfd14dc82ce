import { type NotificationPage, type NotificationType, notificationPageSchema } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/platform/db/database.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import type { App } from '../../src/platform/http/server.ts';
import type { Player } from '../wallet/helpers.ts';

/** Runs the queued notice jobs (the worker does this in the server); answers how many jobs ran. */
export const deliverNotices = (app: App) => app.jobs.drain();

export async function notificationsOf(player: Player, query = ''): Promise<NotificationPage> {
  const response = await player.browser.get(`/v1/notifications${query}`);
  expect(response.statusCode).toBe(200);
  return notificationPageSchema.parse(response.json());
}

/** The player's notifications of one type, newest first. */
export async function noticesOfType(player: Player, type: NotificationType) {
  return (await notificationsOf(player, '?limit=50')).data.filter((notice) => notice.type === type);
}

/** Emails a notification of `type` put in the outbox for the player. */
export async function noticeMails(
  db: Database,
  player: Pick<Player, 'username'>,
  type: NotificationType,
): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from mail_outbox
        where kind = ${`notification.${type}`} and lower("to") = ${`${player.username.toLowerCase()}@test.kennel.invalid`}`,
  );
  return Number(row?.count ?? 0);
}

/** The player's stored notifications of one type, newest first (for tests whose clock outlives sessions). */
export async function storedNotices(db: Database, userId: string, type: NotificationType) {
  return selectRows<{ title: string; body: string; link: string }>(
    db,
    sql`select title, body, link from notifications where user_id = ${userId} and type = ${type} order by id desc`,
  );
}
