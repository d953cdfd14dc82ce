import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { deposits, withdrawals } from '../../platform/db/schema/payments.ts';
import { users } from '../../platform/db/schema/users.ts';

/** Withdrawals still holding the player's cash: waiting for the emailed confirmation, or for payout. */
const OPEN_WITHDRAWAL_STATUSES = ['awaiting_confirmation', 'pending'] as const;

/** What closing reads and writes; the payments and accounts features own these tables. */
export function createAccountClosureRepo(db: Database) {
  return {
    async pendingPayments(userId: string): Promise<{ deposits: number; withdrawals: number }> {
      const [deposit] = await db
        .select({ n: count() })
        .from(deposits)
        .where(and(eq(deposits.userId, userId), eq(deposits.status, 'pending')));
      const [withdrawal] = await db
        .select({ n: count() })
        .from(withdrawals)
        .where(and(eq(withdrawals.userId, userId), inArray(withdrawals.status, OPEN_WITHDRAWAL_STATUSES)));
      return { deposits: Number(deposit?.n ?? 0), withdrawals: Number(withdrawal?.n ?? 0) };
    },

    async player(userId: string) {
      const [row] = await db
        .select({ email: users.email, username: users.username, closedAt: users.closedAt })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Marks the account closed; false when it already was (closed stays closed, at its first time). */
    async close(userId: string, at: Date): Promise<boolean> {
      const closed = await db
        .update(users)
        .set({ closedAt: at })
        .where(and(eq(users.id, userId), isNull(users.closedAt)))
        .returning({ id: users.id });
      return closed.length > 0;
    },
  };
}
