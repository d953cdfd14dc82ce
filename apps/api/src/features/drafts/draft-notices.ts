import { formatEasternTime } from '@kennel/core';
import type { Database } from '../../platform/db/database.ts';
import type { Notices } from '../notifications/port.ts';
import type { DraftRow } from './repo.ts';

/** A pick clock this long or longer is a slow draft's: its players are told when they go on the clock. */
export const SLOW_DRAFT_NOTICE_MIN_CLOCK_MS = 5 * 60_000;

/** The drafts' notices: a draft starting (every draft), a player on the clock (slow drafts only). */
export function draftNotices(notices: Notices) {
  return {
    async started(tx: Database, draft: DraftRow, userIds: readonly string[]) {
      await notices.sendAll(
        tx,
        userIds.map((userId) => ({
          userId,
          type: 'draft_starting' as const,
          event: `${draft.id}:${userId}`,
          title: 'Your draft is starting',
          body: 'Every seat is filled and the first pick is on the clock. Join the draft room.',
          link: `/draft/${draft.id}`,
        })),
      );
    },

    async onTheClock(tx: Database, draft: DraftRow, userId: string) {
      if (draft.pickClockMs < SLOW_DRAFT_NOTICE_MIN_CLOCK_MS || !draft.deadlineAt) return;
      await notices.send(tx, {
        userId,
        type: 'on_the_clock',
        event: `${draft.id}:${draft.currentPick}:${userId}`,
        title: "You're on the clock",
        body: `Pick ${draft.currentPick} is yours. Make it by ${formatEasternTime(draft.deadlineAt)}, or the autopick drafts for you.`,
        link: `/draft/${draft.id}`,
      });
    },
  };
}
