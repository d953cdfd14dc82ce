import type { NotificationType } from '@kennel/core';
import type { Database } from '../../platform/db/database.ts';

/** One event a player hears about: in the bell always, by email when their preference says so. */
export interface Notice {
  userId: string;
  type: NotificationType;
  /** Names the event within its type (a deposit's id, `<draft>:<pick>`): the same event notifies once. */
  event: string;
  title: string;
  body: string;
  /** A page of the app (one of the spec's routes). */
  link: string;
  /** The producer emails this event with its own template: the notice stays in the app. */
  emailedSeparately?: boolean;
}

/**
 * What producers call, inside the transaction of the event where there is one: the notice is queued
 * as a job in that transaction, so it exists only if the event commits, and is delivered once.
 */
export interface Notices {
  send(executor: Database, notice: Notice): Promise<void>;
  /** Many events at once (a settlement run), in one statement. */
  sendAll(executor: Database, notices: readonly Notice[]): Promise<void>;
}

/** The realtime event after a player's notifications changed (a new one, or some marked read). */
export const NOTIFICATIONS_CHANGED = 'notifications.changed';
