import { randomUUID } from 'node:crypto';
import { PICK_CLOCK_MS, type SportId } from '@kennel/core';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { slates } from '../../platform/db/schema/sports.ts';
import { scheduleRepo } from '../schedules/repo.ts';
import { contestsForSlate } from './contest-maker.ts';
import { createContestsRepo } from './repo.ts';

/** Far enough out that a slow contest's entries are open (its drafts still end at the first game). */
const SLOW_TEST_LOCK_MS = 60 * 24 * 60 * 60_000;

/**
 * TEST ONLY (KENNEL_TEST_ROUTES): a slow contest of its own, with the real 8-hour clock, on the
 * sport's latest upcoming slate. The lobby opens slow contests only for slates days out and a
 * journey's world has none, so this one locks 60 days out for its entries to be open; its draft still
 * ends when the slate's first game begins, and each pick's clock is shortened to fit before it.
 */
export async function openSlowTestContest(
  db: Database,
  { now, sportId, botsAllowed }: { now: Date; sportId: SportId; botsAllowed: boolean },
): Promise<string | null> {
  const [slate] = await db
    .select()
    .from(slates)
    .where(and(eq(slates.sportId, sportId), gt(slates.startsAt, now)))
    .orderBy(desc(slates.startsAt))
    .limit(1);
  if (!slate) return null;
  const styles = await scheduleRepo.current(db, 'contest_styles');
  const slow = { ...styles, body: styles.body.filter((style) => style.speed === 'slow').slice(0, 1) };
  const locksAt = new Date(now.getTime() + SLOW_TEST_LOCK_MS);
  const [row] = contestsForSlate({ ...slate, startsAt: locksAt }, { now, botsAllowed }, slow);
  if (!row) return null;
  const contest = { ...row, id: `${row.id}-${randomUUID().slice(0, 8)}`, pickClockMs: PICK_CLOCK_MS.slow };
  const [id] = await createContestsRepo(db).insertContests([contest]);
  return id ?? null;
}
