import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { type W9FormRow, w9Forms } from '../../platform/db/schema/tax.ts';

/** Rows of `w9_forms`; no rules here (net winnings are the wallet's count). */
export function createTaxRepo(db: Database) {
  return {
    async findW9(userId: string): Promise<W9FormRow | undefined> {
      const [row] = await db.select().from(w9Forms).where(eq(w9Forms.userId, userId));
      return row;
    },

    async upsertW9(row: W9FormRow): Promise<void> {
      const { userId, submittedAt, ...changes } = row;
      await db.insert(w9Forms).values(row).onConflictDoUpdate({ target: w9Forms.userId, set: changes });
    },
  };
}
