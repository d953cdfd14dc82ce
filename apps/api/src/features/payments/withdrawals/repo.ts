import type { WithdrawalStatus } from '@kennel/core';
import { and, asc, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { type WithdrawalRow, withdrawals } from '../../../platform/db/schema/payments.ts';

export type NewWithdrawal = Omit<
  WithdrawalRow,
  'status' | 'payoutReference' | 'sendingAt' | 'confirmedAt' | 'paidAt' | 'cancelledAt' | 'failedAt'
>;

/** Rows of `withdrawals`; no rules here. */
export function createWithdrawalRepo(db: Database) {
  return {
    async insert(row: NewWithdrawal): Promise<WithdrawalRow> {
      const [stored] = await db
        .insert(withdrawals)
        .values({ ...row, status: 'awaiting_confirmation' })
        .returning();
      if (!stored) throw new Error('withdrawal was not stored');
      return stored;
    },

    async findByRequestKey(userId: string, requestKey: string): Promise<WithdrawalRow | undefined> {
      const [row] = await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestKey, requestKey)));
      return row;
    },

    /** Whether a payout of the player's is being sent (pending, its sending claimed). */
    async payoutInFlight(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.userId, userId),
            eq(withdrawals.status, 'pending'),
            isNotNull(withdrawals.sendingAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async find(id: string): Promise<WithdrawalRow | undefined> {
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
      return row;
    },

    async listForUser(userId: string, limit: number): Promise<WithdrawalRow[]> {
      return db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.userId, userId))
        .orderBy(desc(withdrawals.createdAt))
        .limit(limit);
    },

    /** Locks the withdrawal for the rest of the transaction, so only one action moves it. */
    async lock(id: string): Promise<WithdrawalRow | undefined> {
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
      return row;
    },

    async lockByTokenHash(hash: string): Promise<WithdrawalRow | undefined> {
      const [row] = await db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.confirmationTokenHash, hash))
        .for('update');
      return row;
    },

    async update(id: string, changes: Partial<Omit<WithdrawalRow, 'id' | 'userId'>>): Promise<WithdrawalRow> {
      const [row] = await db.update(withdrawals).set(changes).where(eq(withdrawals.id, id)).returning();
      if (!row) throw new Error(`withdrawal ${id} disappeared`);
      return row;
    },

    /**
     * Oldest first. `payable` leaves out the withdrawals of accounts held for review, which wait
     * for their release: they never crowd the others out of a batch.
     */
    async inStatusSince(
      status: WithdrawalStatus,
      column: 'confirmedAt' | 'confirmationExpiresAt',
      before: Date,
      limit: number,
      { payable = false } = {},
    ) {
      const notHeld = sql`not exists (select 1 from account_reviews r
        where r.user_id = ${withdrawals.userId} and r.resolved_at is null)`;
      return db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(
          and(eq(withdrawals.status, status), lt(withdrawals[column], before), payable ? notHeld : undefined),
        )
        .orderBy(asc(withdrawals[column]), asc(withdrawals.id))
        .limit(limit);
    },
  };
}
