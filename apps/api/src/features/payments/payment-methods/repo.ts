import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { type PaymentMethodRow, paymentMethods } from '../../../platform/db/schema/payments.ts';

export type NewPaymentMethod = Omit<PaymentMethodRow, 'removedAt'>;

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
          // Entering a removed card again brings it back; choosing to save it keeps it listed.
          set: { removedAt: null, saved: row.saved ? true : paymentMethods.saved },
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
