import type { DepositMethod } from '@kennel/core';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { type PaymentMethodRow, paymentMethods } from '../../../platform/db/schema/payments.ts';

export type NewPaymentMethod = Omit<PaymentMethodRow, 'removedAt' | 'fundedAt'>;

/** Rows of `payment_methods`; no rules here. */
export function createPaymentMethodRepo(db: Database) {
  const live = (userId: string) => and(eq(paymentMethods.userId, userId), isNull(paymentMethods.removedAt));

  return {
    /** A card the processor already gave us for this player comes back as the same method. */
    async upsert(row: NewPaymentMethod): Promise<PaymentMethodRow> {
      const [stored] = await db
        .insert(paymentMethods)
        .values(row)
        .onConflictDoUpdate({
          target: [paymentMethods.userId, paymentMethods.processor, paymentMethods.processorReference],
          // Entering a removed card again brings it back.
          set: { removedAt: null },
        })
        .returning();
      if (!stored) throw new Error('payment method was not stored');
      return stored;
    },

    async findLive(userId: string, id: string): Promise<PaymentMethodRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(and(live(userId), eq(paymentMethods.id, id)));
      return row;
    },

    /**
     * A deposit through the method succeeded: from now on withdrawals may pay to it, and it is
     * listed for reuse if the player asked to save it.
     */
    async markFunded(id: string, saveAsked: boolean, at: Date): Promise<void> {
      await db
        .update(paymentMethods)
        .set({
          fundedAt: sql`coalesce(${paymentMethods.fundedAt}, ${at.toISOString()}::timestamptz)`,
          ...(saveAsked ? { saved: true } : {}),
        })
        .where(eq(paymentMethods.id, id));
    },

    /** The player's live method of this type with this processor that already received money. */
    async findFundedOf(
      userId: string,
      type: DepositMethod,
      processor: string,
    ): Promise<PaymentMethodRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(
          and(
            live(userId),
            eq(paymentMethods.type, type),
            eq(paymentMethods.processor, processor),
            isNotNull(paymentMethods.fundedAt),
          ),
        )
        .orderBy(asc(paymentMethods.createdAt))
        .limit(1);
      return row;
    },

    /** Where withdrawals may go: live methods that funded the account (closed loop), oldest first. */
    async listPayoutMethods(userId: string): Promise<PaymentMethodRow[]> {
      return db
        .select()
        .from(paymentMethods)
        .where(and(live(userId), isNotNull(paymentMethods.fundedAt)))
        .orderBy(asc(paymentMethods.createdAt));
    },

    async find(id: string): Promise<PaymentMethodRow | undefined> {
      const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
      return row;
    },

    async listSaved(userId: string): Promise<PaymentMethodRow[]> {
      return db
        .select()
        .from(paymentMethods)
        .where(and(live(userId), eq(paymentMethods.saved, true)))
        .orderBy(asc(paymentMethods.createdAt));
    },

    /** Kept for the deposits and withdrawals that point at it; just no longer offered. */
    async remove(userId: string, id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(paymentMethods)
        .set({ removedAt: at })
        .where(and(live(userId), eq(paymentMethods.id, id)))
        .returning({ id: paymentMethods.id });
      return rows.length === 1;
    },
  };
}
