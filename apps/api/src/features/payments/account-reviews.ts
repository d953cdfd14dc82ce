import { randomUUID } from 'node:crypto';
import type { Cents } from '@kennel/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { accountReviews } from '../../platform/db/schema/payments.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';

/** Accounts held for an operator's review (rows of `account_reviews`). */
export function createAccountReviewRepo(db: Database) {
  return {
    /** Once per deposit: a notification replayed by the bank opens nothing new. */
    async open(review: {
      userId: string;
      reason: string;
      depositId: string | null;
      shortfallCents: Cents;
      at: Date;
    }): Promise<void> {
      await db
        .insert(accountReviews)
        .values({
          id: randomUUID(),
          userId: review.userId,
          reason: review.reason,
          depositId: review.depositId,
          shortfallCents: review.shortfallCents,
          createdAt: review.at,
        })
        .onConflictDoNothing();
    },

    async isUnderReview(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: accountReviews.id })
        .from(accountReviews)
        .where(and(eq(accountReviews.userId, userId), isNull(accountReviews.resolvedAt)))
        .limit(1);
      return rows.length > 0;
    },
  };
}

/** Refuses money leaving an account held for review. */
export async function assertNotUnderReview(db: Database, userId: string): Promise<void> {
  if (await createAccountReviewRepo(db).isUnderReview(userId)) throw new ApiProblem('account_under_review');
}
