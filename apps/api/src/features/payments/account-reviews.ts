import { randomUUID } from 'node:crypto';
import { type AccountReviewReason, type AccountReviewResolution, type Cents, isSpend } from '@kennel/core';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.ts';
import { operators } from '../../platform/db/schema/operators.ts';
import { type AccountReviewRow, accountReviews } from '../../platform/db/schema/payments.ts';
import { users } from '../../platform/db/schema/users.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { PaidActionCheck } from '../authorization/service.ts';

const openedBy = alias(operators, 'opened_by');
const resolvedBy = alias(operators, 'resolved_by');

/** A review with the names an operator reads it by. */
export interface ListedAccountReview {
  review: AccountReviewRow;
  username: string;
  openedBy: string | null;
  resolvedBy: string | null;
}

/** Accounts held for an operator's review (rows of `account_reviews`). */
export function createAccountReviewRepo(db: Database) {
  return {
    /** Once per deposit: a notification replayed by the bank opens nothing new. */
    async open(review: {
      userId: string;
      reason: AccountReviewReason;
      depositId: string | null;
      shortfallCents: Cents;
      at: Date;
      operatorId?: string;
    }): Promise<AccountReviewRow | undefined> {
      const [row] = await db
        .insert(accountReviews)
        .values({
          id: randomUUID(),
          userId: review.userId,
          reason: review.reason,
          depositId: review.depositId,
          shortfallCents: review.shortfallCents,
          createdAt: review.at,
          openedByOperatorId: review.operatorId ?? null,
        })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async isUnderReview(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: accountReviews.id })
        .from(accountReviews)
        .where(and(eq(accountReviews.userId, userId), isNull(accountReviews.resolvedAt)))
        .limit(1);
      return rows.length > 0;
    },

    async lock(id: string): Promise<AccountReviewRow | undefined> {
      const [row] = await db.select().from(accountReviews).where(eq(accountReviews.id, id)).for('update');
      return row;
    },

    async resolve(
      id: string,
      resolution: { resolution: AccountReviewResolution; operatorId: string; at: Date },
    ): Promise<AccountReviewRow> {
      const [row] = await db
        .update(accountReviews)
        .set({
          resolvedAt: resolution.at,
          resolution: resolution.resolution,
          resolvedByOperatorId: resolution.operatorId,
        })
        .where(eq(accountReviews.id, id))
        .returning();
      return row!;
    },

    /** Open reviews oldest first, or resolved ones newest first, or the one with `id`; with names. */
    list(
      which: { status: 'open' | 'resolved'; limit: number } | { id: string },
    ): Promise<ListedAccountReview[]> {
      const where =
        'id' in which
          ? eq(accountReviews.id, which.id)
          : which.status === 'open'
            ? isNull(accountReviews.resolvedAt)
            : isNotNull(accountReviews.resolvedAt);
      const order =
        'status' in which && which.status === 'resolved'
          ? desc(accountReviews.resolvedAt)
          : asc(accountReviews.createdAt);
      return db
        .select({
          review: accountReviews,
          username: users.username,
          openedBy: openedBy.name,
          resolvedBy: resolvedBy.name,
        })
        .from(accountReviews)
        .innerJoin(users, eq(users.id, accountReviews.userId))
        .leftJoin(openedBy, eq(openedBy.id, accountReviews.openedByOperatorId))
        .leftJoin(resolvedBy, eq(resolvedBy.id, accountReviews.resolvedByOperatorId))
        .where(where)
        .orderBy(order, asc(accountReviews.id))
        .limit('id' in which ? 1 : which.limit);
    },
  };
}

/** Refuses money leaving an account held for review. */
export async function assertNotUnderReview(db: Database, userId: string): Promise<void> {
  if (await createAccountReviewRepo(db).isUnderReview(userId)) throw new ApiProblem('account_under_review');
}

/**
 * The check the authorisation step of every paid action runs inside its transaction: an account
 * held for review (a deposit its bank took back, the cash it paid perhaps already staked) puts no
 * more money into play until an operator resolves it. Deposits still go through: they may be how
 * the shortfall is made good.
 */
export const accountUnderReviewCheck: PaidActionCheck<boolean> = {
  facts: (userId) =>
    sql`exists (select 1 from account_reviews r where r.user_id = ${userId}::uuid and r.resolved_at is null)`,
  decide(_unit, _userId, action, underReview) {
    if (underReview && isSpend(action)) throw new ApiProblem('account_under_review');
  },
};
