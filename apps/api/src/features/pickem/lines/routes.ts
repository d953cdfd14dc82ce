import { type PayoutSchedule, PICKEM_ENDPOINTS } from '@kennel/core';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import type { App } from '../../../platform/http/server.ts';
import { scheduleRepo } from '../../schedules/repo.ts';
import type { BoardCache } from './board-cache.ts';

const SCHEDULE_READ_EVERY_MS = 5_000;

/** The pick'em board: open and suspended lines with their players and games (no sign-in needed). */
export function pickemBoardRoutes(
  app: App,
  { boards, clock, db }: { boards: BoardCache; clock: Clock; db: Database },
) {
  // The board is read often and the schedule changes rarely: read at most every few seconds.
  let schedule: { body: PayoutSchedule; version: number; readAt: number } | undefined;
  async function payoutSchedule(now: Date) {
    if (!schedule || now.getTime() - schedule.readAt >= SCHEDULE_READ_EVERY_MS) {
      const { body, version } = await scheduleRepo.current(db, 'pickem_payouts');
      schedule = { body, version, readAt: now.getTime() };
    }
    return schedule;
  }

  route(app, PICKEM_ENDPOINTS.pickemBoard, async ({ query }) => {
    const now = clock();
    const board = await boards.get(query, now);
    const { body, version } = await payoutSchedule(now);
    return { ...board, as_of: now.toISOString(), payout_schedule: body, payout_schedule_version: version };
  });
}
