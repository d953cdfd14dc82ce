import { cents } from '@kennel/core';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { NO_CENTS } from '../../../platform/db/schema/columns.ts';
import { type OwedReversalRow, owedReversals } from '../../../platform/db/schema/wallet.ts';

/** The rows of what players owe back of reversed payments; callers hold the players' cash account locks. */
export function createOwedRepo(db: Database) {
  return {
    async insert(row: OwedReversalRow): Promise<void> {
      await db.insert(owedReversals).values(row);
    },

    /** The owed rows of these payments (a reversal made once is not made again). */
    async ofPayments(paymentTransferIds: readonly string[]): Promise<OwedReversalRow[]> {
      if (paymentTransferIds.length === 0) return [];
      return db
        .select()
        .from(owedReversals)
        .where(inArray(owedReversals.paymentTransferId, [...paymentTransferIds]));
    },

    /** What these players still owe, oldest first. */
    async outstanding(userIds: readonly string[]): Promise<OwedReversalRow[]> {
      if (userIds.length === 0) return [];
      return (
        db
          .select()
          .from(owedReversals)
          // One array parameter (player ids are uuids): a settlement chunk asks for hundreds of players,
          // which `inArray` made into as many parameters and a statement planned anew for every count.
          .where(
            and(
              sql`${owedReversals.userId} = any(${`{${userIds.join(',')}}`}::uuid[])`,
              gt(owedReversals.owedCents, NO_CENTS),
            ),
          )
          .orderBy(asc(owedReversals.createdAt), asc(owedReversals.id))
      );
    },

    /** The player's owed rows for their pages: still owed first, then newest first. */
    async listOf(userId: string, limit: number): Promise<OwedReversalRow[]> {
      return db
        .select()
        .from(owedReversals)
        .where(eq(owedReversals.userId, userId))
        .orderBy(
          desc(sql`${owedReversals.owedCents} > 0`),
          desc(owedReversals.createdAt),
          desc(owedReversals.id),
        )
        .limit(limit);
    },

    /** The player's total still owed. */
    async totalOwed(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string | number>`coalesce(sum(${owedReversals.owedCents}), 0)` })
        .from(owedReversals)
        .where(and(eq(owedReversals.userId, userId), gt(owedReversals.owedCents, NO_CENTS)));
      return Number(row?.total ?? 0);
    },

    async recordPaidDown(id: string, owedCents: number, paidDowns: number, at: Date): Promise<void> {
      await db
        .update(owedReversals)
        .set({ owedCents: cents(owedCents), paidDowns, paidAt: owedCents === 0 ? at : null })
        .where(eq(owedReversals.id, id));
    },
  };
}
