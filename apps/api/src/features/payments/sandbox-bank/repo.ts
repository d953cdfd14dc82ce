import type { SandboxBankOutcome } from '@kennel/core';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { sandboxBankPayments, sandboxBankPayouts } from '../../../platform/db/schema/payments.ts';

export type SandboxBankPaymentRow = typeof sandboxBankPayments.$inferSelect;

export const AWAITING_AUTHORIZATION = 'awaiting_authorization' as const;

/** The sandbox bank's own record of the payments merchants asked it to collect. */
export function createSandboxBankRepo(db: Database) {
  return {
    /** One payment per merchant reference: a repeated request gets the first payment back. */
    async insertPayment(row: typeof sandboxBankPayments.$inferInsert): Promise<SandboxBankPaymentRow> {
      await db.insert(sandboxBankPayments).values(row).onConflictDoNothing();
      const [stored] = await db
        .select()
        .from(sandboxBankPayments)
        .where(eq(sandboxBankPayments.merchantReference, row.merchantReference));
      if (!stored) throw new Error(`sandbox bank lost payment ${row.merchantReference}`);
      return stored;
    },

    /** One payout per merchant reference: a repeated request gets the first payout back. */
    async insertPayout(row: typeof sandboxBankPayouts.$inferInsert) {
      await db.insert(sandboxBankPayouts).values(row).onConflictDoNothing();
      const [stored] = await db
        .select()
        .from(sandboxBankPayouts)
        .where(eq(sandboxBankPayouts.merchantReference, row.merchantReference));
      if (!stored) throw new Error(`sandbox bank lost payout ${row.merchantReference}`);
      return stored;
    },

    async findByMerchantReference(reference: string): Promise<SandboxBankPaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(sandboxBankPayments)
        .where(eq(sandboxBankPayments.merchantReference, reference));
      return row;
    },

    async find(id: string): Promise<SandboxBankPaymentRow | undefined> {
      const [row] = await db.select().from(sandboxBankPayments).where(eq(sandboxBankPayments.id, id));
      return row;
    },

    /** Records the payer's decision and its event once; undefined when the payment was already decided. */
    async decide(
      id: string,
      decision: { status: SandboxBankOutcome; at: Date; eventId: string },
    ): Promise<SandboxBankPaymentRow | undefined> {
      const [row] = await db
        .update(sandboxBankPayments)
        .set({
          status: decision.status,
          decidedAt: decision.at,
          eventId: decision.eventId,
          eventOccurredAt: decision.at,
        })
        .where(and(eq(sandboxBankPayments.id, id), eq(sandboxBankPayments.status, AWAITING_AUTHORIZATION)))
        .returning();
      return row;
    },

    async markNotified(id: string, at: Date): Promise<void> {
      await db.update(sandboxBankPayments).set({ notifiedAt: at }).where(eq(sandboxBankPayments.id, id));
    },

    /** Decided payments whose notification the merchant has not acknowledged since `before`. */
    async unnotified(before: Date, limit: number): Promise<SandboxBankPaymentRow[]> {
      return db
        .select()
        .from(sandboxBankPayments)
        .where(
          and(
            isNotNull(sandboxBankPayments.decidedAt),
            isNull(sandboxBankPayments.notifiedAt),
            lt(sandboxBankPayments.decidedAt, before),
          ),
        )
        .limit(limit);
    },
  };
}
