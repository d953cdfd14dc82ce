import { entriesCloseAt, type SportId } from '@kennel/core';
import { and, asc, desc, eq, inArray, isNotNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { contestEntries, contests, drafts } from '../../platform/db/schema/drafts.ts';
import { gameBegun } from '../sports/game-begun.ts';

export type ContestRow = typeof contests.$inferSelect;
export type NewContestRow = typeof contests.$inferInsert;
export type EntryRow = typeof contestEntries.$inferSelect;

/** The slates a contest scores: its own and, for a season contest, each of its later weeks. */
const scoredSlates = (contestId: SQL, slateId: SQL) =>
  sql`(select ${slateId} union select cs.slate_id from contest_slates cs where cs.contest_id = ${contestId})`;

/** The slates a contest `c` scores. */
const UNSTARTED_SCORED_SLATES = scoredSlates(sql.raw('c.id'), sql.raw('c.slate_id'));

/**
 * A game of any slate the contest scores has begun at `now` (played early, or come): a team drafted
 * now would score games already played, so the contest takes no more entries. Two lookups, each by
 * an index (its own slate's games; its later weeks' games), not one over a union per contest.
 */
function scoredGameBegun(contestId: SQL, slateId: SQL, now: Date): SQL {
  return sql`(exists (select 1 from slate_games sg join games g on g.id = sg.game_id
      where sg.slate_id = ${slateId} and ${gameBegun(now)})
    or exists (select 1 from contest_slates cs join slate_games sg on sg.slate_id = cs.slate_id
      join games g on g.id = sg.game_id where cs.contest_id = ${contestId} and ${gameBegun(now)}))`;
}

/** The row of `contests` itself, spelled out: drizzle may leave a column unqualified, and slate_games has a slate_id too. */
const THIS_CONTEST = { id: sql.raw('"contests"."id"'), slateId: sql.raw('"contests"."slate_id"') };

/** A contest with how many player entries it holds (refunded ones and bots do not count). */
export interface ContestWithCounts {
  contest: ContestRow;
  entries: number;
  mine: number | null;
}

const live = and(isNotNull(contestEntries.userId), ne(contestEntries.state, 'refunded'));

export function createContestsRepo(db: Database) {
  async function withCounts(rows: ContestRow[], userId: string | null): Promise<ContestWithCounts[]> {
    if (rows.length === 0) return [];
    const counts = await db
      .select({
        contestId: contestEntries.contestId,
        entries: sql<number>`count(*)::int`,
        mine: sql<number>`(count(*) filter (where ${contestEntries.userId} = ${userId ?? null}::uuid))::int`,
      })
      .from(contestEntries)
      .where(
        and(
          live,
          inArray(
            contestEntries.contestId,
            rows.map((row) => row.id),
          ),
        ),
      )
      .groupBy(contestEntries.contestId);
    const byContest = new Map(counts.map((count) => [count.contestId, count]));
    return rows.map((contest) => ({
      contest,
      entries: Number(byContest.get(contest.id)?.entries ?? 0),
      mine: userId === null ? null : Number(byContest.get(contest.id)?.mine ?? 0),
    }));
  }

  return {
    withCounts,

    /**
     * The lobby's contests. An open contest a game of whose slate has begun (played early) takes no
     * more entries and is left out of the open ones, before the lock sweep marks it locked.
     */
    async list(filter: {
      sportId?: SportId | undefined;
      slateId?: string | undefined;
      status: ContestRow['status'];
      now: Date;
    }) {
      return db
        .select()
        .from(contests)
        .where(
          and(
            eq(contests.status, filter.status),
            filter.sportId ? eq(contests.sportId, filter.sportId) : undefined,
            filter.slateId ? eq(contests.slateId, filter.slateId) : undefined,
            filter.status === 'open'
              ? sql`not ${scoredGameBegun(THIS_CONTEST.id, THIS_CONTEST.slateId, filter.now)}`
              : undefined,
          ),
        )
        .orderBy(asc(contests.locksAt), asc(contests.entryFeeCents), asc(contests.id));
    },

    async find(contestId: string): Promise<ContestRow | undefined> {
      const [row] = await db.select().from(contests).where(eq(contests.id, contestId));
      return row;
    },

    /** Serialises every decision about the contest's entries and drafts until the transaction ends. */
    async lock(contestId: string): Promise<ContestRow | undefined> {
      const [row] = await db.select().from(contests).where(eq(contests.id, contestId)).for('update');
      return row;
    },

    async setStatus(contestId: string, status: ContestRow['status']) {
      await db.update(contests).set({ status }).where(eq(contests.id, contestId));
    },

    /** Answers the ids of the contests it created (one already there is left alone). */
    async insertContests(rows: NewContestRow[]): Promise<string[]> {
      if (rows.length === 0) return [];
      const inserted = await db
        .insert(contests)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: contests.id });
      return inserted.map((row) => row.id);
    },

    async findMany(contestIds: readonly string[]): Promise<ContestRow[]> {
      if (contestIds.length === 0) return [];
      return db
        .select()
        .from(contests)
        .where(inArray(contests.id, [...contestIds]))
        .orderBy(asc(contests.id));
    },

    async insertEntries(rows: (typeof contestEntries.$inferInsert)[]): Promise<EntryRow[]> {
      if (rows.length === 0) return [];
      return db.insert(contestEntries).values(rows).returning();
    },

    /** The contest's pooled entries, oldest first. */
    async pool(contestId: string): Promise<EntryRow[]> {
      return db
        .select()
        .from(contestEntries)
        .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.state, 'pooled')))
        .orderBy(asc(contestEntries.createdAt), asc(contestEntries.id));
    },

    async insertDraft(row: typeof drafts.$inferInsert): Promise<string> {
      const [draft] = await db.insert(drafts).values(row).returning({ id: drafts.id });
      return draft!.id;
    },

    async seat(entryId: string, draftId: string, seat: number) {
      await db
        .update(contestEntries)
        .set({ state: 'seated', draftId, seat })
        .where(and(eq(contestEntries.id, entryId), eq(contestEntries.state, 'pooled')));
    },

    async markRefunded(entryId: string, now: Date) {
      await db
        .update(contestEntries)
        .set({ state: 'refunded', refundedAt: now })
        .where(eq(contestEntries.id, entryId));
    },

    /** The player's entries in a contest with their drafts' status, newest first. */
    async entriesOf(userId: string, contestId: string) {
      return db
        .select({ entry: contestEntries, draftStatus: drafts.status })
        .from(contestEntries)
        .leftJoin(drafts, eq(drafts.id, contestEntries.draftId))
        .where(and(eq(contestEntries.userId, userId), eq(contestEntries.contestId, contestId)))
        .orderBy(desc(contestEntries.createdAt), asc(contestEntries.id));
    },

    async draftStatuses(draftIds: string[]) {
      if (draftIds.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ id: drafts.id, status: drafts.status })
        .from(drafts)
        .where(inArray(drafts.id, draftIds));
      return new Map(rows.map((row) => [row.id, row.status]));
    },

    /**
     * Open contests whose entries have closed (core's entriesCloseAt: never later than the lock), or
     * a game of a slate of which they score has begun (played early; a season's later weeks too).
     */
    async dueForLock(now: Date): Promise<string[]> {
      const open = await db
        .select({
          id: contests.id,
          locksAt: contests.locksAt,
          seats: contests.seats,
          rounds: contests.rounds,
          pickClockMs: contests.pickClockMs,
          begun: sql<boolean>`${scoredGameBegun(THIS_CONTEST.id, THIS_CONTEST.slateId, now)}`,
        })
        .from(contests)
        .where(eq(contests.status, 'open'))
        .orderBy(asc(contests.id));
      return open
        .filter((contest) => contest.begun || entriesCloseAt(contest).getTime() <= now.getTime())
        .map((contest) => contest.id);
    },

    /** A game of a slate the contest scores (its first week's, or a later week's) has begun at `now`. */
    async scoredGameBegun(contest: { id: string; slateId: string }, now: Date): Promise<boolean> {
      const [row] = await selectRows<{ begun: boolean }>(
        db,
        sql`select ${scoredGameBegun(sql`${contest.id}`, sql`${contest.slateId}`, now)} as begun`,
      );
      return Boolean(row?.begun);
    },

    /** Drafts not finished in locked contests past their lock: the engine closes them. */
    async unfinishedPastLock(now: Date): Promise<string[]> {
      const rows = await db
        .select({ id: drafts.id })
        .from(drafts)
        .innerJoin(contests, eq(contests.id, drafts.contestId))
        .where(
          and(
            eq(contests.status, 'locked'),
            lte(contests.locksAt, now),
            inArray(drafts.status, ['filling', 'drafting']),
          ),
        )
        .orderBy(asc(drafts.id));
      return rows.map((row) => row.id);
    },

    /** Contests holding entries still seated in a cancelled draft: they are refunded. */
    async withCancelledSeats(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: contestEntries.contestId })
        .from(contestEntries)
        .innerJoin(drafts, eq(drafts.id, contestEntries.draftId))
        .where(and(eq(contestEntries.state, 'seated'), eq(drafts.status, 'cancelled')))
        .orderBy(asc(contestEntries.contestId));
      return rows.map((row) => row.id);
    },

    /** The contest's entries still seated in cancelled drafts, under the contest's lock. */
    /**
     * The player's seated entries whose contest has not begun: the draft starting, under way or
     * complete (a cancelled one's are the lock sweep's to refund), the prizes not paid, and no game
     * of any slate the contest scores has begun (or been postponed past its start). With
     * `contestId`, that contest's only (its row locked by the caller).
     */
    async unstartedSeated(userId: string, now: Date, contestId?: string): Promise<EntryRow[]> {
      const rows = await selectRows<{ id: string }>(
        db,
        sql`select e.id from contest_entries e
            join drafts d on d.id = e.draft_id
            join contests c on c.id = e.contest_id
            where e.user_id = ${userId} and e.state = 'seated' and d.status in ('filling', 'drafting', 'complete')
              and e.settled_at is null and c.status <> 'closed'
              ${contestId === undefined ? sql`` : sql`and c.id = ${contestId}`}
              and not exists (select 1 from slate_games sg join games g on g.id = sg.game_id
                where sg.slate_id in ${UNSTARTED_SCORED_SLATES} and ${gameBegun(now)})
            order by e.id`,
      );
      if (rows.length === 0) return [];
      return db
        .select()
        .from(contestEntries)
        .where(
          inArray(
            contestEntries.id,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(contestEntries.id));
    },

    async seatedInCancelled(contestId: string): Promise<EntryRow[]> {
      const rows = await db
        .select({ entry: contestEntries })
        .from(contestEntries)
        .innerJoin(drafts, eq(drafts.id, contestEntries.draftId))
        .where(
          and(
            eq(contestEntries.contestId, contestId),
            eq(contestEntries.state, 'seated'),
            eq(drafts.status, 'cancelled'),
          ),
        )
        .orderBy(asc(contestEntries.id));
      return rows.map((row) => row.entry);
    },

    /** Open bots-allowed contests whose oldest pooled entry has waited since `since`. */
    async waitingForBots(since: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: contests.id })
        .from(contests)
        .innerJoin(contestEntries, eq(contestEntries.contestId, contests.id))
        .where(
          and(
            eq(contests.status, 'open'),
            eq(contests.botsAllowed, true),
            eq(contestEntries.state, 'pooled'),
            lte(contestEntries.createdAt, since),
          ),
        )
        .orderBy(asc(contests.id));
      return rows.map((row) => row.id);
    },

    /** The player's pooled entries, and their drafts not yet complete (the realtime snapshot). */
    async snapshotOf(userId: string) {
      const [pooled] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(contestEntries)
        .where(and(eq(contestEntries.userId, userId), eq(contestEntries.state, 'pooled')));
      const open = await db
        .selectDistinct({ draftId: drafts.id, contestId: drafts.contestId, status: drafts.status })
        .from(contestEntries)
        .innerJoin(drafts, eq(drafts.id, contestEntries.draftId))
        .where(and(eq(contestEntries.userId, userId), inArray(drafts.status, ['filling', 'drafting'])))
        .orderBy(asc(drafts.id));
      return { pooled: Number(pooled?.n ?? 0), open };
    },

    /** Contests where the player has pooled entries (self-exclusion refunds them). */
    async contestsWithPooled(userId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: contestEntries.contestId })
        .from(contestEntries)
        .where(and(eq(contestEntries.userId, userId), eq(contestEntries.state, 'pooled')))
        .orderBy(asc(contestEntries.contestId));
      return rows.map((row) => row.id);
    },
  };
}
