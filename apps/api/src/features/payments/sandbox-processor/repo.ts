import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { sandboxProcessorCards, sandboxProcessorOperations } from '../../../platform/db/schema/payments.ts';

export type SandboxCardRow = typeof sandboxProcessorCards.$inferSelect;
export type SandboxOperationRow = typeof sandboxProcessorOperations.$inferSelect;

/** The sandbox processor's own records (its vault and its ledger of operations). */
export function createSandboxProcessorRepo(db: Database) {
  return {
    async insertCard(row: SandboxCardRow): Promise<void> {
      await db.insert(sandboxProcessorCards).values(row);
    },

    async findCardByToken(token: string): Promise<SandboxCardRow | undefined> {
      const [row] = await db
        .select()
        .from(sandboxProcessorCards)
        .where(eq(sandboxProcessorCards.token, token));
      return row;
    },

    /**
     * Spends the token for this customer and reference; a repeat with the same reference gets the
     * card again. Undefined when it is unknown, another customer's or spent on another reference.
     */
    async spendToken(
      token: string,
      customerId: string,
      reference: string,
    ): Promise<SandboxCardRow | undefined> {
      const [row] = await db
        .update(sandboxProcessorCards)
        .set({ usedReference: reference })
        .where(
          and(
            eq(sandboxProcessorCards.token, token),
            eq(sandboxProcessorCards.customerId, customerId),
            or(
              isNull(sandboxProcessorCards.usedReference),
              eq(sandboxProcessorCards.usedReference, reference),
            ),
          ),
        )
        .returning();
      return row;
    },

    async findCard(id: string): Promise<SandboxCardRow | undefined> {
      const [row] = await db.select().from(sandboxProcessorCards).where(eq(sandboxProcessorCards.id, id));
      return row;
    },

    /** Records the operation unless one with the same kind and reference exists; returns the stored one. */
    async recordOperation(row: SandboxOperationRow): Promise<SandboxOperationRow> {
      await db.insert(sandboxProcessorOperations).values(row).onConflictDoNothing();
      const [stored] = await db
        .select()
        .from(sandboxProcessorOperations)
        .where(
          and(
            eq(sandboxProcessorOperations.kind, row.kind),
            eq(sandboxProcessorOperations.reference, row.reference),
          ),
        );
      if (!stored) throw new Error(`sandbox processor lost operation ${row.reference}`);
      return stored;
    },
  };
}
